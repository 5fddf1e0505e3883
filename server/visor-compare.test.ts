import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setupAppWithPages } from "#tests/helpers/pages";
import { locsOf, readWholeSitemap } from "#tests/helpers/sitemap";
import { products, visorDetails } from "#db/schema";
import { pagePaths } from "~/i18n/routes";
import { supportedLanguages } from "~/i18n/languages";

/** Issue 32 point 4: visor cards say tint, light and marking; model pages compare their visors; the explainer. */
const { t, page } = setupAppWithPages();
const html = async (path: string) => {
  const res = await page(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("comparing visors", () => {
  it(
    "shows a visor's tint, light transmission and marking on its card, and nothing of the kind on other cards",
    {
      timeout: 60_000,
    },
    async () => {
      const list = await html("/en/products?show=99");
      const card = (slug: string) => list.split("<article").find((a) => a.includes(`/en/product/${slug}"`))!;
      expect(card("agv-k6-smoke-visor")).toMatch(
        /data-visor-facts[^>]*>Smoke · 50% light · <span[^>]*>Daytime use only</,
      );
      expect(card("agv-k6-clear-visor")).toMatch(/>Clear · 92% light · <span[^>]*>Day and night</);
      expect(card("pinlock-70-max-vision-agv-k6")).not.toContain("data-visor-facts");
      const de = await html("/de/produkte?show=99");
      expect(de).toMatch(/data-visor-facts[^>]*>Getönt · 50 % Licht · <span[^>]*>Nur für den Tag</);
    },
  );

  it("gives each model page a table of its visors, with a header per column and row", async () => {
    const text = await html("/en/visors-agv-k6");
    const table = text.slice(text.indexOf("<table"), text.indexOf("</table>"));
    expect(table).toContain("<caption");
    const headers = [...table.matchAll(/<th scope="col"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(headers).toEqual([
      "Visor",
      "Tint",
      "Light transmission",
      "Daytime use only",
      "Pinlock",
      "Maker",
      "Price",
      "Price checked",
    ]);
    const rows = [...table.matchAll(/<tr><th scope="row"[\s\S]*?<\/tr>/g)].map((m) =>
      [...m[0].matchAll(/<t[hd][^>]*>(?:<a[^>]*>)?([^<]*)</g)].map((c) => c[1]),
    );
    expect(rows.map((r) => r[0]).sort()).toEqual([
      "AGV K6 clear visor",
      "AGV K6 iridium gold visor",
      "AGV K6 smoke visor",
    ]);
    const smoke = rows.find((r) => r[0] === "AGV K6 smoke visor")!;
    expect(smoke.slice(1, 6)).toEqual(["Smoke", "50%", "Yes", "Yes (Pinlock 70 Max Vision)", "Aftermarket"]);
    expect(smoke[6]).toMatch(/^\d+,\d{2}\s€$/);
    expect(text).toContain('href="/en/visor-guide"');
    // A brand's visor page lists several models: no table.
    expect(await html("/en/visors-agv")).not.toContain("<table");
  });

  it("links the explainer from every visor page: Visors, a brand's, a model's with no visor yet, and no other", async () => {
    const guide = (language: string) => `href="${pagePaths("visorGuide")[language as "en"]}"`;
    for (const [path, language] of [
      ["/en/visors", "en"],
      ["/en/visors-agv", "en"],
      ["/en/visors-agv-k1s", "en"],
      ["/de/visiere-agv-k1s", "de"],
      ["/pt/visors-shoei", "pt"],
    ] as const) {
      const text = await html(path);
      expect(text.split(guide(language)).length - 1, path).toBe(1);
    }
    // A model page with visors links it once, above its table.
    expect((await html("/en/visors-agv-k6")).split(guide("en")).length - 1).toBe(1);
    expect(await html("/en/intercoms")).not.toContain(guide("en"));
  });

  it("says an aftermarket visor's marking is unknown when the seller does not give it, and links the explainer", async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "viseira-agv-k6-fumada"));
    await t.database.db.update(visorDetails).set({ marking: null }).where(eq(visorDetails.productId, row!.id));
    const product = await html("/en/product/agv-k6-smoke-visor");
    expect(product).toContain('data-visor-marking="unknown"');
    expect(product).toContain("Marking unknown");
    expect(product).toContain('href="/en/visor-guide"');
    const model = await html("/pt/visors-agv-k6");
    expect(model).toMatch(/Viseira AGV K6 fumada[\s\S]*?Desconhecido/);
    expect(await html("/pt/products?show=99")).toContain("Marcação desconhecida");
  });

  it("says the marking is unknown on the card of a visor whose facts nobody gave", async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "viseira-agv-k6-transparente"));
    await t.database.db.delete(visorDetails).where(eq(visorDetails.productId, row!.id));
    const list = await html("/en/products?show=99");
    const card = list.split("<article").find((a) => a.includes('/en/product/agv-k6-clear-visor"'))!;
    expect(card).toMatch(/data-visor-facts[^>]*><span[^>]*>Marking unknown</);
    expect(await html("/de/produkte?show=99")).toMatch(/data-visor-facts[^>]*><span[^>]*>Kennzeichnung unbekannt</);
  });

  it("has the explainer in every language at its own address, with hreflang, and in the sitemap", async () => {
    const paths = pagePaths("visorGuide");
    const texts = {
      pt: "ECE 22.05",
      en: "daytime use only",
      es: "Pinlock 30",
      fr: "photochromique",
      it: "specchiate",
      de: "Max Vision",
    };
    for (const language of supportedLanguages) {
      const text = await html(paths[language]);
      expect(text).toContain(texts[language]);
      expect(text).toContain("35 %");
      for (const other of supportedLanguages)
        expect(text).toContain(`hrefLang="${other}" href="http://localhost${paths[other]}"`);
    }
    const locs = locsOf(await readWholeSitemap(async (path: string) => page(path)));
    for (const language of supportedLanguages) expect(locs).toContain(`http://localhost${paths[language]}`);
  });
});
