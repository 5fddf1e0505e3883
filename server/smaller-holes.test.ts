import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { getProductSlugs } from "~/features/catalog/catalog.service.server";
import { productPath } from "~/i18n/routes";

/** Issue 29 item 10: the smaller holes, each with what keeps it closed. */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
}, 120_000);
afterAll(() => site?.close());

const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };
/** A render's own nonce: the same in two answers means the second came from the page cache. */
const nonceOf = async (path: string) => {
  const res = await site.app.request(path, { headers: browser });
  expect(res.status, path).toBe(200);
  return /nonce="([^"]+)"/.exec(await res.text())?.[1];
};
/** Through the pages' app: one copy of the page cache module with the pages (tests/helpers/pages.ts). */
const like = (id: number, referer: string) =>
  site.app.request(`/api/products/${id}/like`, {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/json", Referer: referer },
  });

describe("smaller holes", () => {
  it("a /my-helmet form from another site is refused even without Sec-Fetch-Site", async () => {
    const post = (origin: string) =>
      t.request("/my-helmet", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "forget=1&return=/pt/",
      });
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await post("http://localhost")).status).toBe(303);
  });

  it("a like evicts the liked product's own pages, never a page its Referer names", async () => {
    const slugs = await getProductSlugs(t.database.db, 1);
    const productPage = productPath("en", slugs.en);
    const home = "/pt/";
    // The process's first write (its rate-limit salt) moves the catalogue version once: done before measuring.
    expect((await like(2, "http://localhost/en/about")).status).toBe(200);
    const [homeBefore, productBefore] = [await nonceOf(home), await nonceOf(productPage)];
    expect(await nonceOf(home), "the home is kept").toBe(homeBefore);
    expect(await nonceOf(productPage), "the product page is kept").toBe(productBefore);
    expect((await like(1, `http://localhost${home}`)).status).toBe(200);
    expect(await nonceOf(home), "the home is still kept").toBe(homeBefore);
    expect(await nonceOf(productPage), "the product page renders afresh").not.toBe(productBefore);
  });

  it("the visitor cookie is Secure behind HTTPS", async () => {
    const res = await t.request("https://localhost/api/products/2/like", {
      method: "POST",
      headers: { Origin: "https://localhost", "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/visitor-id=.*; Secure/);
    const plain = await like(3, "http://localhost/pt/");
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/);
  });

  it("public pictures may be shown by a mail client (cross-origin); the rest stays same-origin", async () => {
    const media = await t.request("/api/brand-assets/by-name/logo-mark");
    expect(media.status).toBe(200);
    expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const path of ["/api/products", "/healthz", "/api/admin/status"]) {
      expect((await t.request(path)).headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });
});
