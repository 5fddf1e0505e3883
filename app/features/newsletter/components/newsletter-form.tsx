import { useTranslation } from "~/i18n/use-translation";
import { formAnswers } from "~/components/ui/form-answers";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useLanguage } from "~/components/ui/use-language";
import { simpleEmailPattern } from "../email";
import { hooks } from "~/components/ui/document-hooks";

/**
 * Newsletter signup (spec §4, §5, §8), markup only: the document script (app/enhance/document.ts) checks the
 * address, shows the submitting state and answers with a toast (success clears the field); without JavaScript the
 * browser posts the form and the server answers with a page.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <form
      method="post"
      action="/api/newsletter/subscribe"
      {...hooks({ sendForm: true, formAnswers: formAnswers(t, "newsletter") })}
      className="relative flex flex-col gap-3 sm:flex-row"
      noValidate
    >
      <input type="hidden" name="locale" value={language} />
      <label htmlFor="newsletter-email" className="sr-only">
        {t("newsletter.emailLabel")}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        pattern={simpleEmailPattern.source}
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        className="h-12 w-full sm:flex-1 rounded-control border border-white/20 bg-white px-4 text-asphalt placeholder:text-steel-600 disabled:opacity-60"
      />
      <HoneypotField />
      <button
        type="submit"
        {...hooks({ submitting: t("newsletter.submitting") })}
        className="h-12 rounded-control bg-signal px-6 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47] disabled:opacity-70"
      >
        {t("newsletter.submit")}
      </button>
    </form>
  );
}
