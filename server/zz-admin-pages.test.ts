import { beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { setupAppWithPages } from "#tests/helpers/pages";
import { unmarkedIn, unmarkedPages, visibleTexts } from "#tests/helpers/zz-walk";
import { adminTools } from "~/features/admin/admin-tools";
import { createBackup } from "~/features/admin/backup.server";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import type { Messages } from "~/i18n/i18n";
import { adminLanguageCookie, supportedLanguages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";

/**
 * Issue 33 point 1: the admin in the zz pseudo-locale marks every interface string (⟦…⟧), like the storefront's
 * walk (zz-pages.test.ts). What is not interface text stays as it is: whatever the database holds (product and
 * category texts, names, slugs, addresses, settings, prompts), numbers, dates, addresses and codes.
 */
const { t, page } = setupAppWithPages();
let cookie = "";
let allowed: string[] = [];
beforeAll(async () => {
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}; ${adminLanguageCookie}=zz`;
  const backup = await createBackup(t.database.db);
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(backup.tables);
  collect(await getSiteSettings(t.database.db));
  // The storefront's static pages go by their names in each language (the SEO screen lists their slugs).
  for (const language of supportedLanguages) collect((messages[language].footer as Messages).pages);
  allowed = [...strings].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
}, 120_000);

const notInterfaceText = [
  /https?:\/\/\S+/g,
  /\S+@\S+/g,
  /\/[\w\-./?=&%{}]+/g,
  // Days and times as en-GB writes them (zz dates read like English ones).
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\w* \d{4}\b/g,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{1,2}\b/g,
  /\b(am|pm|UTC|GMT|EUR|CSV|JSON|SVG|URL|SEO|AI|ID|SMTP|HTML|PNG|WebP|AVIF|JPEG|OK|ECE)\b/g,
];

const unmarked = (text: string) => unmarkedIn(text, allowed, notInterfaceText);
// The admin's code (slugs, keys) and the text being edited are not its interface.
const adminSkipped = ["textarea", "code", "pre"];

describe("the admin in the zz pseudo-locale", () => {
  it("marks every interface string on every admin page", async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const paths = [
      "/admin/dashboard",
      "/admin/products/new",
      `/admin/products/${product!.id}/edit`,
      ...adminTools.map((tool) => tool.path),
      "/admin/dashboard/no-such-tool",
    ];
    const answer = (path: string) => page(path, { headers: { Cookie: cookie } });
    expect(await unmarkedPages(paths, answer, unmarked, adminSkipped)).toEqual({});
  });

  it("marks the login page", async () => {
    const res = await page("/admin", { headers: { Cookie: `${adminLanguageCookie}=zz` } });
    const html = await res.text();
    expect(html).toContain("⟦");
    expect(visibleTexts(html, adminSkipped).filter(unmarked)).toEqual([]);
  });
});
