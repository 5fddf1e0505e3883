import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/**
 * Issue 20 item 1's budget, read from the built pages: every storefront page type is a plain document that
 * loads the document script and nothing else, at most 40 KiB of JavaScript gzip on first load.
 */
const budgetBytes = 40 * 1024;

const pages = {
  home: "/pt/",
  list: "/pt/products",
  "search results": "/pt/products?search=viseira",
  category: "/pt/cameras",
  model: "/en/visors-agv-k6",
  finder: "/pt/qual-teu-capacete?brand=agv&model=k6",
  product: "/en/product/agv-k6-clear-visor",
  static: "/pt/sobre",
  "categories overview": "/fr/categories",
  "not found": "/pt/nao-existe/de-todo",
};

for (const [kind, path] of Object.entries(pages)) {
  test(`the ${kind} page loads only the document script, within ${budgetBytes / 1024} KiB gzip`, async ({ page }) => {
    const scripts: { path: string; gzip: Promise<number> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({
        path: new URL(response.url()).pathname,
        gzip: response.body().then((body) => gzipSync(body).length),
      });
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(kind === "not found" ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("data-document", "");
    expect(scripts.map((script) => script.path)).toEqual(["/assets/enhance.js"]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const total = (await Promise.all(scripts.map((script) => script.gzip))).reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });
}
