import { describe, expect, it } from "vitest";
import { products as seedProducts } from "#db/seed/data/products";
import { setupTestApp } from "#tests/helpers/test-app";
import type { ProductTranslationDto, StorefrontProduct } from "~/features/catalog/catalog.schema";

// One product of the public API (by id or by slug in any language, its translations and images), compressed
// answers, and likes and outbound clicks. The lists are in products-lists.test.ts.
const t = setupTestApp();

const getProducts = (path: string) => t.getJson<StorefrontProduct[]>(path);

describe("GET /api/products/{id}", () => {
  it("answers one product", async () => {
    const { body: list } = await getProducts("/api/products");
    const { status, body } = await t.getJson<StorefrontProduct>(`/api/products/${list[3]!.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(list[3]);
  });

  it.each([
    ["/api/products/999999", 404, "Product not found"],
    ["/api/products/abc", 400, "Invalid product id"],
    ["/api/products/0", 400, "Invalid id"],
    ["/api/products/99999999999", 400, "Invalid id"],
    ["/api/products/12.5", 400, "Invalid product id"],
  ])("%s answers %i", async (path, status, message) => {
    const res = await t.getJson<{ error: string }>(path);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });
});

describe("GET /api/products/by-localized-slug/{lang}/{slug}", () => {
  it.each(["en", "es", "fr", "it", "de"] as const)("finds every product by its %s slug", async (lang) => {
    for (const sample of seedProducts.slice(0, 5)) {
      const { status, body } = await t.getJson<StorefrontProduct>(
        `/api/products/by-localized-slug/${lang}/${sample.translations[lang].slug}`,
      );
      expect(status).toBe(200);
      expect(body.name).toBe(sample.translations[lang].name);
      expect(body.slug).toBe(sample.translations[lang].slug);
    }
  });

  it("finds a product by its Portuguese slug and by numeric id", async () => {
    const sample = seedProducts[1]!;
    const { body } = await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${sample.slug}`);
    expect(body.name).toBe(sample.name);
    const { body: byId } = await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${body.id}`);
    expect(byId.id).toBe(body.id);
  });

  it("finds a product by another language's slug and answers its slug in the asked language", async () => {
    const sample = seedProducts[2]!;
    const { status, body } = await t.getJson<StorefrontProduct>(
      `/api/products/by-localized-slug/fr/${sample.translations.de.slug}`,
    );
    expect(status).toBe(200);
    expect(body.slug).toBe(sample.translations.fr.slug);
  });

  it("answers 404 for an unknown slug and 400 for a bad language or slug", async () => {
    expect((await t.request("/api/products/by-localized-slug/en/no-such-product")).status).toBe(404);
    expect((await t.request("/api/products/by-localized-slug/xx/anything")).status).toBe(400);
    expect((await t.request("/api/products/by-localized-slug/en/%E0%A4%A")).status).toBe(400);
    expect((await t.request("/api/products/by-localized-slug/en/a%27b")).status).toBe(400);
  });
});

describe("translations and images of a product", () => {
  it("lists the translations with the documented fields", async () => {
    const sample = seedProducts[0]!;
    const { body: product } = await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${sample.slug}`);
    const { status, body } = await t.getJson<ProductTranslationDto[]>(`/api/products/${product.id}/translations`);
    expect(status).toBe(200);
    expect(body.map((tr) => tr.languageCode).sort()).toEqual(["de", "en", "es", "fr", "it"]);
    const en = body.find((tr) => tr.languageCode === "en")!;
    expect(en).toMatchObject({ ...sample.translations.en, translationSource: "manual", aiConfidence: null });
  });

  it("lists the images, with each picture's bytes only on request", async () => {
    const { body: list } = await getProducts("/api/products");
    const id = list[0]!.id;
    const { body } = await t.getJson<{ url: string; mimeType: string; base64Data?: string }[]>(
      `/api/products/${id}/images`,
    );
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(body[0]).toMatchObject({
      mimeType: "image/svg+xml",
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/800\.webp$/),
    });
    expect(body[0]!.base64Data).toBeUndefined();
    const { body: withData } = await t.getJson<{ base64Data: string; mimeType: string }[]>(
      `/api/products/${id}/images?include=data`,
    );
    // The display variant (decision 2), and the type says so.
    expect(withData[0]!.mimeType).toBe("image/webp");
    expect(Buffer.from(withData[0]!.base64Data, "base64").subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect((await t.request(`/api/products/${id}/images?include=all`)).status).toBe(400);
  });

  it("answers 404 for unknown products and 400 for bad ids", async () => {
    expect((await t.request("/api/products/999999/translations")).status).toBe(404);
    expect((await t.request("/api/products/999999/images")).status).toBe(404);
    expect((await t.request("/api/products/x/translations")).status).toBe(400);
  });
});

describe("compression", () => {
  it("gzips JSON for clients that accept it", async () => {
    const res = await t.request("/api/products", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const { gunzipSync } = await import("node:zlib");
    const body = gunzipSync(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(body.toString("utf8")).length).toBeGreaterThanOrEqual(seedProducts.length);
  });
});

describe("likes and outbound clicks", () => {
  it("counts one like per browser and shows the real count everywhere", async () => {
    const { body: list } = await getProducts("/api/products");
    const id = list[5]!.id;
    const like = (headers: Record<string, string> = {}) =>
      t.request(`/api/products/${id}/like`, { method: "POST", headers: { Origin: "http://localhost", ...headers } });
    const first = await like();
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    expect(await first.json()).toMatchObject({ likeCount: 1, liked: true });
    const again = await like({ Cookie: cookie });
    expect((await again.json()).likeCount).toBe(1);
    const other = await like();
    expect((await other.json()).likeCount).toBe(2);
    expect((await t.getJson<StorefrontProduct>(`/api/products/${id}`)).body.likeCount).toBe(2);
    expect(
      (await t.request("/api/products/999999/like", { method: "POST", headers: { Origin: "http://localhost" } }))
        .status,
    ).toBe(404);
    const crossSite = await t.request(`/api/products/${id}/like`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("/go/{id} redirects to the stored link only, else answers the Link Unavailable notice", async () => {
    const linked = seedProducts.find((p) => p.aliexpressUrl.startsWith("https://"))!;
    const { body } = await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${linked.slug}`);
    const res = await t.request(`/go/${body.id}?lang=en&url=https://evil.example`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(linked.aliexpressUrl);
    const unlinked = seedProducts.find((p) => p.aliexpressUrl === "#")!;
    const { body: none } = await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${unlinked.slug}`);
    // Answered where it was asked (the notice's page in the visitor's language: server/store-pages.test.ts).
    for (const query of ["?lang=fr", "", "?lang=xx"]) {
      const unavailable = await t.request(`/go/${none.id}${query}`);
      expect(unavailable.status).toBe(404);
      expect(unavailable.headers.get("location")).toBeNull();
    }
    expect((await t.request("/go/999999")).status).toBe(404);
    expect((await t.request("/go/abc")).status).toBe(400);
  });
});
