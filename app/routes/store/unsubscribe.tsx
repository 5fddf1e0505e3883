import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import type { Db } from "#db/client.server";
import { OneClickPage } from "~/components/one-click-page";
import { findVisorRequestByStopToken, forgetVisorRequest } from "~/features/catalog/visor-notices.server";
import { findStockRequestByStopToken, forgetStockRequest } from "~/features/stock-requests/stock-requests.server";
import { findPriceAlertByStopToken, forgetPriceAlert } from "~/features/price-alerts/price-alerts.server";
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
 * What a stop link stops, by its parameter (their notices' stop links): `?stock=` a back-in-stock request,
 * `?request=` a visor request, `?alert=` a price alert, `?token=` a newsletter subscription. Each names the state
 * its page starts in and the one after the click.
 */
const kinds = {
  stock: {
    state: async (db: Db, token: string) =>
      (await findStockRequestByStopToken(db, token)) ? "stockActive" : "invalid",
    forget: forgetStockRequest,
    done: "stockDone",
  },
  request: {
    state: async (db: Db, token: string) =>
      (await findVisorRequestByStopToken(db, token)) ? "requestActive" : "invalid",
    forget: forgetVisorRequest,
    done: "requestDone",
  },
  alert: {
    state: async (db: Db, token: string) => ((await findPriceAlertByStopToken(db, token)) ? "alertActive" : "invalid"),
    forget: forgetPriceAlert,
    done: "alertDone",
  },
  token: {
    state: async (db: Db, token: string) => {
      const subscriber = await findSubscriberByToken(db, token);
      return !subscriber ? "invalid" : subscriber.isActive ? "active" : "done";
    },
    forget: unsubscribeFromNewsletter,
    done: "done",
  },
} as const;
type Kind = keyof typeof kinds;

/** The kind and token a request names (the form's field first, then the address), or none. */
function stopLinkOf(url: URL, form?: FormData) {
  for (const kind of Object.keys(kinds) as Kind[]) {
    const token = unsubscribeTokenSchema.safeParse(form?.get(kind) ?? url.searchParams.get(kind));
    if (token.success) return { kind, token: token.data };
  }
  return undefined;
}

export async function loader(args: Route.LoaderArgs) {
  const { db, url } = await storeContext(args, { reads: "any" });
  const link = stopLinkOf(url);
  const state: string = link ? await kinds[link.kind].state(db, link.token) : "invalid";
  return data({ kind: link?.kind ?? null, token: link?.token ?? null, state }, { headers: noStore });
}

/**
 * The button's POST, or a mail client's RFC 8058 one-click POST to the List-Unsubscribe address
 * (`List-Unsubscribe=One-Click` as its body, the token in the address).
 */
export async function action(args: Route.ActionArgs) {
  const { db, url } = await storeContext(args, { reads: "any" });
  // Anything but a form (JSON, plain text, a broken multipart body) simply carries no token.
  const form = await args.request.formData().catch(() => undefined);
  const link = stopLinkOf(url, form);
  const done = link && (await kinds[link.kind].forget(db, link.token));
  const state: string = done ? kinds[link.kind].done : "invalid";
  return data({ state }, { status: done ? 200 : 400, headers: noStore });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = actionData?.state ?? loaderData.state;
  const { kind, token } = loaderData;
  // Something to stop: a request's or alert's page offers "forget my request", the newsletter's "unsubscribe".
  const asking = state === "active" || state.endsWith("Active");
  const button =
    kind && token && asking
      ? { fields: { [kind]: token }, label: t(kind === "token" ? "unsubscribe.confirm" : "unsubscribe.requestConfirm") }
      : undefined;
  return <OneClickPage title={t("unsubscribe.title")} message={t(`unsubscribe.${state}`)} button={button} />;
}
