import { redirect } from "react-router";
import { detectLanguage } from "~/features/languages/detect-language";
import { listActiveLanguages } from "~/features/languages/languages.server";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/language-redirect";

/** "/" → "/{lang}/": `?lng=`, the saved preference, then Accept-Language (enabled languages only), then English. Decided on the server, so crawlers and no-JS visitors need no spinner. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const enabled = (await listActiveLanguages(context.get(appContext).database.db)).map((l) => l.code);
  const { detectedLanguage } = detectLanguage(
    request.headers.get("cookie"),
    request.headers.get("accept-language"),
    enabled,
    new URL(request.url).searchParams.get("lng"),
  );
  return redirect(`/${detectedLanguage}/`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
  });
}
