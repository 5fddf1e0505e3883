import { describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/helpers/test-app";

const t = setupTestApp();

describe("brand assets", () => {
  it.each([2, 5])("/api/brand-assets/%i answers an image: its display variant, not the stored original", async (id) => {
    const res = await t.request(`/api/brand-assets/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("answers the same image by name", async () => {
    const byId = await (await t.request("/api/brand-assets/2")).arrayBuffer();
    const byName = await (await t.request("/api/brand-assets/by-name/hero")).arrayBuffer();
    expect(Buffer.from(byName).equals(Buffer.from(byId))).toBe(true);
  });

  it("/favicon.ico answers the logo mark, as the pages' icon link does", async () => {
    const favicon = await t.request("/favicon.ico");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\//);
    const mark = await (await t.request("/api/brand-assets/by-name/logo-mark")).arrayBuffer();
    expect(Buffer.from(await favicon.arrayBuffer()).equals(Buffer.from(mark))).toBe(true);
  });

  it("revalidates with its content hash", async () => {
    const first = await t.request("/api/brand-assets/5");
    const again = await t.request("/api/brand-assets/5", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for unknown assets and 400 for malformed ones", async () => {
    expect((await t.getJson("/api/brand-assets/999")).body).toEqual({ error: "Brand asset not found" });
    expect((await t.request("/api/brand-assets/by-name/nothing-here")).status).toBe(404);
    expect((await t.request("/api/brand-assets/abc")).status).toBe(400);
    expect((await t.request("/api/brand-assets/by-name/..%2Fsecret")).status).toBe(400);
  });
});

describe("media", () => {
  it("serves resized WebP and AVIF variants of a product image, cached forever", async () => {
    const [product] = await (await t.request("/api/products")).json();
    const webp = await t.request(product.imageUrl);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await webp.arrayBuffer());
    expect(Buffer.from(bytes.slice(8, 12)).toString()).toBe("WEBP");
    const avif = await t.request(product.imageUrl.replace("800.webp", "320.avif"));
    expect(avif.headers.get("content-type")).toBe("image/avif");
    const again = await t.request(product.imageUrl);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("answers 404 for unknown images and sizes", async () => {
    expect((await t.request(`/media/${"0".repeat(32)}/800.webp`)).status).toBe(404);
    const [product] = await (await t.request("/api/products")).json();
    expect((await t.request(product.imageUrl.replace("800.webp", "801.webp"))).status).toBe(404);
    expect((await t.request(product.imageUrl.replace("800.webp", "800.gif"))).status).toBe(404);
  });
});

describe("health and unknown API paths", () => {
  it("/healthz checks the database", async () => {
    const { status, body } = await t.getJson("/healthz");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok" });
  });

  it("unknown /api paths answer JSON 404", async () => {
    const { status, body } = await t.getJson("/api/nothing/here");
    expect([status, body]).toEqual([404, { error: "Not found" }]);
  });
});
