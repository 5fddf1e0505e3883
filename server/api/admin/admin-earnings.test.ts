import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateClicks, affiliateOrders } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminCookie, adminJsonClient, sameOrigin } from "#tests/helpers/admin";
import { setupAliExpressGateway, type GatewayOrder } from "#tests/helpers/aliexpress-gateway";
import { setupTestApp } from "#tests/helpers/test-app";
import { saveTrackingIds } from "~/features/affiliate/index.server";
import { whenOrdersSynced } from "~/features/earnings/order-sync.server";
import { apiTime } from "~/features/earnings/aliexpress-orders.server";
import type { Insights } from "~/features/insight/insight.schema";

/**
 * Earnings (issue 31 item 1–2): AliExpress orders read through a stand-in gateway on a real socket (signature checked
 * by it), a network's CSV report, both kept once per transaction; the insight API's commission, orders, conversion
 * rate and EPC against figures computed by hand.
 */
const { stand, client } = setupAliExpressGateway({ appKey: "512345", appSecret: "orders-secret-3b9" });
const t = setupTestApp({ seed: false, outgoing: { allowLoopback: true }, marketplace: client });
const send = adminJsonClient(t);
const db = () => t.database.db;

const hoursAgo = (hours: number) => apiTime(new Date(Date.now() - hours * 3_600_000));
const order = (id: string, productId: string, fields: Partial<GatewayOrder> = {}): GatewayOrder => ({
  order_id: `80${id}`,
  sub_order_id: id,
  order_status: "Payment Completed",
  paid_time: hoursAgo(30),
  product_id: productId,
  product_title: `Viseira ${productId}`,
  tracking_id: "zg-pt",
  paid_amount: 3990,
  estimated_paid_commission: 279,
  estimated_finished_commission: 279,
  settled_currency: "EUR",
  ship_to_country: "PT",
  ...fields,
});
const ordersIn = async (network: string) =>
  (await db().select({ n: count() }).from(affiliateOrders).where(eq(affiliateOrders.network, network)))[0]!.n;
const syncOrders = async () => {
  const { status } = await send("POST", "/api/admin/earnings/sync");
  expect(status).toBe(202);
  await whenOrdersSynced(db());
  const { body } = await send<{ sync: { lastError: string | null; running: boolean } }>("GET", "/api/admin/earnings");
  expect(body.sync).toMatchObject({ lastError: null, running: false });
};
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The last week's insight (every order and click of these tests is within it). */
const insights = async () => (await send<Insights>("GET", `/api/admin/insights?from=${day(-6)}&to=${day()}`)).body;

