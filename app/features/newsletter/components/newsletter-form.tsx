import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotField } from "~/components/honeypot-field";
import { useToast } from "~/components/toast";
import { useLanguage } from "~/components/use-language";
import { simpleEmailPattern } from "../email";

/** Newsletter signup: idle → submitting (input disabled) → success (cleared, toast) or error toast (spec §4, §8). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");

  async function subscribe(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const fail = (description: string) =>
      toast({ title: t("newsletter.errorTitle"), description, variant: "destructive" });
    if (!simpleEmailPattern.test(address)) return fail(t("newsletter.error.invalid"));
    setSubmitting(true);
    try {
      const response = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: address, locale: language, pageUrl: window.location.href, website: honeypot }),
      });
      if (response.status === 409) return fail(t("newsletter.error.duplicate"));
      if (response.status === 400) return fail(t("newsletter.error.invalid"));
      if (response.status === 429) return fail(t("common.tooManyRequests"));
      if (!response.ok) return fail(t("newsletter.error.general"));
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      setEmail("");
      toast({ title: t("newsletter.successTitle"), description: answer.message ?? t("newsletter.success") });
    } catch {
      fail(t("newsletter.error.general"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Without JavaScript the browser posts the form itself and the server answers with a page.
    <form
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={subscribe}
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
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
        placeholder={t("newsletter.placeholder")}
        className="h-12 w-full sm:flex-1 rounded-[10px] border border-white/20 bg-white px-4 text-asphalt placeholder:text-steel-600 disabled:opacity-60"
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <button
        type="submit"
        disabled={submitting}
        className="h-12 rounded-[10px] bg-signal px-6 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47] disabled:opacity-70"
      >
        {submitting ? t("newsletter.submitting") : t("newsletter.submit")}
      </button>
    </form>
  );
}
