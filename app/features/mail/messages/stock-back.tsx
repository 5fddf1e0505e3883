import { Heading, Link, Text } from "@react-email/components";
import type { TFunction } from "i18next";
import { MailLayout, mailColors } from "./mail-layout";
import { MailProduct, type MailProductProps } from "./mail-product";

export interface StockBackProps {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
  product: MailProductProps["product"];
  stopUrl: string;
}

/** "It's back": the product a visitor waited for is in stock again, in their language, sent once. */
export function StockBackMail({ t, language, siteName, contactEmail, origin, product, stopUrl }: StockBackProps) {
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={t("mail.stockBack.preview", { product: product.name })}
      footer={
        <>
          {t("mail.stockBack.why", { product: product.name, siteName })}{" "}
          <Link href={stopUrl} style={{ color: mailColors.signalText }}>
            {t("mail.stockBack.stop")}
          </Link>
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <Heading as="h1" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 24, margin: "0 0 12px" }}>
        {t("mail.stockBack.heading", { product: product.name })}
      </Heading>
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 16, lineHeight: "24px" }}>
        {t("mail.stockBack.intro")}
      </Text>
      <MailProduct product={product} button={t("mail.stockBack.button")} />
      <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 14, lineHeight: "20px" }}>
        {t("mail.stockBack.once")}
      </Text>
    </MailLayout>
  );
}
