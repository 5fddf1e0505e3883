import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import type { Db } from "#db/client.server";
import { OneClickPage } from "~/components/one-click-page";
import { confirmSubscription, findPendingByConfirmToken } from "~/features/newsletter/newsletter.server";
import { unsubscribeTokenSchema } from "~/features/newsletter/newsletter.schema";
import { confirmPriceAlerts, findUnconfirmedPriceAlerts } from "~/features/price-alerts/price-alerts.server";
import { confirmStockRequest, findUnconfirmedStockRequest } from "~/features/stock-requests/stock-requests.server";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/confirm-subscription";

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * What a confirmation link confirms, by its parameter: `?token=` a newsletter subscription, `?alert=` price alerts,
 * `?stock=` a back-in-stock request (double opt-in, issue 30).
 */
const kinds = {
  token: { find: findPendingByConfirmToken, confirm: confirmSubscription },
  alert: { find: findUnconfirmedPriceAlerts, confirm: confirmPriceAlerts },
  stock: { find: findUnconfirmedStockRequest, confirm: confirmStockRequest },
} satisfies Record<
  string,
  {
    find: (db: Db, token: string) => Promise<unknown>;
    confirm: (db: Db, token: string, origin: string) => Promise<unknown>;
  }
>;
type Kind = keyof typeof kinds;
type State = "ask" | "done" | "invalid";

/** The kind and token the link's address or the button's form names, or none. */
function linkOf(read: (name: string) => unknown) {
  for (const kind of Object.keys(kinds) as Kind[]) {
    const token = unsubscribeTokenSchema.safeParse(read(kind));
    if (token.success) return { kind, token: token.data };
  }
  return undefined;
}

/** Each kind's texts per state, its title and its button: the newsletter's own, or the alert's. */
function texts(kind: Kind): Record<State | "title" | "button", string> {
  if (kind === "token") {
    const key = (name: string) => `confirmSubscription.${name}`;
    return { title: key("title"), ask: key("ask"), done: key("done"), invalid: key("invalid"), button: key("button") };
  }
  const alert = kind === "alert" ? "price" : "stock";
  return {
    title: "confirmAlert.title",
    ask: `confirmAlert.${alert}Ask`,
    done: `confirmAlert.${alert}Done`,
    invalid: "confirmAlert.invalid",
    button: "confirmAlert.button",
  };
}

/**
 * /{lang}/confirm?token=…|alert=…|stock=…: the confirmation message's link. The page asks for one click; only the
 * button's POST confirms, so a mail scanner that follows links confirms no one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, url } = await storeContext(args, { reads: "any" });
  const link = linkOf((name) => url.searchParams.get(name));
  const pending = link ? await kinds[link.kind].find(db, link.token) : undefined;
  return data(
    {
      kind: link?.kind ?? "token",
      token: pending && link ? link.token : null,
      state: (pending ? "ask" : "invalid") as State,
    },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const { db, origin } = await storeContext(args, { reads: "any" });
  const form = await args.request.formData().catch(() => undefined);
  // Only the button's form confirms: its field names the kind and token (an address alone is what a scanner has).
  const link = linkOf((name) => form?.get(name));
  const done = link && (await kinds[link.kind].confirm(db, link.token, origin));
  return data({ state: (done ? "done" : "invalid") as State }, { status: done ? 200 : 400, headers: noStore });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = actionData?.state ?? loaderData.state;
  const { kind, token } = loaderData;
  const text = texts(kind);
  return (
    <OneClickPage
      title={t(text.title)}
      message={t(text[state])}
      button={state === "ask" && token ? { fields: { [kind]: token }, label: t(text.button) } : undefined}
    />
  );
}
