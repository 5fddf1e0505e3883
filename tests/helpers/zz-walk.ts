import { expect } from "vitest";
/** What the zz walks (server/zz-pages.test.ts, server/zz-admin-pages.test.ts) read of a page. */

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&amp;", "&");

/**
 * Text nodes of the body and the labels a reader meets (aria-label, placeholder, title), without scripts, styles,
 * drawings and the elements named in `skip` (the admin's code and edited text).
 */
export function visibleTexts(html: string, skip: string[] = []) {
  const hidden = ["script", "style", "svg", "template", ...skip].join("|");
  const body = html
    .slice(html.indexOf("<body"))
    .replace(new RegExp(`<(${hidden})\\b[\\s\\S]*?<\\/\\1>`, "g"), "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const labels = [...body.matchAll(/\s(?:aria-label|placeholder|title)="([^"]*)"/g)].map((m) => m[1]!);
  return [...labels, ...body.split(/<[^>]*>/)].map((text) => decode(text).trim()).filter(Boolean);
}

/**
 * Whether a text holds words that are not marked (⟦…⟧, innermost first: a marked word inside a marked sentence is
 * marked twice), once the `allowed` names (longest first) and the `ignored` patterns are taken out.
 */
export function unmarkedIn(text: string, allowed: readonly string[], ignored: readonly RegExp[] = []) {
  let rest = text;
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  for (const pattern of ignored) rest = rest.replace(pattern, " ");
  for (const name of allowed) if (rest.includes(name)) rest = rest.replaceAll(name, " ");
  return /\p{L}{2,}/u.test(rest);
}

/**
 * Each page's unmarked texts, by path (none: `{}`). Every page answers 200 or 404 and holds marked text, so a page
 * that lost its translations altogether does not pass as empty.
 */
export async function unmarkedPages(
  paths: readonly string[],
  answer: (path: string) => Response | Promise<Response>,
  unmarked: (text: string) => boolean,
  skip: string[] = [],
) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const res = await answer(path);
    expect([200, 404], path).toContain(res.status);
    const html = await res.text();
    expect(html, path).toContain("⟦");
    const bad = [...new Set(visibleTexts(html, skip).filter(unmarked))];
    if (bad.length) found[path] = bad;
  }
  return found;
}
