import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { OneClickPage } from "~/components/one-click-page";
import { confirmSubscription, findPendingByConfirmToken } from "~/features/newsletter/newsletter.server";
import { unsubscribeTokenSchema } from "~/features/newsletter/newsletter.schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { storeContext } from "~/context/store-context.server";
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
  const state = actionData?.state ?? loaderData.state;
  const { token } = loaderData;
  return (
    <OneClickPage
      title={t("confirmSubscription.title")}
      message={t(`confirmSubscription.${state}`)}
      button={state === "ask" && token ? { fields: { token }, label: t("confirmSubscription.button") } : undefined}
    />
  );
}
