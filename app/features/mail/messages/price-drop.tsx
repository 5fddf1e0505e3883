import { MailIntro, MailLayout, MailNote, StopFooter, type MailBaseProps } from "./mail-layout";
import { MailProduct, type MailProductProps } from "./mail-product";

export interface PriceDropProps extends MailBaseProps {
  /** The product at its new price (`price`), in the rider's language. */
  product: MailProductProps["product"];
  /** The price the rider asked at, or was last told, formatted. */
  before: string;
  /** The rider's own price, formatted; null when they asked for any drop of 5 % or more. */
  target: string | null;
  stopUrl: string;
}

/** "Cheaper now": a product a rider watches dropped in price, in their language; each drop is told once. */
export function PriceDropMail({
  t,
  language,
  siteName,
  contactEmail,
  origin,
  product,
  before,
  target,
  stopUrl,
}: PriceDropProps) {
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={t("mail.priceDrop.preview", { product: product.name, before, price: product.price })}
      footer={
        <StopFooter
          why={t("mail.priceDrop.why", { product: product.name, siteName })}
          stop={t("mail.priceDrop.stop")}
          stopUrl={stopUrl}
          siteName={siteName}
          contactEmail={contactEmail}
        />
      }
    >
      <MailIntro
        heading={t("mail.priceDrop.heading", { product: product.name })}
        intro={target ? t("mail.priceDrop.introTarget", { target }) : t("mail.priceDrop.intro")}
      />
      <MailProduct
        product={product}
        before={before}
        beforeLabel={t("mail.priceDrop.was")}
        button={t("mail.priceDrop.button")}
      />
      <MailNote>{t("mail.priceDrop.next")}</MailNote>
    </MailLayout>
  );
}
