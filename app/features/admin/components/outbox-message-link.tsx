import { Link } from "react-router";

/** " · message sent": the notice a request was sent, linked to it in the mail outbox (nothing when there is none). */
export function OutboxMessageLink({ id, status }: { id: number | null; status: string | null }) {
  if (!id) return null;
  return (
    <>
      {" · "}
      <Link to={`/admin/dashboard/mail?id=${id}`} className="hover:underline">
        message {status}
      </Link>
    </>
  );
}