describe("AliExpress orders", () => {
  it("are read page after page, kept once however often they are read, and a later status updates them", async () => {
    const visor = await createProduct(db(), { marketplaceProductId: "1005001000000001", price: "39.90" });
    await saveTrackingIds(db(), { pt: "zg-pt", it: "zg-it" });
    // 60 orders: more than one page of 50.
    stand.gateway.setOrders(
      Array.from({ length: 60 }, (_, i) =>
        order(String(9_000 + i), "1005001000000001", { tracking_id: i % 2 ? "zg-it" : "zg-pt" }),
      ),
    );
    await syncOrders();
    await syncOrders();
    expect(await ordersIn("aliexpress")).toBe(60);
    const calls = stand.gateway.calls("aliexpress.affiliate.order.listbyindex");
    expect(calls.some((call) => call.params.start_query_index_id)).toBe(true);
    for (const call of calls) expect(call.params.start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const rows = await db().select().from(affiliateOrders).where(eq(affiliateOrders.transactionId, "9001"));
    expect(rows[0]).toMatchObject({
      productId: visor.id,
      languageCode: "it",
      commissionState: "estimated",
      commission: "2.79",
    });

    // Order 9001 settles, order 9002 is refunded: read again, each row changes and none is added.
    stand.gateway.setOrders([
      order("9001", "1005001000000001", {
        order_status: "Completed Settlement",
        completed_settlement_time: hoursAgo(2),
        estimated_finished_commission: 250,
        tracking_id: "zg-it",
      }),
      order("9002", "1005001000000001", { effect_detail_status: "FullRefund" }),
    ]);
    await syncOrders();
    expect(await ordersIn("aliexpress")).toBe(60);
    const changed = await db().select().from(affiliateOrders).where(eq(affiliateOrders.productId, visor.id));
    const byId = new Map(changed.map((row) => [row.transactionId, row]));
    expect(byId.get("9001")).toMatchObject({ commissionState: "settled", commission: "2.50" });
    expect(byId.get("9002")).toMatchObject({ commissionState: "refunded" });

    const figures = await insights();
    expect(figures.totals.orders).toBe(59);
    // 58 estimates at 2.79, one settled at 2.50, one refunded at 2.79.
    expect(figures.totals.commission).toEqual({ estimated: "161.82", settled: "2.50", refunded: "2.79" });
  });
});

describe("earnings in insight", () => {
  it("give each product, language and page kind the commission, orders, conversion and EPC computed by hand", async () => {
    await db().delete(affiliateOrders);
    const product = await createProduct(db(), { marketplaceProductId: "1005002000000002", price: "49.90" });
    const click = (languageCode: string, pagePath: string, times: number) =>
      db()
        .insert(affiliateClicks)
        .values(
          Array.from({ length: times }, () => ({
            productId: product.id,
            affiliateUrl: "https://example.com",
            languageCode,
            pagePath,
          })),
        );
    await click("pt", `/pt/produto/${product.slug}`, 3);
    await click("pt", "/pt/", 1);
    await click("it", "/it/prodotti", 4);
    stand.gateway.setOrders([
      order("7001", "1005002000000002", { estimated_paid_commission: 300 }),
      order("7002", "1005002000000002", { estimated_paid_commission: 100 }),
      order("7003", "1005002000000002", { estimated_paid_commission: 200, tracking_id: "zg-it" }),
      order("7004", "999", { product_title: "Capacete misterioso", tracking_id: "zg-main" }),
    ]);
    await syncOrders();

    const figures = await insights();
    expect(figures.totals.orders).toBe(4);
    expect(figures.totals.commission).toEqual({ estimated: "8.79", settled: "0.00", refunded: "0.00" });
    expect(figures.products.find((p) => p.id === product.id)).toMatchObject({
      clicks: 8,
      orders: 3,
      commission: "6.00",
      conversion: 0.375,
      epc: "0.75",
    });
    const language = (code: string) => figures.languages.find((l) => l.language === code);
    expect(language("pt")).toMatchObject({ clicks: 4, orders: 2, commission: "4.00", conversion: 0.5, epc: "1.00" });
    expect(language("it")).toMatchObject({ clicks: 4, orders: 1, commission: "2.00", conversion: 0.25, epc: "0.50" });
    expect(language("unknown")).toMatchObject({ clicks: 0, orders: 1, commission: "2.79", epc: null });
    // Portuguese orders shared 3 : 1 between the product page and the home, the Italian one all the list's.
    const kind = (name: string) => figures.pages.find((p) => p.kind === name);
    expect(kind("product")).toMatchObject({ clicks: 3, orders: 1.5, commission: "3.00", epc: "1.00" });
    expect(kind("home")).toMatchObject({ clicks: 1, orders: 0.5, commission: "1.00", epc: "1.00" });
    expect(kind("list")).toMatchObject({ clicks: 4, orders: 1, commission: "2.00", epc: "0.50" });
    expect(kind("other")).toMatchObject({ orders: 1, commission: "2.79" });
    const days = figures.byDay.filter((d) => d.orders > 0);
    expect(days.reduce((sum, d) => sum + Number(d.commission), 0).toFixed(2)).toBe("8.79");
    // The order for a product the catalogue does not have is listed, not dropped.
    expect(figures.unmatchedOrders).toEqual([
      expect.objectContaining({
        network: "aliexpress",
        transactionId: "7004",
        productTitle: "Capacete misterioso",
        commission: "2.79",
      }),
    ]);
  });
});

describe("without AliExpress's keys", () => {
  const bare = setupTestApp({ seed: false });
  it("the order sync answers 409 saying which settings turn it on", async () => {
    const cookie = await adminCookie(bare.request);
    const res = await bare.request("/api/admin/earnings/sync", {
      method: "POST",
      headers: { Cookie: cookie, ...sameOrigin },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/ALIEXPRESS_APP_KEY/);
  });
});
