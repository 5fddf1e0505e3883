import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { listCategoryProducts, listStorefrontCategories } from "~/features/categories/categories.service.server";

/** Storefront pages over HTTP on the demo catalogue (issue 18, "Polish"). */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database);
}, 120_000);
afterAll(() => site?.close());

const page = (path: string, init?: RequestInit) => site.app.request(path, { redirect: "manual", ...init });
const html = async (path: string) => {
  const res = await page(path);
  return { status: res.status, text: await res.text(), res };
};

describe("an unknown one-segment address", () => {
  it.each([
    ["/pt/nonexistent-page", "pt", "Página não encontrada", "Categorias populares"],
    ["/en/abuot", "en", "Page Not Found", "Popular categories"],
  ] as const)("%s is the 404 page in its language, with categories by name", async (path, language, title, popular) => {
    const { status, text } = await html(path);
    expect(status).toBe(404);
    expect(text).toContain(title);
    expect(text).toContain('role="search"');
    expect(text).toContain(popular);
    const categories = await listStorefrontCategories(t.database.db, language);
    for (const slug of ["visors-agv-k6", "cameras-insta360", "intercoms-ejeas"]) {
      const category = categories.find((c) => c.canonicalSlug === slug)!;
      expect(text).toContain(`>${category.name}</a>`);
      expect(text).not.toContain(`>${slug}</a>`);
    }
    expect(text).not.toMatch(/Category not found|Categoria não encontrada/);
  });

  it("is the same page as a deeper unknown address", async () => {
    const { status, text } = await html("/pt/foo/bar");
    expect(status).toBe(404);
    expect(text).toContain("Categorias populares");
  });
});

describe("the root address", () => {
  it("sends a browser in an unsupported language to English", async () => {
    const res = await page("/", { headers: { "Accept-Language": "ja" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en/");
  });
});

describe("a category filtered by brand", () => {
  it("counts what the filter shows, and its brand menu offers all brands", async () => {
    const categories = await listStorefrontCategories(t.database.db, "en");
    const visors = categories.find((c) => c.canonicalSlug === "visors")!;
    const ls2 = (await listCategoryProducts(t.database.db, "en", visors.id)).filter((p) => p.brand === "LS2");
    expect(ls2.length).toBeGreaterThan(0);
    expect(ls2.length).toBeLessThan(visors.productCount);
    const { status, text } = await html(`/en/${visors.slug}?brand=ls2`);
    expect(status).toBe(200);
    expect(text).toContain(`>${ls2.length} product${ls2.length === 1 ? "" : "s"}</p>`);
    expect(text).toContain('<option value="">All brands</option>');
  });
});

describe("likes", () => {
  it("show on a card once there is one, and the product page keeps its button", async () => {
    const { text: list } = await html("/en/products?show=90");
    expect(list).not.toMatch(/>0 likes</);
    const { text: product } = await html("/en/product/agv-k6-clear-visor");
    expect(product).toMatch(/data-like-product="\d+"/);
    expect(product).toMatch(/<span data-like-count="true" class="tabular">Like<\/span>/);
  });
});

describe("legacy and renamed addresses", () => {
  it("reach their page in one redirect", async () => {
    for (const from of [
      "/en/product-category/accessories/microphones/dji",
      "/en/product-category/intercoms",
      "/de/product-category/agv",
    ]) {
      const res = await page(from);
      expect(res.status, from).toBe(301);
      const location = res.headers.get("location")!;
      expect((await page(location)).status, `${from} → ${location}`).toBe(200);
    }
  });

  it("an unknown legacy category is the 404 page", async () => {
    expect((await page("/en/product-category/no-such-brand")).status).toBe(404);
  });
});

describe("the Link Unavailable notice", () => {
  it("names the product from the database and never echoes the query", async () => {
    const categories = await listCategoryProducts(
      t.database.db,
      "en",
      (await listStorefrontCategories(t.database.db, "en"))[0]!.id,
    );
    const product = categories[0]!;
    const known = await html(`/en/link-unavailable?product=${product.id}`);
    expect(known.status).toBe(404);
    expect(known.text).toContain(`“${product.name.replaceAll("&", "&amp;")}”`);
    const spoofed = await html("/en/link-unavailable?product=Call%20us%20at%20555-0100");
    expect(spoofed.status).toBe(404);
    const main = spoofed.text.slice(spoofed.text.indexOf("<main"), spoofed.text.indexOf("</main>"));
    expect(main).not.toContain("555-0100");
    expect(spoofed.text).toContain("This shop link isn&#x27;t available right now.");
  });

  it("is where /go/{unknown id} sends the visitor, with a 302", async () => {
    const res = await page("/go/999999?lang=en");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en/link-unavailable?product=999999");
  });
});
