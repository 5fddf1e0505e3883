import { readFile } from "node:fs/promises";
import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

type Insights = {
  period: { from: string; to: string };
  totals: { views: number; clicks: number };
  products: { id: number; name: string; views: number; clicks: number }[];
  demand: { brand: string; model: string; requests: number }[];
};

test("the curator reads insight, changes the period, exports a table and opens the wizard for an asked model", async ({
  page,
  browser,
  checkA11y,
}) => {
  // A rider, in a browser of their own: a product page view, a click to the shop, a visor request.
  const rider = await browser.newContext();
  const riderPage = await rider.newPage();
  await riderPage.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ body: "shop" }));
  // A demo product that can be bought, not the product list's first: that may be one another spec file
  // published without a shop link or stock (which files ran before this one in its worker varies).
  await riderPage.goto("/en/product/agv-k6-clear-visor");
  const go = await riderPage.locator('a[href^="/go/"]').first().getAttribute("href");
  const productId = Number(/^\/go\/(\d+)/.exec(go!)![1]);
  const model = `Pista E2E ${Date.now()}`;
  const asked = await riderPage.request.post("/api/visor-request", {
    headers: { Origin: new URL(riderPage.url()).origin },
    data: {
      email: `rider-${Date.now()}@example.com`,
      helmetBrand: "AGV",
      helmetModel: model,
      sourceType: "visor-request-finder",
      locale: "en",
      pageUrl: "/en/helmet-finder",
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  expect((await rider.cookies()).map((c) => c.name)).toEqual([]);
  await rider.close();

  await logIn(page, "/admin/dashboard");
  await page.getByRole("link", { name: /Insight/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insight");
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("views-clicks-chart").locator("canvas")).toBeVisible();

  // The screen shows what the API answers, for the same period.
  const api = async (query: string) =>
    (await (await page.request.get(`/api/admin/insights?${query}`)).json()) as Insights;
  const month = await api(new URL(page.url()).search.slice(1));
  const viewed = month.products.find((p) => p.id === productId)!;
  expect(viewed.views).toBeGreaterThanOrEqual(1);
  const productName = viewed.name;
  const viewsCard = page.getByText("Page views", { exact: true }).locator("..");
  await expect(viewsCard).toContainText(String(month.totals.views));
  await checkA11y();

  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId("period")).toContainText(`${day(-6)} to ${day(0)}`);
  const week = await api(`from=${day(-6)}&to=${day(0)}`);
  await expect(viewsCard).toContainText(String(week.totals.views));

  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("period")).toContainText("2026-01-01 to 2026-01-31");
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
  await page.getByRole("link", { name: "30 days" }).click();
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV of top products" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insight-products-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Product,Views,Clicks,Click-through,Orders,Commission,Conversion,EPC");
  expect(lines.some((line) => line.includes(productName.replaceAll('"', '""')))).toBe(true);
  // A click-through above 100 % comes with the reason.
  await expect(page.getByRole("region", { name: "Top products", exact: true })).toContainText("can read above 100 %");

  const demand = page.getByRole("region", { name: "Unmet demand", exact: true });
  await expect(demand.getByRole("row", { name: new RegExp(model) })).toContainText("1");
  await page.getByRole("link", { name: `Make visors for AGV ${model}` }).click();
  await expect(page).toHaveURL(/\/admin\/visor-templates\?/);
  await expect(page.getByLabel("Helmet model", { exact: true })).toHaveValue(model);
  await expect(page.getByLabel("Helmet brand")).toHaveValue("AGV");
});

test("a network's report read and imported on the insight screen shows its orders and commission", async ({
  page,
  checkA11y,
}) => {
  // The screen and the API both show the last 30 days.
  await logIn(page, "/admin/dashboard/insights");
  const totals = async () =>
    (
      (await (await page.request.get("/api/admin/insights")).json()) as {
        totals: { orders: number; commission: { estimated: string; settled: string } };
      }
    ).totals;
  const before = await totals();
  const today = new Date().toISOString().slice(0, 10);
  const id = Date.now();
  const csv = [
    "Transaction ID,Transaction Date,Commission Status,Sale Amount,Commission Amount,Currency,Click Ref",
    `${id},${today} 10:00:00,pending,120.00,3.00,EUR,`,
    `${id + 1},${today} 11:00:00,approved,60.00,"1,50",EUR,`,
  ].join("\r\n");
  const sources = page.getByRole("region", { name: "Where orders come from", exact: true });
  await sources.getByLabel("File").setInputFiles({ name: "awin.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await sources.getByRole("button", { name: "Read the file" }).click();
  await expect(sources.getByRole("status").filter({ hasText: "2 new and 0 already known" })).toBeVisible();
  await sources.getByRole("button", { name: "Import 2 transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 added, 0 updated" })).toBeVisible();

  const after = await totals();
  expect(after.orders).toBe(before.orders + 2);
  const euros = (amount: number) => `${amount.toFixed(2).replace(".", ",")} €`;
  const earned = (t: typeof before) => Number(t.commission.estimated) + Number(t.commission.settled);
  expect(earned(after) - earned(before)).toBeCloseTo(4.5, 2);
  const earnings = page.getByTestId("earnings");
  await expect(earnings.getByText("Orders", { exact: true }).locator("..")).toContainText(String(after.orders));
  await expect(earnings.getByText("Commission", { exact: true }).locator("..")).toContainText(euros(earned(after)));
  await expect(earnings.getByText("Settled", { exact: true }).locator("..")).toContainText(
    euros(Number(after.commission.settled)),
  );
  await checkA11y();
});

test("a report with other columns is imported through the mapping step", async ({ page }) => {
  await logIn(page, "/admin/dashboard/insights");
  const today = new Date().toISOString().slice(0, 10);
  const csv = `Order;Date;State;Payout\r\nTD-${Date.now()};${today};pending;2,10\r\n`;
  const sources = page.getByRole("region", { name: "Where orders come from", exact: true });
  await sources.getByLabel("File").setInputFiles({ name: "td.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await sources.getByLabel("Network").fill("tradedoubler");
  const mapping = sources.getByRole("group", { name: "Which column is which" });
  await mapping.getByLabel("Transaction id *").selectOption("Order");
  await mapping.getByLabel("Date *").selectOption("Date");
  await mapping.getByLabel("Status *").selectOption("State");
  await mapping.getByLabel("Commission *").selectOption("Payout");
  await sources.getByRole("button", { name: "Read the file" }).click();
  await expect(sources.getByRole("status").filter({ hasText: "1 new and 0 already known" })).toBeVisible();
  await sources.getByRole("button", { name: "Import 1 transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 added, 0 updated" })).toBeVisible();
});
