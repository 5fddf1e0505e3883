import { describe, expect, it } from "vitest";
import { setupAppWithPages } from "#tests/helpers/pages";
import { listStorefrontProducts, searchStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { listCategoryProducts, listStorefrontCategories } from "~/features/categories/categories.service.server";
import { listHelmetBrands } from "~/features/helmets/helmets.server";

/** "Only what fits my helmet" (issue 32 point 3): a list keeps exactly the products that fit the rider's helmet. */
const { t, page } = setupAppWithPages();

const helmetId = async (brand: string, model: string) =>
  (await listHelmetBrands(t.database.db)).find((b) => b.slug === brand)!.models.find((m) => m.slug === model)!.id;

/** The product slugs of a page's cards, in order, from its result grid (not the accessories below it). */
async function cardSlugs(path: string, helmet: number) {
  const res = await page(path, { headers: { cookie: `helmet=${helmet}` } });
  expect(res.status, path).toBe(200);
  const html = (await res.text()).split('id="main"')[1]!;
  return [...html.matchAll(/<article[\s\S]*?href="\/en\/product\/([^"?#]+)"/g)].map((m) => m[1]!);
}

const fitting = (products: { fits: { modelId: number }[]; slug: string }[], helmet: number) =>
  products.filter((p) => p.fits.some((f) => f.modelId === helmet)).map((p) => p.slug);

describe("only what fits my helmet", () => {
  it.each([
    ["agv", "k6"],
    ["hjc", "rpha-70"],
    ["shoei", "nxr2"],
  ])(
    "lists exactly the products that fit the %s %s, visors and accessories alike",
    { timeout: 60_000 },
    async (brand, model) => {
      const helmet = await helmetId(brand, model);
      const expected = fitting(await listStorefrontProducts(t.database.db, "en", {}), helmet);
      expect(expected.length).toBeGreaterThan(0);
      const shown = await cardSlugs("/en/products?fits=mine&show=99", helmet);
      expect([...shown].sort()).toEqual([...expected].sort());
    },
  );

  it("keeps the K6's Pinlock insert, marked as fitting, beside its visors", async () => {
    const k6 = await helmetId("agv", "k6");
    const res = await page("/en/products?fits=mine", { headers: { cookie: `helmet=${k6}` } });
    const html = await res.text();
    expect(html).toContain("/en/product/pinlock-70-max-vision-agv-k6");
    expect(html).not.toContain('data-helmet-fit="no-fit"');
    expect(res.headers.get("cache-control")).toMatch(/private/);
    expect(html).toContain('name="robots" content="noindex, follow"');
  });

  it("narrows a category and a search to what fits, and keeps their own conditions", async () => {
    const k6 = await helmetId("agv", "k6");
    const categories = await listStorefrontCategories(t.database.db, "en");
    const visors = categories.find((c) => c.canonicalSlug === "visors")!;
    const inCategory = fitting(await listCategoryProducts(t.database.db, "en", visors.id), k6);
    expect(inCategory.length).toBeGreaterThan(1);
    const shown = await cardSlugs(`/en/${visors.slug}?fits=mine&show=60`, k6);
    expect([...shown].sort()).toEqual([...inCategory].sort());

    const searched = fitting(await searchStorefrontProducts(t.database.db, "en", "visor", { limit: 200 }), k6);
    expect(searched.length).toBeGreaterThan(1);
    expect((await cardSlugs("/en/products?search=visor&fits=mine&show=99", k6)).sort()).toEqual(searched.sort());
  });

  it("says so when nothing in a category fits the helmet, in the page's language", async () => {
    const k6 = await helmetId("agv", "k6");
    const cookie = { headers: { cookie: `helmet=${k6}` } };
    expect(await cardSlugs("/en/intercoms?fits=mine", k6)).toEqual([]);
    expect(await (await page("/en/intercoms?fits=mine", cookie)).text()).toContain(
      "Nothing here fits your AGV K6 yet.",
    );
    const de = await page("/de/headsets?fits=mine", cookie);
    expect(de.status).toBe(200);
    expect(await de.text()).toContain("Hier passt noch nichts auf deinen AGV K6.");
    expect(await (await page("/en/visors?fits=mine", cookie)).text()).not.toContain("Nothing here fits");
  });

  it("offers the filter as a link, and keeps it in the filters' form and the quick filters", async () => {
    const k6 = await helmetId("agv", "k6");
    const off = await (await page("/en/products?sort=price-low", { headers: { cookie: `helmet=${k6}` } })).text();
    expect(off).toContain('href="/en/products?sort=price-low&amp;fits=mine" data-only-fits="off"');
    expect(off).toContain("Only what fits my AGV K6");
    const on = await (await page("/en/products?fits=mine", { headers: { cookie: `helmet=${k6}` } })).text();
    expect(on).toContain('data-only-fits="on"');
    expect(on).toContain('<input type="hidden" name="fits" value="mine"/>');
    expect(on).toContain('href="/en/products?filter=featured&amp;fits=mine"');
    // Nothing to offer without a helmet.
    expect(await (await page("/en/products")).text()).not.toContain("data-only-fits");
  });

  it("answers the filter without a helmet, or with another value, by the address without it", async () => {
    const noHelmet = await page("/en/products?sort=name&fits=mine");
    expect(noHelmet.status).toBe(302);
    expect(noHelmet.headers.get("location")).toBe("/en/products?sort=name");
    const k6 = await helmetId("agv", "k6");
    const other = await page("/en/visors?fits=yours", { headers: { cookie: `helmet=${k6}` } });
    expect(other.status).toBe(302);
    expect(other.headers.get("location")).toBe("/en/visors");
  });

  it("puts 'Visors for my helmet' in the header's helmet strip and on home", async () => {
    const k6 = await helmetId("agv", "k6");
    const home = await (await page("/en", { headers: { cookie: `helmet=${k6}` } })).text();
    expect(home).toMatch(/<a href="\/en\/visors-agv-k6" data-my-visors[^>]*>Visors for my AGV K6<\/a>/);
    expect(home).toMatch(/<section aria-labelledby="my-helmet-title"[\s\S]*href="\/en\/visors-agv-k6"/);
    expect(home).toContain('href="/en/products?fits=mine"');
  });
});
