import { data, type RouterContextProvider } from "react-router";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { contentLanguage, isUiLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { appContext } from "./app-context";

/** What every storefront loader starts from: the database, languages, text, site settings and origin. */
export async function storeContext({
  params,
  request,
  context,
}: {
  params: { lang?: string };
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const app = context.get(appContext);
  if (!isUiLanguage(params.lang)) throw data(null, { status: 404 });
  const ui = params.lang;
  return {
    db: app.database.db,
    ui,
    language: contentLanguage(ui),
    t: serverT(ui),
    site: await getSiteSettings(app.database.db),
    origin: app.publicOrigin ?? new URL(request.url).origin,
    url: new URL(request.url),
  };
}
