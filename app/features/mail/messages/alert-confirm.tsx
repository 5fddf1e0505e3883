import { Link, Section, Text } from "@react-email/components";
import { MailButton, MailIntro, MailLayout, MailNote, mailColors, type MailBaseProps } from "./mail-layout";

/** A product an alert was asked for, as the confirmation lists it (in the message's language). */
export interface AlertConfirmItem {
  name: string;
  url: string;
  /** The price now, formatted. */
  price: string;
  /** A price alert's target, formatted; null: "at least 5 % less" (or a back-in-stock request). */
  target: string | null;
}

export interface AlertConfirmProps extends MailBaseProps {
  /** A price alert (one product, or every visor for a helmet) or a back-in-stock request. */
  kind: "price" | "stock";
  items: AlertConfirmItem[];
  confirmUrl: string;
}

/** "Confirm your alert": the only message an unconfirmed alert or back-in-stock request ever gets. */
export function AlertConfirmMail({
  t,
  language,
  siteName,
  contactEmail,
  origin,
  kind,
  items,
  confirmUrl,
}: AlertConfirmProps) {
  const count = items.length;
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={t("mail.alertConfirm.preview")}
      footer={
        <>
          {t("mail.alertConfirm.why", { siteName })}
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <MailIntro
        heading={t(`mail.alertConfirm.${kind}Heading`, { count })}
        intro={t(`mail.alertConfirm.${kind}Intro`, { count })}
      />
      <Section
        style={{ border: `1px solid ${mailColors.line}`, borderRadius: 12, padding: "4px 16px", margin: "0 0 16px" }}
      >
        {items.map((item) => (
          <Text
            key={item.url}
            className="mail-text"
            style={{ color: mailColors.asphalt, fontSize: 15, lineHeight: "22px", margin: "12px 0" }}
          >
            <Link
              href={item.url}
              className="mail-text"
              style={{ color: mailColors.asphalt, fontWeight: 700, textDecoration: "underline" }}
            >
              {item.name}
            </Link>
            <br />
            <span className="mail-muted" style={{ color: mailColors.steel }}>
              {t("mail.alertConfirm.now", { price: item.price })}
              {kind === "price" &&
                ` · ${item.target ? t("mail.alertConfirm.target", { price: item.target }) : t("mail.alertConfirm.noTarget")}`}
            </span>
          </Text>
        ))}
      </Section>
      <MailButton href={confirmUrl} style={{ margin: "8px 0 16px" }}>
        {t("mail.alertConfirm.button", { count })}
      </MailButton>
      <MailNote>{t("mail.alertConfirm.ignore")}</MailNote>
    </MailLayout>
  );
}
