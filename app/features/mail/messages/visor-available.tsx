import { Heading, Link, Text } from "@react-email/components";
import type { TFunction } from "i18next";
import { MailLayout, mailColors } from "./mail-layout";
import { MailProduct, type MailProductProps } from "./mail-product";

export interface VisorAvailableProps {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
  helmet: string;
  product: MailProductProps["product"];
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
      <MailProduct product={product} button={t("mail.visorAvailable.button")} />
      <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 14, lineHeight: "20px" }}>
        {t("mail.visorAvailable.once")}
      </Text>
    </MailLayout>
  );
}
