import { createServer, type Server } from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { shopPort } from "./worker-server";

/**
 * Issue 16 items 3 and 4, the curator's side: link health checked on demand against a local
 * stand-in shop (the e2e server lets checks reach loopback), shown in the tool, the product form,
 * the dashboard, the validation center and (by choice) the storefront; and a round of price updates
 * in the product list.
 */
const shopBase = `http://127.0.0.1:${shopPort}`;
let shop: Server;

test.beforeAll(async () => {
  shop = createServer((req, res) => {
    const path = new URL(req.url ?? "/", shopBase).pathname;
    if (path === "/item/gone") return res.writeHead(404).end();
    if (path === "/item/dead")
      return res.writeHead(302, { Location: "/w/wholesale-visor.html?SearchText=visor" }).end();
    res.writeHead(200, { "Content-Type": "text/html" }).end("<p>shop</p>");
  });
  await new Promise<void>((resolve) => shop.listen(shopPort, "127.0.0.1", resolve));
});
test.afterAll(() => {
  shop?.closeAllConnections();
  shop?.close();
});

type AdminProduct = {
  id: number;
  name: string;
  slug: string;
  aliexpressUrl: string;
  fallbackUrl: string | null;
  fits?: unknown;
  visor?: unknown;
};

/**
 * Sets a product's shop link, and its second shop's when given, through the product API (fits and visor facts
 * left as they are).
 */
