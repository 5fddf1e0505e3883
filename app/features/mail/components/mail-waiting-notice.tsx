import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { withParts } from "~/i18n/with-parts";

/** What the mail screens say while messages wait in the outbox, by the setting they wait for. */
export function MailWaitingNotice({
  waitsFor,
  children,
}: {
  waitsFor: "SMTP_URL" | "PUBLIC_ORIGIN" | undefined;
  /** What waits on this screen (before the setting's explanation). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!waitsFor) return null;
  return (
    <p role="status" className="mt-6 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
      {children}{" "}
      {waitsFor === "SMTP_URL"
        ? withParts(t("admin.mail.waitsFor.smtp"), {
            smtp: <code>SMTP_URL</code>,
            example: <code>smtp://user:pass@smtp.example.pt:587</code>,
            origin: <code>PUBLIC_ORIGIN</code>,
            from: <code>MAIL_FROM</code>,
          })
        : withParts(t("admin.mail.waitsFor.origin"), {
            origin: <code>PUBLIC_ORIGIN</code>,
            example: <code>https://zerosgarage.pt</code>,
          })}
    </p>
  );
}
