import { redirect } from "react-router";
import { detectLanguage } from "~/features/languages/detect-language";
import type { Route } from "./+types/language-redirect";

/** "/" → "/{lang}/": saved preference, then Accept-Language, then Portuguese. Decided on the server, so crawlers and no-JS visitors need no spinner. */
export function loader({ request }: Route.LoaderArgs) {
  const { detectedLanguage } = detectLanguage(request.headers.get("cookie"), request.headers.get("accept-language"));
  return redirect(`/${detectedLanguage}/`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
  });
}
