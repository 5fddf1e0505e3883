import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { OneClickPage } from "~/components/one-click-page";
import { findVisorRequestByStopToken, forgetVisorRequest } from "~/features/catalog/visor-notices.server";
import { findStockRequestByStopToken, forgetStockRequest } from "~/features/stock-requests/stock-requests.server";
import { findSubscriberByToken, unsubscribeFromNewsletter } from "~/features/newsletter/newsletter.server";
import { unsubscribeTokenSchema } from "~/features/newsletter/newsletter.schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/unsubscribe";

/**
 * /{lang}/unsubscribe?token=…: the page asks for one click to confirm, then unsubscribes. A GET
 * never unsubscribes, so mail scanners that open links cannot unsubscribe anyone.
 */
const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * `?token=` is a newsletter subscription; `?request=` a visor request and `?stock=` a back-in-stock request
 * (their notice's stop link).
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, url } = await storeContext(args);
  const stock = unsubscribeTokenSchema.safeParse(url.searchParams.get("stock"));
  if (stock.success) {
    const found = await findStockRequestByStopToken(db, stock.data);
    return data(
      { token: null, request: null, stock: stock.data, state: found ? "stockActive" : "invalid" },
      {
        headers: noStore,
      },
    );
  }
  const request = unsubscribeTokenSchema.safeParse(url.searchParams.get("request"));
  if (request.success) {
    const found = await findVisorRequestByStopToken(db, request.data);
    return data(
      { token: null, request: request.data, stock: null, state: found ? "requestActive" : "invalid" },
      { headers: noStore },
    );
  }
  const token = unsubscribeTokenSchema.safeParse(url.searchParams.get("token"));
  const subscriber = token.success ? await findSubscriberByToken(db, token.data) : undefined;
  return data(
    {
      token: token.success ? token.data : null,
      request: null,
      stock: null,
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
  const stock = unsubscribeTokenSchema.safeParse(form?.get("stock") ?? url.searchParams.get("stock"));
  if (stock.success) {
    const done = await forgetStockRequest(db, stock.data);
    return data({ state: done ? "stockDone" : "invalid" }, { status: done ? 200 : 400, headers: noStore });
  }
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
  const state = actionData?.state ?? loaderData.state;
  const { token, request, stock } = loaderData;
  const button: { fields: Record<string, string>; label: string } | undefined =
    state === "requestActive" && request
      ? { fields: { request }, label: t("unsubscribe.requestConfirm") }
      : state === "stockActive" && stock
        ? { fields: { stock }, label: t("unsubscribe.requestConfirm") }
        : state === "active" && token
          ? { fields: { token }, label: t("unsubscribe.confirm") }
          : undefined;
  return <OneClickPage title={t("unsubscribe.title")} message={t(`unsubscribe.${state}`)} button={button} />;
}
