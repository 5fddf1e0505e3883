import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAliExpressGateway, type AliExpressGateway, type GatewayProduct } from "#tests/helpers/aliexpress-gateway";
import {
  createAliExpressClient,
  MarketplaceError,
  signParameters,
  type AliExpressClientOptions,
  type AliExpressConfig,
} from "./aliexpress-client.server";

const secret = "s3cr3t-never-shown-4f9a";
const config: AliExpressConfig = { appKey: "512345", appSecret: secret, trackingId: "zerosgarage", apiUrl: "" };
const visorId = "1005006123456789";
const visor: GatewayProduct = {
  title: "Viseira fumada para AGV K6",
  salePrice: "27.90",
  originalPrice: "39.90",
  pictures: ["front", "side"],
  skus: [
    {
      skuId: "12000036",
      color: "Smoke",
      price: "39.90",
      salePrice: "27.90",
      shipping: { PT: { fee: "0.00", minDays: 7, maxDays: 12 }, DE: { fee: "2.49", minDays: 8, maxDays: 14 } },
      // Sellers write anything here: a barcode with a wrong check digit is not one.
      eanCode: "4006381333932",
    },
  ],
  eanCode: "4 006381 333931",
};
const portugal = { country: "PT", language: "PT" };

let gateway: AliExpressGateway;
/** A client of the stand-in, with short waits (and timeouts) so retries take milliseconds. */
const client = (overrides: Partial<AliExpressConfig> = {}, options: AliExpressClientOptions = {}) =>
  createAliExpressClient(
    { ...config, apiUrl: gateway.url, ...overrides },
    { outgoing: { allowLoopback: true }, backoffMs: 5, timeoutMs: 2000, ...options },
  );

beforeAll(async () => {
  gateway = await startAliExpressGateway({ appKey: config.appKey, appSecret: secret });
  gateway.setProduct(visorId, visor);
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
});

