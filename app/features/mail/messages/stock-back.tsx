import { MailIntro, MailLayout, MailNote, StopFooter, type MailBaseProps } from "./mail-layout";
import { MailProduct, type MailProductProps } from "./mail-product";

export interface StockBackProps extends MailBaseProps {
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
        <StopFooter
          why={t("mail.stockBack.why", { product: product.name, siteName })}
          stop={t("mail.stockBack.stop")}
          stopUrl={stopUrl}
          siteName={siteName}
          contactEmail={contactEmail}
        />
      }
    >
      <MailIntro heading={t("mail.stockBack.heading", { product: product.name })} intro={t("mail.stockBack.intro")} />
      <MailProduct product={product} button={t("mail.stockBack.button")} />
      <MailNote>{t("mail.stockBack.once")}</MailNote>
    </MailLayout>
  );
}
