import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { useUiLanguage } from "~/components/use-language";
import { confirmSubscription, findPendingByConfirmToken } from "~/features/newsletter/newsletter.server";
import { unsubscribeTokenSchema } from "~/features/newsletter/newsletter.schema";
import { pagePath } from "~/i18n/routes";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { storeContext } from "~/lib/store-context.server";
import type { Route } from "./+types/confirm-subscription";

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * /{lang}/confirm?token=…: the confirmation message's link. The page asks for one click; only the
 * button's POST confirms, so a mail scanner that follows links confirms no one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, url } = await storeContext(args);
  const token = unsubscribeTokenSchema.safeParse(url.searchParams.get("token"));
  const pending = token.success ? await findPendingByConfirmToken(db, token.data) : undefined;
  return data(
    { token: pending && token.success ? token.data : null, state: pending ? "ask" : "invalid" },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const { db } = await storeContext(args);
  const form = await args.request.formData().catch(() => undefined);
  const token = unsubscribeTokenSchema.safeParse(form?.get("token"));
  const done = token.success && (await confirmSubscription(db, token.data));
  return data({ state: done ? "done" : "invalid" }, { status: done ? 200 : 400, headers: noStore });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{t("confirmSubscription.title")}</title>
      <h1 className="text-4xl font-bold">{t("confirmSubscription.title")}</h1>
      <p className="mt-4 text-steel-700" role="status">
        {t(`confirmSubscription.${state}`)}
      </p>
      {state === "ask" && loaderData.token && (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button
            type="submit"
            className="rounded-[10px] bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
          >
            {t("confirmSubscription.button")}
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
