import { useTranslation } from "~/i18n/use-translation";
import { formAnswers } from "~/components/ui/form-answers";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { hooks } from "~/components/ui/document-hooks";

/**
 * "Tell me when it's back" on a product that cannot be bought now. Markup only (the product page is a
 * document, decision 0006): the browser posts it and the server answers with a page in the visitor's
 * language; the document script (app/enhance/document.ts) sends it in place when JavaScript runs.
 */
export function StockRequestForm({ productId, language }: { productId: number; language: string }) {
  const { t } = useTranslation();
  return (
    <form
      method="post"
      action="/api/stock-request"
      {...hooks({ sendForm: true, formAnswers: formAnswers(t, "stock") })}
      className="relative mt-4 flex flex-wrap gap-3"
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="locale" value={language} />
      <label htmlFor="stock-email" className="w-full text-sm font-semibold">
        {t("stockRequest.label")}
      </label>
      <input
        id="stock-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        className="h-12 min-w-0 flex-1 basis-48 rounded-control border border-steel-200 bg-white px-4"
      />
      <HoneypotField />
      <button
        type="submit"
        {...hooks({ submitting: t("stockRequest.sending") })}
        className="h-12 rounded-control bg-signal px-5 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]"
      >
        {t("stockRequest.submit")}
      </button>
      <p className="w-full text-xs text-steel-600">{t("stockRequest.privacy")}</p>
      <p {...hooks({ formStatus: true })} role="status" className="w-full font-semibold empty:hidden" />
    </form>
  );
}
