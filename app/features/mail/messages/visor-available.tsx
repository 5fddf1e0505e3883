import { Heading, Img, Link, Section, Text } from "@react-email/components";
import type { TFunction } from "i18next";
import { MailButton, MailLayout, mailColors } from "./mail-layout";

export interface VisorAvailableProps {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
  helmet: string;
  product: { name: string; price: string; url: string; imageUrl: string | null };
  stopUrl: string;
}

/** "A visor for your AGV K6 is here": the visor, its price, a picture and the link, in the rider's language. */
export function VisorAvailableMail({
  t,
  language,
  siteName,
  contactEmail,
  origin,
  helmet,
  product,
  stopUrl,
}: VisorAvailableProps) {
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={t("mail.visorAvailable.preview", { product: product.name, helmet })}
      footer={
        <>
          {t("mail.visorAvailable.why", { helmet, siteName })}{" "}
          <Link href={stopUrl} style={{ color: mailColors.signalText }}>
            {t("mail.visorAvailable.stop")}
          </Link>
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <Heading as="h1" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 24, margin: "0 0 12px" }}>
        {t("mail.visorAvailable.heading", { helmet })}
      </Heading>
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 16, lineHeight: "24px" }}>
        {t("mail.visorAvailable.intro", { helmet })}
      </Text>
      <Section style={{ border: `1px solid ${mailColors.line}`, borderRadius: 12, padding: 16, margin: "16px 0" }}>
        {product.imageUrl && (
          <Img
            src={product.imageUrl}
            alt={product.name}
            width="240"
            height="240"
            style={{ display: "block", margin: "0 auto 12px", borderRadius: 8, maxWidth: "100%", height: "auto" }}
          />
        )}
        <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 18, fontWeight: 700, margin: 0 }}>
          {product.name}
        </Text>
        <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 18, margin: "4px 0 16px" }}>
          {product.price}
        </Text>
        <MailButton href={product.url}>{t("mail.visorAvailable.button")}</MailButton>
      </Section>
      <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 14, lineHeight: "20px" }}>
        {t("mail.visorAvailable.once")}
      </Text>
    </MailLayout>
  );
}
