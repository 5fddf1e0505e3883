import type { ReactNode } from "react";

/** What the mail screens say while messages wait in the outbox, by the setting they wait for. */
export function MailWaitingNotice({
  waitsFor,
  children,
}: {
  waitsFor: "SMTP_URL" | "PUBLIC_ORIGIN" | undefined;
  /** What waits on this screen (before the setting's explanation). */
  children: ReactNode;
}) {
  if (!waitsFor) return null;
  return (
    <p role="status" className="mt-6 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
      {children}{" "}
      {waitsFor === "SMTP_URL" ? (
        <>
          They go out once the server starts with <code>SMTP_URL</code> (for example{" "}
          <code>smtp://user:pass@smtp.example.pt:587</code>) and <code>PUBLIC_ORIGIN</code>, optionally{" "}
          <code>MAIL_FROM</code>.
        </>
      ) : (
        <>
          They go out once the server starts with <code>PUBLIC_ORIGIN</code> (for example{" "}
          <code>https://zerosgarage.pt</code>): the links in mail point at the site&apos;s public address, never at the
          address a visitor&apos;s request names.
        </>
      )}
    </p>
  );
}
