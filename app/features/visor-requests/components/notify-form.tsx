import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotField } from "~/components/honeypot-field";
import { useToast } from "~/components/toast";
import { useLanguage } from "~/components/use-language";

/**
 * "Tell me when a visor for my helmet exists": sends the visor request and, only when the rider ticks
 * the box, a newsletter sign-up (double opt-in; its result is not checked, spec §7). Email required
 * and containing @ (spec §5).
 */
export function NotifyForm({
  helmetBrand,
  helmetModel,
  sourceType,
}: {
  helmetBrand: string;
  helmetModel: string;
  sourceType: "visor-request-category" | "visor-request-finder";
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "submitting" | "done">("idle");
  const [honeypot, setHoneypot] = useState("");
  const [alsoNewsletter, setAlsoNewsletter] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address.includes("@")) {
      return toast({
        title: t("notify.emailRequired"),
        description: t("notify.emailRequiredText"),
        variant: "destructive",
      });
    }
    setState("submitting");
    const pageUrl = window.location.href;
    const json = (body: object) => ({
      method: "POST",
      credentials: "same-origin" as const,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    // Spec §8: the finder's failure reads like the newsletter's, the category page's like its own request.
    const fail = (description?: string) =>
      toast({
        ...(sourceType === "visor-request-finder"
          ? { title: t("newsletter.errorTitle"), description: description ?? t("newsletter.error.general") }
          : { title: t("notify.errorTitle"), description: description ?? t("notify.error") }),
        variant: "destructive",
      });
    try {
      const response = await fetch(
        "/api/visor-request",
        json({
          email: address,
          helmetBrand,
          helmetModel,
          visorType: "transparente",
          locale: language,
          pageUrl,
          sourceType,
          status: "pending",
          website: honeypot,
        }),
      );
      if (!response.ok) {
        setState("idle");
        return fail(response.status === 429 ? t("common.tooManyRequests") : undefined);
      }
      const source = sourceType === "visor-request-finder" ? "newsletter-finder" : "newsletter-visor-demand";
      if (alsoNewsletter) {
        void fetch("/api/newsletter/subscribe", json({ email: address, locale: language, pageUrl, source })).catch(
          () => {},
        );
      }
      // The confirmation below says it once; no toast repeating it.
      setState("done");
    } catch {
      setState("idle");
      fail();
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="rounded-[10px] bg-stock-in/10 p-4 font-semibold text-stock-in-strong">
        {t("notify.registeredText")}
      </p>
    );
  }
  return (
    // Without JavaScript the browser posts the form itself and the server answers with a page.
    <form
      method="post"
      action="/api/visor-request"
      onSubmit={submit}
      className="relative flex flex-wrap gap-3"
      noValidate
    >
      <input type="hidden" name="helmetBrand" value={helmetBrand} />
      <input type="hidden" name="helmetModel" value={helmetModel} />
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
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={state === "submitting"}
        placeholder={t("newsletter.placeholder")}
        className="h-12 w-full sm:w-auto sm:flex-1 rounded-[10px] border border-steel-200 bg-white px-4"
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <button
        type="submit"
        disabled={state === "submitting"}
        className="h-12 rounded-[10px] bg-signal px-6 font-semibold text-asphalt hover:bg-[#ff7a47] disabled:opacity-70"
      >
        {state === "submitting" ? t("notify.submitting") : t("notify.submit")}
      </button>
      <label className="flex w-full items-start gap-2 text-sm text-steel-700">
        <input
          type="checkbox"
          name="newsletter"
          checked={alsoNewsletter}
          onChange={(e) => setAlsoNewsletter(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-signal"
        />
        {t("notify.alsoNewsletter")}
      </label>
    </form>
  );
}
