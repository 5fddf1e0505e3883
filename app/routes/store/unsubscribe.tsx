import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { useUiLanguage } from "~/components/use-language";
import { findVisorRequestByStopToken, forgetVisorRequest } from "~/features/mail/visor-notices.server";
import { findSubscriberByToken, unsubscribeFromNewsletter } from "~/features/newsletter/newsletter.server";
import { unsubscribeTokenSchema } from "~/features/newsletter/newsletter.schema";
import { pagePath } from "~/i18n/routes";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { storeContext } from "~/lib/store-context.server";
import type { Route } from "./+types/unsubscribe";

/**
 * /{lang}/unsubscribe?token=…: the page asks for one click to confirm, then unsubscribes. A GET
 * never unsubscribes, so mail scanners that open links cannot unsubscribe anyone.
 */
const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** `?token=` is a newsletter subscription; `?request=` a visor request (its notice's stop link). */
export async function loader(args: Route.LoaderArgs) {
  const { db, url } = await storeContext(args);
  const request = unsubscribeTokenSchema.safeParse(url.searchParams.get("request"));
  if (request.success) {
    const found = await findVisorRequestByStopToken(db, request.data);
    return data(
      { token: null, request: request.data, state: found ? "requestActive" : "invalid" },
      { headers: noStore },
    );
  }
  const token = unsubscribeTokenSchema.safeParse(url.searchParams.get("token"));
  const subscriber = token.success ? await findSubscriberByToken(db, token.data) : undefined;
  return data(
    {
      token: token.success ? token.data : null,
      request: null,
      state: !subscriber ? "invalid" : subscriber.isActive ? "active" : "done",
    },
    { headers: noStore },
  );
}

/**
 * The button's POST, or a mail client's RFC 8058 one-click POST to the List-Unsubscribe address
 * (`List-Unsubscribe=One-Click` as its body, the token in the address).
 */
export async function action(args: Route.ActionArgs) {
  const { db, url } = await storeContext(args);
  // Anything but a form (JSON, plain text, a broken multipart body) simply carries no token.
  const form = await args.request.formData().catch(() => undefined);
  const request = unsubscribeTokenSchema.safeParse(form?.get("request") ?? url.searchParams.get("request"));
  if (request.success) {
    const done = await forgetVisorRequest(db, request.data);
    return data({ state: done ? "requestDone" : "invalid" }, { status: done ? 200 : 400, headers: noStore });
  }
  const token = unsubscribeTokenSchema.safeParse(form?.get("token") ?? url.searchParams.get("token"));
  const done = token.success && (await unsubscribeFromNewsletter(db, token.data));
  return data({ state: done ? "done" : "invalid" }, { status: done ? 200 : 400, headers: noStore });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{t("unsubscribe.title")}</title>
      <h1 className="text-4xl font-bold">{t("unsubscribe.title")}</h1>
      <p className="mt-4 text-steel-700" role="status">
        {t(`unsubscribe.${state}`)}
      </p>
      {((state === "active" && loaderData.token) || (state === "requestActive" && loaderData.request)) && (
        <Form method="post" className="mt-8">
          {loaderData.request ? (
            <input type="hidden" name="request" value={loaderData.request} />
          ) : (
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
          )}
          <button
            type="submit"
            className="rounded-[10px] bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
          >
            {t(state === "requestActive" ? "unsubscribe.requestConfirm" : "unsubscribe.confirm")}
          </button>
        </Form>
      )}
      <p className="mt-8">
        <Link to={pagePath(language, "home")} className="font-semibold text-signal-700 hover:underline">
          {t("notFound.home")}
        </Link>
      </p>
    </main>
  );
}