/** The call fails with a MarketplaceError, and the secret is nowhere in what the error says or carries. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable("the call should fail"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  const told = `${(error as Error).message} ${(error as Error).stack} ${JSON.stringify(error)}`;
  expect(told).not.toContain(secret);
  return error as MarketplaceError;
}

describe("signing", () => {
  it("gives the documented example's signature (HMAC-SHA256, sorted names and values, path first)", () => {
    const params = {
      access_token: "test",
      app_key: "123456",
      order_id: "1234",
      sign_method: "sha256",
      timestamp: "1517820392000",
    };
    expect(signParameters(params, "helloworld", "/order/get")).toBe(
      "4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A",
    );
  });

  it("sorts names by their bytes (upper case first) and leaves `sign` out", () => {
    const expected = createHmac("sha256", "k").update("B2a1c3").digest("hex").toUpperCase();
    expect(signParameters({ c: "3", a: "1", B: "2", sign: "old" }, "k")).toBe(expected);
  });
});

describe("the AliExpress client against the stand-in gateway", () => {
  it("reads a product, its SKUs per country and a tracked link, every request signed and dated", async () => {
    const api = client();
    const product = await api.productDetail(visorId, portugal);
    expect(product).toEqual({
      productId: visorId,
      title: "Viseira fumada para AGV K6",
      detailUrl: `https://www.aliexpress.com/item/${visorId}.html`,
      mainImageUrl: `${gateway.origin}/img/front.png`,
      imageUrls: [`${gateway.origin}/img/side.png`],
      // The euro prices, not the USD `sale_price` beside them.
      salePrice: "27.90",
      originalPrice: "39.90",
      currency: "EUR",
      promotionLink: null,
      shopName: "Moto Visor Store",
      shopUrl: "https://www.aliexpress.com/store/912345",
      gtin: "4006381333931",
    });
    const skus = await api.skuDetail(visorId, "DE", { language: "DE" });
    expect(skus?.item).toMatchObject({ productId: visorId, title: "Viseira fumada para AGV K6" });
    expect(skus?.skus).toEqual([
      {
        skuId: "12000036",
        color: "Smoke",
        size: "",
        properties: { Color: "Smoke" },
        price: "39.90",
        salePrice: "27.90",
        currency: "EUR",
        shippingFee: "2.49",
        minDeliveryDays: 8,
        maxDeliveryDays: 14,
        shipFromCountry: "CN",
        available: true,
        gtin: null,
      },
    ]);
    expect(await api.skuDetail(visorId, "FR", { language: "FR" })).toBeNull();
    const link = await api.generateLink(`https://www.aliexpress.com/item/${visorId}.html`);
    expect(link).toMatch(/^https:\/\/s\.click\.aliexpress\.com\/e\/_zerosgarage_/);

    expect(gateway.requests).toHaveLength(4);
    for (const request of gateway.requests) {
      expect(request.signatureValid).toBe(true);
      expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request.params).toMatchObject({ app_key: "512345", sign_method: "sha256", format: "json", v: "2.0" });
      expect(Math.abs(Number(request.params.timestamp) - Date.now())).toBeLessThan(60_000);
    }
    expect(gateway.requests[0]!.params).toMatchObject({
      method: "aliexpress.affiliate.productdetail.get",
      product_ids: visorId,
      target_currency: "EUR",
      tracking_id: "zerosgarage",
    });
    expect(gateway.requests[1]!.params).toMatchObject({ need_deliver_info: "Yes", ship_to_country: "DE" });
    // Empty values are neither sent nor signed (sku_ids was not given).
    expect(gateway.requests[1]!.params).not.toHaveProperty("sku_ids");
    expect(JSON.stringify(gateway.requests)).not.toContain(secret);
  });

  it("reads the bare lists of `simplify=true` answers as it reads the wrapped ones", async () => {
    const bare = await startAliExpressGateway({ appKey: config.appKey, appSecret: secret, simplify: true });
    try {
      bare.setProduct(visorId, visor);
      const api = createAliExpressClient({ ...config, apiUrl: bare.url }, { outgoing: { allowLoopback: true } });
      const product = await api.productDetail(visorId, portugal);
      expect(product).toMatchObject({ salePrice: "27.90", imageUrls: [`${bare.origin}/img/side.png`] });
      expect((await api.skuDetail(visorId, "PT", { language: "PT" }))?.skus).toMatchObject([{ shippingFee: "0.00" }]);
      expect(await api.generateLink(`https://www.aliexpress.com/item/${visorId}.html`)).toMatch(/^https:/);
    } finally {
      await bare.close();
    }
  });

  it("answers null when AliExpress has no such product, in each form it says so, without trying again", async () => {
    const api = client();
    expect(await api.productDetail("1005000000000001", portugal)).toBeNull();
    gateway.failNext("no-results");
    expect(await api.productDetail(visorId, portugal)).toBeNull();
    expect(await api.skuDetail("1005000000000001", "PT", { language: "PT" })).toBeNull();
    gateway.failNext("remote-no-results");
    expect(await api.skuDetail(visorId, "PT", { language: "PT" })).toBeNull();
    expect(gateway.requests).toHaveLength(4);
  });

  it("shows a signature error as the marketplace said it, without trying again", async () => {
    const error = await refusal(client({ appSecret: "wrong-secret" }).productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "refused", status: 502, code: "IncompleteSignature" });
    expect(error.message).toBe(
      "AliExpress refused: IncompleteSignature: The request signature does not conform to platform standards",
    );
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]!.signatureValid).toBe(false);
  });

  it("does not try a parameter error again", async () => {
    gateway.failNext("invalid-parameter");
    const error = await refusal(client().productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "refused", status: 502, code: "50" });
    expect(error.message).toContain("(isv.invalid-parameter: ");
    expect(gateway.requests).toHaveLength(1);
  });

  it("is refused when its clock is more than 7,200 s off", async () => {
    const late = () => new Date(Date.now() - 7_300_000);
    const error = await refusal(client({}, { now: late }).productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "refused", code: "InvalidTimestamp" });
    expect(gateway.requests).toHaveLength(1);
  });

  it("waits and tries again after rate limits, then succeeds", async () => {
    gateway.failNext("rate-limit", 2);
    expect(await client().productDetail(visorId, portugal)).not.toBeNull();
    expect(gateway.requests).toHaveLength(3);
  });

  it("waits out a short ban before trying again", async () => {
    gateway.answerNext({
      error_response: {
        code: "ApiCallLimit",
        msg: "The request has exceeded the limit.",
        sub_msg: "This ban will last for 1 more seconds",
      },
    });
    const started = Date.now();
    expect(await client().productDetail(visorId, portugal)).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(gateway.requests).toHaveLength(2);
  });

  it("does not wait out a ban of an hour", async () => {
    gateway.failNext("ban");
    const error = await refusal(client().productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "unavailable", status: 503, code: "ApiCallLimit" });
    expect(error.message).toContain("This ban will last for 3600 more seconds");
    expect(gateway.requests).toHaveLength(1);
  });

  it("tries a 5xx again, then gives up after its retries with a 503", async () => {
    gateway.failNext("http-500", 4);
    const error = await refusal(client().productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "unavailable", status: 503, message: "AliExpress answered HTTP 500" });
    expect(gateway.requests).toHaveLength(4);
    gateway.requests.length = 0;
    gateway.failNext("rate-limit", 2);
    const limited = await refusal(client({}, { retries: 1 }).generateLink("https://www.aliexpress.com/item/1.html"));
    expect(limited).toMatchObject({ kind: "unavailable", code: "ApiCallLimit" });
    expect(gateway.requests).toHaveLength(2);
  });

  it("gives up on silence at its timeout and tries again", async () => {
    gateway.failNext("hang");
    gateway.failNext("http-500");
    expect(await client({}, { timeoutMs: 300 }).productDetail(visorId, portugal)).not.toBeNull();
    expect(gateway.requests).toHaveLength(3);
    gateway.requests.length = 0;
    gateway.failNext("hang", 2);
    const error = await refusal(client({}, { timeoutMs: 300, retries: 1 }).productDetail(visorId, portugal));
    expect(error).toMatchObject({ kind: "unavailable", status: 503 });
    expect(error.message).toBe("AliExpress did not answer: The address did not answer in time");
    expect(gateway.requests).toHaveLength(2);
  });

  it("calls an answer that is not the documented JSON malformed, and does not try again", async () => {
    gateway.failNext("malformed");
    expect(await refusal(client().productDetail(visorId, portugal))).toMatchObject({ kind: "malformed", status: 502 });
    gateway.answerNext({ unexpected: true });
    expect((await refusal(client().generateLink("https://www.aliexpress.com/item/1.html"))).kind).toBe("malformed");
    expect(gateway.requests).toHaveLength(2);
  });

  it("never tells the secret or a request's signature, even when the marketplace echoes them", async () => {
    let sent = "";
    gateway.answerWith((params) => {
      sent = params.sign!;
      return { error_response: { code: "IncompleteSignature", msg: `sign ${sent} made with ${secret}` } };
    });
    const error = await refusal(client().productDetail(visorId, portugal));
    expect(sent).toMatch(/^[0-9A-F]{64}$/);
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(sent);
    expect(error.message).toBe("AliExpress refused: IncompleteSignature: sign [hidden] made with [hidden]");
  });

  it("keeps the system parameters its own and drops empty ones in a generic call", async () => {
    const result = await client().call("aliexpress.affiliate.link.generate", {
      app_key: "someone-else",
      promotion_link_type: 0,
      source_values: "https://www.aliexpress.com/item/2.html",
      tracking_id: "zerosgarage",
      app_signature: "",
      ship_to_country: undefined,
    });
    expect(result).toHaveProperty("promotion_links");
    expect(gateway.requests[0]!.params.app_key).toBe("512345");
    expect(Object.keys(gateway.requests[0]!.params)).not.toContain("app_signature");
    expect(gateway.requests[0]!.signatureValid).toBe(true);
  });
});

describe("the stand-in's affiliate orders", () => {
  const order = (n: number, status: string, paid: string) => ({
    order_id: `80${n}`,
    sub_order_id: `81${n}`,
    order_status: status,
    paid_time: paid,
    tracking_id: "zerosgarage",
    paid_amount: 2790,
    estimated_paid_commission: 167,
    settled_currency: "USD",
  });
  const window = { start_time: "2026-11-01 00:00:00", end_time: "2026-11-20 23:59:59", status: "Payment Completed" };

  it("pages order.listbyindex with its query index, then says there are no more", async () => {
    gateway.setOrders([
      order(1, "Payment Completed", "2026-11-02 10:00:00"),
      order(2, "Invalid", "2026-11-03 10:00:00"),
      order(3, "Payment Completed", "2026-10-02 10:00:00"),
      order(4, "Payment Completed", "2026-11-04 10:00:00"),
      order(5, "Payment Completed", "2026-11-05 10:00:00"),
    ]);
    const api = client();
    const method = "aliexpress.affiliate.order.listbyindex";
    const first = await api.call(method, { ...window, page_size: 2 });
    expect(first).toMatchObject({
      current_record_count: 2,
      orders: { order: [{ sub_order_id: "811" }, { sub_order_id: "814" }] },
    });
    const second = await api.call(method, {
      ...window,
      page_size: 2,
      start_query_index_id: String(first!.max_query_index_id),
    });
    expect(second).toMatchObject({
      current_record_count: 1,
      orders: { order: [{ sub_order_id: "815", paid_amount: 2790 }] },
    });
    const past = await api.call(method, {
      ...window,
      page_size: 2,
      start_query_index_id: String(second!.max_query_index_id),
    });
    expect(past).toBeNull();
    expect((await api.call(method, { ...window, simplify: true }))?.orders).toHaveLength(3);
    const tooLong = await refusal(api.call(method, { ...window, start_time: "2026-01-01 00:00:00" }));
    expect(tooLong.message).toContain("isv.invalid-parameter");
  });
});
