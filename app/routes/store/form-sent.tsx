import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { formAnswerKeys } from "~/components/ui/form-answers";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { sameSitePath } from "~/lib/referer";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/form-sent";

/** What each outcome of a visitor form says: title and text keys (the newsletter and stock forms say it in place too). */
const answers = {
  newsletter: formAnswerKeys.newsletter,
  notify: {
    check: ["notify.emailRequired", "notify.emailRequiredText"],
    ok: ["notify.registered", "notify.registeredText"],
    pending: ["notify.registered", "notify.registeredText"],
    duplicate: ["notify.registered", "notify.registeredText"],
    invalid: ["newsletter.errorTitle", "newsletter.error.invalid"],
    later: ["newsletter.errorTitle", "common.tooManyRequests"],
    error: ["newsletter.errorTitle", "newsletter.error.general"],
  },
  stock: formAnswerKeys.stock,
  price: formAnswerKeys.price,
} as const;
type Form = keyof typeof answers;
type Result = keyof (typeof answers)["notify"];

/**
 * /{lang}/sent?form=…&result=…&back=…: where the newsletter and "notify me" forms land when posted
 * without JavaScript (server/form-answer.ts). The address holds the outcome only, never what was typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { url } = await storeContext(args, { reads: ["form", "result", "back"] });
  const form = url.searchParams.get("form");
  const result = url.searchParams.get("result");
  const back = url.searchParams.get("back") ?? "";
  const known = form && form in answers && result && result in answers.notify;
  return data(
    {
      form: (known ? form : "newsletter") as Form,
      result: (known ? result : "error") as Result,
      // Only a path of this site goes back (an open redirect otherwise).
      back: sameSitePath(back, url.origin),
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function FormSent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, result, back } = loaderData;
  const [title, text] = answers[form][result];
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{t(title)}</title>
      <h1 className="text-4xl font-bold">{t(title)}</h1>
      <p
        className="mt-4 text-steel-700"
        role={result === "ok" || result === "pending" || result === "duplicate" ? "status" : "alert"}
      >
        {t(text)}
      </p>
      {back && (
        <p className="mt-8">
          <DocumentLink to={back} className="font-semibold text-signal-700 hover:underline">
            {t("common.backToPage")}
          </DocumentLink>
        </p>
      )}
    </main>
  );
}
