import { useTranslation } from "~/i18n/use-translation";
import { formAnswers } from "~/components/ui/form-answers";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { formatPrice } from "~/i18n/format";
import { hooks } from "~/components/ui/document-hooks";

const fieldClass = "h-12 w-full min-w-0 rounded-control border border-steel-200 bg-white px-4";
const buttonClass =
  "h-12 rounded-control bg-signal px-5 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]";

/** One of the two forms: posted to /api/price-alert, answered with a page without JavaScript, sent in place with it. */
function AlertForm({
  fields,
  language,
  submit,
  children,
}: {
  fields: Record<string, string>;
  language: string;
  submit: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      method="post"
      action="/api/price-alert"
      {...hooks({ sendForm: true, formAnswers: formAnswers(t, "price") })}
      className="relative mt-3 flex flex-wrap items-end gap-3"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="locale" value={language} />
      {children}
      <HoneypotField />
      <button type="submit" {...hooks({ submitting: t("priceAlert.sending") })} className={buttonClass}>
        {submit}
      </button>
      <p {...hooks({ formStatus: true })} role="status" className="w-full font-semibold empty:hidden" />
    </form>
  );
}

function EmailField({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("priceAlert.emailLabel")}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        className={fieldClass}
      />
    </span>
  );
}

/**
 * "Tell me when it is cheaper" under the buy box (issue 30): for a product that can be bought, an address and an
 * optional price below the current one; on a visor that fits the rider's helmet ("my helmet"), also one alert for
 * every visor of that helmet. Markup only (the product page is a document, decision 0006): the browser posts it and
 * the server answers with a page; the document script sends it in place. The browser's own check keeps the target
 * below the price (`max`); the server checks it again.
 */
export function PriceAlertForms({
  product,
  helmet,
  language,
}: {
  /** The product that can be bought, with its price ("129.90"); null: no alert for this one. */
  product: { id: number; price: string } | null;
  /** The rider's helmet when this visor fits it; null otherwise. */
  helmet: { modelId: number; label: string } | null;
  language: string;
}) {
  const { t } = useTranslation();
  if (!product && !helmet) return null;
  const below = product ? (Math.round(Number(product.price) * 100) - 1) / 100 : 0;
  return (
    <details className="group mt-4 rounded-panel bg-white p-5 ring-1 ring-steel-200" data-price-alerts>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold">
        {t("priceAlert.summary")}
        <span aria-hidden="true" className="text-steel-600 transition-transform duration-150 group-open:rotate-180">
          ▾
        </span>
      </summary>
      {product && (
        <>
          <p className="mt-3 text-sm text-steel-700">{t("priceAlert.intro")}</p>
          <AlertForm fields={{ productId: String(product.id) }} language={language} submit={t("priceAlert.submit")}>
            <EmailField id="price-alert-email" />
            <span className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
              <label htmlFor="price-alert-target" className="text-sm font-semibold">
                {t("priceAlert.targetLabel")}{" "}
                <span className="font-normal text-steel-600">
                  {t("priceAlert.targetHint", { price: formatPrice(product.price) })}
                </span>
              </label>
              <input
                id="price-alert-target"
                name="targetPrice"
                type="number"
                inputMode="decimal"
                min="0.01"
                max={below.toFixed(2)}
                step="0.01"
                className={`${fieldClass} tabular`}
              />
            </span>
          </AlertForm>
        </>
      )}
      {helmet && (
        <div className={product ? "mt-5 border-t border-steel-200 pt-4" : "mt-3"}>
          <p className="font-semibold">{t("priceAlert.helmetTitle", { helmet: helmet.label })}</p>
          <p className="mt-1 text-sm text-steel-700">{t("priceAlert.helmetText", { helmet: helmet.label })}</p>
          <AlertForm
            fields={{ helmetModelId: String(helmet.modelId) }}
            language={language}
            submit={t("priceAlert.helmetSubmit")}
          >
            <EmailField id="helmet-alert-email" />
          </AlertForm>
        </div>
      )}
      <p className="mt-3 text-xs text-steel-600">{t("priceAlert.privacy")}</p>
    </details>
  );
}
