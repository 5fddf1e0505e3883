import { redirect } from "react-router";
import { currentProductSlug } from "~/features/catalog/catalog.service.server";
import { appContext } from "~/context/app-context";
import { readCookie } from "~/lib/cookies";
import { isLanguage, preferredLanguageCookie, type Language } from "~/i18n/languages";
import { legacyPaths, legacyProductPrefixes, pagePath, productPath } from "~/i18n/routes";
import type { Route } from "./+types/legacy-redirect";

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Old unprefixed URLs (spec §2) move permanently to their language-prefixed page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // As the router matched it: decoded, without regard to case (`/PRODUCTS`, `/%70roducts`).
  const first = safeDecode(url.pathname.split("/").find(Boolean) ?? "").toLowerCase();
  const saved = readCookie(request.headers.get("cookie"), preferredLanguageCookie);
  const resolve = (rule: "preferred" | Language): Language =>
    rule !== "preferred" ? rule : isLanguage(saved) ? saved : "en";
  const rule = params.slug ? legacyProductPrefixes[first]! : legacyPaths[first]!.language;
  const language = resolve(rule);
  // A product goes straight to its current slug in that language (one hop, even from an id or an old
  // slug); an unknown one keeps its slug, encoded once again so any character makes a valid Location.
  const product = params.slug
    ? ((await currentProductSlug(context.get(appContext).database.db, language, params.slug)) ??
      encodeURIComponent(params.slug))
    : null;
  const target = product !== null ? productPath(language, product) : pagePath(language, legacyPaths[first]!.page);
  // A target that depends on the visitor's preference must not be cached as permanent.
  return rule === "preferred"
    ? redirect(`${target}${url.search}`, {
        status: 302,
        headers: { Vary: "Cookie", "Cache-Control": "private, no-store" },
      })
    : redirect(`${target}${url.search}`, 301);
}
