import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { likes, products } from "#db/schema";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";

/** Issue 18 item 9 over HTTP: the server side of the language switch and of the like button without JavaScript. */
const t = setupTestApp();

describe("the language switcher's link", () => {
  it("remembers the choice in a cookie for a year and sends the visitor to the page", async () => {
    const res = await t.request("/language/de?to=%2Fde%2Fprodukte%3Fsort%3Dprice");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/de/produkte?sort=price");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^preferred-language=de;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("goes only to a path of this site", async () => {
    for (const to of ["//evil.example/x", "https://evil.example/", "javascript:alert(1)"]) {
      const res = await t.request(`/language/fr?to=${encodeURIComponent(to)}`);
      expect(res.status, to).toBe(303);
      expect(res.headers.get("location"), to).toBe("/");
    }
  });

  it("refuses an unknown language with a 400 and sets nothing; follows zz without saving it", async () => {
    const bad = await t.request("/language/ja?to=/ja/");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/Unknown language/) });
    expect(bad.headers.get("set-cookie")).toBeNull();
    const zz = await t.request("/language/zz?to=/zz/");
    expect(zz.status).toBe(303);
    expect(zz.headers.get("set-cookie")).toBeNull();
  });
});

describe("the like button's form", () => {
  it("counts once per browser and answers with the page again, at the button", async () => {
    const [product] = await t.database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.status, "published"))
      .limit(1);
    const press = (cookie?: string) =>
      t.request(`/api/products/${product!.id}/like`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: `http://localhost/pt/produto/${product!.slug}?from=list`,
          ...(cookie ? { Cookie: cookie } : {}),
          ...sameOrigin,
        },
        body: "",
      });
    const first = await press();
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/pt/produto/${product!.slug}#liked`);
    const visitor = first.headers.get("set-cookie")!.split(";")[0]!;
    expect((await press(visitor)).status).toBe(303);
    const counted = await t.database.db.select().from(likes).where(eq(likes.productId, product!.id));
    expect(counted).toHaveLength(1);
  });

  it("an unknown product is a 404, not a redirect", async () => {
    const res = await t.request("/api/products/999999/like", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin },
      body: "",
    });
    expect(res.status).toBe(404);
  });
});
