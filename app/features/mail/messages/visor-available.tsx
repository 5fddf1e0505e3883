import type { TFunction } from "i18next";
import { MailIntro, MailLayout, MailNote, StopFooter } from "./mail-layout";
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
        <StopFooter
          why={t("mail.visorAvailable.why", { helmet, siteName })}
          stop={t("mail.visorAvailable.stop")}
          stopUrl={stopUrl}
          siteName={siteName}
          contactEmail={contactEmail}
        />
      }
    >
      <MailIntro
        heading={t("mail.visorAvailable.heading", { helmet })}
        intro={t("mail.visorAvailable.intro", { helmet })}
      />
      <MailProduct product={product} button={t("mail.visorAvailable.button")} />
      <MailNote>{t("mail.visorAvailable.once")}</MailNote>
    </MailLayout>
  );
}
