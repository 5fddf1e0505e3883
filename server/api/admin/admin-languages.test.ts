import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, categoryTranslations, languages, products, productTranslations } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { readWholeSitemap } from "#tests/helpers/sitemap";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminLanguage } from "~/features/languages/languages-admin.server";

const t = setupTestApp();
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const list = async () =>
  (await t.getJson<AdminLanguage[]>("/api/admin/languages", { headers: { Cookie: cookie } })).body;
const setEnabled = async (code: string, body: unknown) =>
  t.getJson<AdminLanguage & { error?: string }>(`/api/admin/languages/${code}`, {
    method: "PATCH",
    headers: { Cookie: cookie, "Content-Type": "application/json", ...sameOrigin },
    body: JSON.stringify(body),
  });
const activeCodes = async () => (await t.getJson<{ code: string }[]>("/api/languages/active")).body.map((l) => l.code);
const sitemap = () => readWholeSitemap(t.request);
const enabledInDb = async () =>
  (await t.database.db.select({ code: languages.code, enabled: languages.enabled }).from(languages)).sort((a, b) =>
    a.code.localeCompare(b.code),
  );
const liveProductTranslations = async (code: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(and(eq(productTranslations.languageCode, code), productIsLive))
  )[0]!.n;

describe("admin languages", () => {
  it("is behind the admin gate", async () => {
    expect((await t.request("/api/admin/languages")).status).toBe(401);
    const patch = await t.request("/api/admin/languages/fr", {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ enabled: false }),
    });
    expect(patch.status).toBe(403);
    expect(await activeCodes()).toContain("fr");
  });

  it("lists the six languages in order, with what each holds", async () => {
    const all = await list();
    expect(all.map((l) => l.code)).toEqual(["pt", "en", "es", "fr", "it", "de"]);
    expect(all.every((l) => l.enabled && l.direction === "ltr")).toBe(true);
    const [liveProducts] = await t.database.db.select({ n: count() }).from(products).where(productIsLive);
    const [liveCategories] = await t.database.db.select({ n: count() }).from(categories).where(categoryIsLive);
    expect(all[0]).toEqual({
      code: "pt",
      name: "Portuguese",
      nativeName: "Português",
      flagEmoji: "🇵🇹",
      direction: "ltr",
      enabled: true,
      isOriginal: true,
      productCount: liveProducts!.n,
      categoryCount: liveCategories!.n,
    });
    const fr = all.find((l) => l.code === "fr")!;
    const [frCategories] = await t.database.db
      .select({ n: count() })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.languageCode, "fr"));
    expect(fr).toMatchObject({ name: "French", nativeName: "Français", flagEmoji: "🇫🇷", isOriginal: false });
    expect(fr.productCount).toBe(await liveProductTranslations("fr"));
    expect(fr.productCount).toBeGreaterThan(0);
    expect(fr.categoryCount).toBe(frCategories!.n);
    expect(fr.categoryCount).toBeGreaterThan(0);
  });

  it("disabling a language hides it from the site and keeps its translations; enabling restores it", async () => {
    const frProducts = await liveProductTranslations("fr");
    expect(await sitemap()).toContain('hreflang="fr"');

    const disabled = await setEnabled("fr", { enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ code: "fr", enabled: false, productCount: frProducts });

    expect(await activeCodes()).toEqual(["pt", "en", "es", "it", "de"]);
    const detected = await t.getJson<{ detectedLanguage: string; supportedLanguages: string[] }>(
      "/api/detect-language",
      { headers: { Cookie: "preferred-language=fr", "Accept-Language": "fr-FR,fr;q=0.9,es;q=0.5" } },
    );
    expect(detected.body.detectedLanguage).toBe("es");
    expect(detected.body.supportedLanguages).not.toContain("fr");

    const xml = await sitemap();
    expect(xml).not.toMatch(/<loc>[^<]*\/fr\//);
    expect(xml).not.toContain('hreflang="fr"');
    expect(xml).toContain("<loc>http://localhost/pt/products</loc>");
    expect(xml).toContain('hreflang="de"');
    for (const entry of xml.split("<url>").slice(1)) expect(entry.match(/hreflang=/g)).toHaveLength(6);

    expect(await liveProductTranslations("fr")).toBe(frProducts);
    expect((await list()).find((l) => l.code === "fr")).toMatchObject({ enabled: false, productCount: frProducts });

    const enabled = await setEnabled("fr", { enabled: true });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ code: "fr", enabled: true });
    expect(await activeCodes()).toEqual(["pt", "en", "es", "fr", "it", "de"]);
    expect(await sitemap()).toContain("<loc>http://localhost/fr/products</loc>");
  });

  it("never disables Portuguese, the original", async () => {
    const before = await enabledInDb();
    const refused = await setEnabled("pt", { enabled: false });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: "Portuguese is the original language and cannot be disabled" },
    });
    expect(await enabledInDb()).toEqual(before);
    expect(await activeCodes()).toContain("pt");
    expect((await setEnabled("pt", { enabled: true })).status).toBe(200);
  });

  it("answers 404 for an unknown language and 400 for a bad body, changing nothing", async () => {
    const before = await enabledInDb();
    expect(await setEnabled("nl", { enabled: false })).toMatchObject({
      status: 404,
      body: { error: "Language not found" },
    });
    for (const body of [{}, { enabled: "no" }, { enabled: 0 }]) {
      expect(await setEnabled("fr", body)).toMatchObject({
        status: 400,
        body: { error: "Send enabled as true or false" },
      });
    }
    expect((await setEnabled("fr", [false])).body.error).toBe("Request body must be a JSON object");
    expect(await enabledInDb()).toEqual(before);
  });
});
