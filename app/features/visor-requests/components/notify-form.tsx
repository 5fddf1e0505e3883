import { useTranslation } from "~/i18n/use-translation";
import { formAnswers } from "~/components/ui/form-answers";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useLanguage } from "~/components/ui/use-language";
import { hooks } from "~/components/ui/document-hooks";

/**
 * "Tell me when a visor for my helmet exists", markup only: the document script (app/enhance/forms.ts) sends
 * the visor request in place (email required and containing @, spec §5), then, only when the rider ticks the box,
 * a newsletter sign-up (double opt-in; its result is not checked, spec §7), and the confirmation takes the form's
 * place. Without JavaScript the browser posts the form and the server answers with a page.
 */
export function NotifyForm({
  helmetBrand,
  helmetModel,
  models,
  sourceType,
}: {
  helmetBrand: string;
  helmetModel: string;
  /** On a brand's page: the rider picks the model among these. */
  models?: string[];
  sourceType: "visor-request-category" | "visor-request-finder";
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <form
      method="post"
      action="/api/visor-request"
      {...hooks({ sendForm: true, formAnswers: formAnswers(t, sourceType) })}
      className="relative flex flex-wrap gap-3"
      noValidate
    >
      <input type="hidden" name="helmetBrand" value={helmetBrand} />
      {models ? (
        <label className="w-full text-sm font-semibold">
          {t("finder.model")}
          <select
            name="helmetModel"
            required
            defaultValue=""
            className="mt-1 block h-12 w-full rounded-control border border-steel-200 bg-white px-3 font-normal"
          >
            <option value="" disabled>
              {t("finder.chooseModel")}
            </option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="helmetModel" value={helmetModel} />
      )}
      <input type="hidden" name="visorType" value="transparente" />
      <input type="hidden" name="status" value="pending" />
      <input type="hidden" name="sourceType" value={sourceType} />
      <input type="hidden" name="locale" value={language} />
      <label htmlFor="notify-email" className="sr-only">
        {t("newsletter.emailLabel")}
      </label>
      <input
        id="notify-email"
        name="email"
        type="email"
        required
        pattern=".*@.*"
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        className="h-12 w-full sm:w-auto sm:flex-1 rounded-control border border-steel-200 bg-white px-4"
      />
      <HoneypotField />
      <button
        type="submit"
        {...hooks({ submitting: t("notify.submitting") })}
        className="h-12 rounded-control bg-signal px-6 font-semibold text-asphalt hover:bg-[#ff7a47] disabled:opacity-70"
      >
        {t("notify.submit")}
      </button>
      <label className="flex w-full items-start gap-2 text-sm text-steel-700">
        <input
          type="checkbox"
          name="newsletter"
          {...hooks({
            also: "/api/newsletter/subscribe",
            alsoSource: sourceType === "visor-request-finder" ? "newsletter-finder" : "newsletter-visor-demand",
          })}
          className="mt-0.5 h-4 w-4 accent-signal"
        />
        {t("notify.alsoNewsletter")}
      </label>
      <p
        {...hooks({ formStatus: true })}
        role="status"
        className="w-full rounded-control bg-stock-in/10 p-4 font-semibold text-stock-in-strong empty:hidden"
      />
    </form>
  );
}