async function setLink(
  request: APIRequestContext,
  origin: string,
  id: number,
  url: string,
  fallbackUrl?: string | null,
) {
  const product = (await (await request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;
  const { fits: _fits, visor: _visor, ...fields } = product;
  const saved = await request.put(`/api/admin/products/${id}`, {
    headers: { Origin: origin },
    data: { ...fields, aliexpressUrl: url, ...(fallbackUrl === undefined ? {} : { fallbackUrl }) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return product;
}

async function checkEveryLink(page: Page, total: number) {
  await page.getByRole("button", { name: "Check every link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `All ${total} links checked` })).toBeVisible({
    timeout: 30_000,
  });
}

test("the curator checks every link, sees the broken ones everywhere, and updates prices in the list", async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await logIn(page, "/admin/dashboard");
  const origin = new URL(page.url()).origin;
  const health = async () =>
    (await (await page.request.get("/api/admin/link-health")).json()) as {
      items: { productId: number; name: string; url: string; fallback: { url: string } | null }[];
    };
  // Every published link, and every second shop an earlier test of this worker gave a product (a round checks
  // those too), points at the stand-in shop (no test reaches the internet); two items are gone.
  const links = (await health()).items;
  const originals = new Map(links.map((l) => [l.productId, { url: l.url, fallback: l.fallback?.url ?? null }]));
  const total = links.length + links.filter((l) => l.fallback).length;
  // Products with a second shop fall back to it when their link breaks: the broken ones have none.
  const [gone, dead] = links.filter((l) => !l.fallback);
  const run = Date.now();
  for (const link of links) {
    const path = link === gone ? "/item/gone" : link === dead ? "/item/dead" : `/item/${link.productId}`;
    // A query of this run's own: a link checked by an earlier run (other project) starts afresh.
    const fallback = link.fallback ? `${shopBase}/item/${link.productId}/second?run=${run}` : undefined;
    await setLink(page.request, origin, link.productId, `${shopBase}${path}?run=${run}`, fallback);
  }

  try {
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Link health/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link health");
    await page.waitForSelector("html[data-hydrated]");
    await checkEveryLink(page, total);
    const row = (name: string) =>
      page.getByRole("list", { name: "Links" }).getByRole("listitem").filter({ hasText: name });
    // Gone once is not yet broken.
    await expect(row(gone!.name)).toContainText("Unknown");
    await expect(row(gone!.name)).toContainText("next check");
    await checkEveryLink(page, total);
    await expect(row(gone!.name)).toContainText("Broken");
    await expect(row(dead!.name)).toContainText("search or home page");
    await page.getByLabel("Status").selectOption("broken");
    await expect(page).toHaveURL(/status=broken/);
    await expect(page.getByRole("list", { name: "Links" }).getByRole("listitem")).toHaveCount(2);
    await checkA11y();

    // The storefront keeps its buy button until the curator chooses otherwise.
    const storefront = await page.context().newPage();
    const productUrl = `/pt/produto/${(await setLink(page.request, origin, gone!.productId, `${shopBase}/item/gone?run=${run}`)).slug}`;
    await storefront.goto(productUrl);
    await expect(storefront.locator(`a[href^="/go/${gone!.productId}"]`)).toBeVisible();
    await page.getByLabel(/Show “link unavailable” for broken links/).check();
    await expect(page.getByRole("status").filter({ hasText: "link unavailable" })).toBeVisible();
    await storefront.reload();
    // A dead link is no link: the page says so once and offers "tell me when it's back" (issue 18 item 3).
    await expect(storefront.getByText("Sem loja de momento")).toBeVisible();
    await expect(storefront.getByLabel("Avisa-me quando voltar")).toBeVisible();
    await expect(storefront.locator(`a[href^="/go/${gone!.productId}"]`)).toHaveCount(0);
    await storefront.close();

    // The product form, the dashboard and the validation center say so too.
    await page.goto(`/admin/products/${gone!.productId}/edit`);
    await expect(page.getByTestId("link-health")).toContainText("Broken");
    await expect(page.getByTestId("link-health")).toContainText("HTTP 404");
    await page.goto("/admin/dashboard");
    await expect(
      page.getByRole("article").filter({ has: page.getByRole("link", { name: "Link health" }) }),
    ).toContainText("2 broken");
    await page.goto("/admin/validation-center");
    await expect(page.getByText("Shop links that stopped working")).toBeVisible();
    await expect(page.getByRole("link", { name: gone!.name }).first()).toBeVisible();

    // A round of price updates: oldest confirmation first, edit one inline, confirm another unchanged.
    await page.goto("/admin/products?sort=checked&status=published");
    await page.waitForSelector("html[data-hydrated]");
    const rows = page.getByRole("row");
    const first = rows.nth(1);
    const firstName = (await first.getByRole("link").first().textContent())!;
    await expect(first).toContainText("checked");
    await first.getByRole("button", { name: `Edit the price of ${firstName}` }).click();
    const form = page.getByRole("form", { name: `Price of ${firstName}` });
    await form.getByLabel("Price", { exact: true }).fill("10");
    await form.getByLabel("Original price").fill("5");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("The original price must be higher than the price")).toBeVisible();
    await form.getByLabel("Original price").fill("");
    await form.getByLabel("Price", { exact: true }).fill("27,40");
    await form.getByLabel("Stock").fill("3");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Price saved" })).toBeVisible();
    // Just confirmed, it leaves the top of the "longest ago" list.
    await expect(page.getByRole("row").nth(1)).not.toContainText(firstName);
    const second = page.getByRole("row").nth(2);
    const secondName = (await second.getByRole("link").first().textContent())!;
    await second.getByRole("button", { name: `Confirm the price of ${secondName} unchanged` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Price confirmed" })).toBeVisible();
    // Both are now the most recently checked.
    await page.goto("/admin/products?sort=checked-desc&status=published");
    const recent = await page
      .getByRole("row")
      .locator("td:nth-child(2) a") // after the selection box
      .evaluateAll((a) => a.slice(0, 2).map((e) => e.textContent));
    expect(recent.sort()).toEqual([firstName, secondName].sort());
    const edited = page.getByRole("row").filter({ hasText: firstName });
    await expect(edited).toContainText("27,40");
    await expect(edited).toContainText("stock 3");
    await checkA11y();
  } finally {
    // Later tests see the demo links and the default setting again.
    for (const [id, { url, fallback }] of originals) await setLink(page.request, origin, id, url, fallback);
    await page.request.put("/api/admin/link-health/settings", {
      headers: { Origin: origin },
      data: { unavailableWhenBroken: false },
    });
  }
});
