import { redirect } from "react-router";
import { readCookie } from "~/lib/cookies";
import { isLanguage, preferredLanguageCookie, type Language } from "~/i18n/languages";
import { legacyPaths, legacyProductPrefixes, pagePath, productPath } from "~/i18n/routes";
import type { Route } from "./+types/legacy-redirect";

/** Old unprefixed URLs (spec §2) move permanently to their language-prefixed page. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [first = ""] = url.pathname.split("/").filter(Boolean);
  const saved = readCookie(request.headers.get("cookie"), preferredLanguageCookie);
  const resolve = (rule: "preferred" | Language): Language =>
    rule !== "preferred" ? rule : isLanguage(saved) ? saved : "en";
  const rule = params.slug ? legacyProductPrefixes[first]! : legacyPaths[first]!.language;
  // The slug arrives decoded: encoded once again, any character makes a valid Location.
  const target = params.slug
    ? productPath(resolve(rule), encodeURIComponent(params.slug))
    : pagePath(resolve(rule), legacyPaths[first]!.page);
  // A target that depends on the visitor's preference must not be cached as permanent.
  return rule === "preferred"
    ? redirect(`${target}${url.search}`, {
        status: 302,
        headers: { Vary: "Cookie", "Cache-Control": "private, no-store" },
      })
    : redirect(`${target}${url.search}`, 301);
}
