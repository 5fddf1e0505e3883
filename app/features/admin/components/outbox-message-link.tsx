import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

const statuses = ["pending", "sent", "failed"];

/** " · message sent": the notice a request was sent, linked to it in the mail outbox (nothing when there is none). */
export function OutboxMessageLink({ id, status }: { id: number | null; status: string | null }) {
  const { t } = useTranslation();
  if (!id) return null;
  return (
    <>
      {" · "}
      <Link to={`/admin/dashboard/mail?id=${id}`} className="hover:underline">
        {t(`admin.common.outboxMessage.${status && statuses.includes(status) ? status : "unknown"}`)}
      </Link>
    </>
  );
}
