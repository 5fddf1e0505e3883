import { Heading, Text } from "@react-email/components";
import type { TFunction } from "i18next";
import { MailButton, MailLayout, mailColors } from "./mail-layout";

/** "Confirm your subscription": the only message an unconfirmed address ever gets. */
export function NewsletterConfirmMail({
  t,
  language,
  siteName,
  contactEmail,
  origin,
  confirmUrl,
}: {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
  confirmUrl: string;
}) {
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={t("mail.newsletterConfirm.preview", { siteName })}
      footer={
        <>
          {t("mail.newsletterConfirm.why", { siteName })}
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <Heading as="h1" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 24, margin: "0 0 12px" }}>
        {t("mail.newsletterConfirm.heading")}
      </Heading>
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 16, lineHeight: "24px" }}>
        {t("mail.newsletterConfirm.intro", { siteName })}
      </Text>
      <MailButton href={confirmUrl} style={{ margin: "8px 0 16px" }}>
        {t("mail.newsletterConfirm.button")}
      </MailButton>
      <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 14, lineHeight: "20px" }}>
        {t("mail.newsletterConfirm.ignore")}
      </Text>
    </MailLayout>
  );
}
