import { retryAfterSeconds } from "#db/database-trouble";
import { detectLanguage } from "~/features/languages/detect-language";
import { defaultSiteSettings } from "~/features/settings/site-settings";
import { isUiLanguage, type UiLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page's language: its address's, else the visitor's saved or browser language. */
function languageOf(request: Request): UiLanguage {
  const first = new URL(request.url).pathname.split("/")[1];
  if (isUiLanguage(first)) return first;
  return detectLanguage(request.headers.get("cookie"), request.headers.get("accept-language")).detectedLanguage;
}

/**
 * What a visitor sees while the database is away and no copy of the page is kept: a plain 503 document in their
 * language, with Retry-After, that needs nothing of the database, the build or JavaScript (issue 29).
 */
export function unavailablePage(request: Request) {
  const language = languageOf(request);
  const t = serverT(language);
  const path = new URL(request.url);
  const html = `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t("unavailable.title"))} · ${escape(defaultSiteSettings.siteName)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f5f0;color:#111418;font:16px/1.6 Inter,system-ui,sans-serif}
main{max-width:34rem;padding:2rem 1.5rem;text-align:center}
p.brand{margin:0 0 2rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#4f5b67}
h1{margin:0;font:700 2.5rem/1.1 "Barlow Condensed","Arial Narrow",sans-serif}
p{margin:1rem 0 0;color:#4f5b67}
a{display:inline-block;margin-top:2rem;padding:.75rem 1.5rem;border-radius:10px;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #111418;outline-offset:3px}
</style></head>
<body><main><p class="brand">${escape(defaultSiteSettings.siteName)}</p><h1>${escape(t("unavailable.title"))}</h1>
<p>${escape(t("unavailable.body"))}</p><a href="${escape(path.pathname + path.search)}">${escape(t("unavailable.retry"))}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}
