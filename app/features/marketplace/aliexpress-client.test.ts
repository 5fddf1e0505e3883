import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAliExpressGateway, type AliExpressGateway } from "#tests/helpers/aliexpress-gateway";
import { createAliExpressClient, MarketplaceError, signParameters } from "./aliexpress-client.server";

const secret = "s3cr3t-never-shown-4f9a";
const config = { appKey: "512345", appSecret: secret, trackingId: "zerosgarage", apiUrl: "" };
let gateway: AliExpressGateway;
const client = (overrides: Partial<typeof config> = {}, timeoutMs = 2000) =>
  createAliExpressClient(
    { ...config, apiUrl: gateway.url, ...overrides },
    { outgoing: { allowLoopback: true }, backoffMs: 5, timeoutMs },
  );

beforeAll(async () => {
  gateway = await startAliExpressGateway({ appKey: config.appKey, appSecret: secret });
  gateway.products.set("1005006123456789", {
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
      },
    ],
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
});

/** Whatever went wrong, the secret is nowhere in what the error says or carries. */
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
});

describe("the AliExpress client against the stand-in gateway", () => {
  it("reads a product, its SKUs per country and a tracked link, every request signed", async () => {
    const api = client();
    const product = await api.productDetail("1005006123456789", { country: "PT", language: "PT" });
    expect(product).toMatchObject({ title: "Viseira fumada para AGV K6", salePrice: "27.90", originalPrice: "39.90" });
    expect(product!.imageUrls).toEqual([`${gateway.origin}/img/side.png`]);
    const skus = await api.skuDetail("1005006123456789", "DE", { language: "DE" });
    expect(skus!.skus).toEqual([
      expect.objectContaining({ skuId: "12000036", salePrice: "27.90", shippingFee: "2.49", minDeliveryDays: 8 }),
    ]);
    expect(await api.skuDetail("1005006123456789", "FR", { language: "FR" })).toBeNull();
    const link = await api.generateLink("https://www.aliexpress.com/item/1005006123456789.html");
    expect(link).toMatch(/^https:\/\/s\.click\.aliexpress\.com\/e\/_zerosgarage_/);
    expect(gateway.requests.map((r) => r.params.sign_method)).toEqual(["sha256", "sha256", "sha256", "sha256"]);
    expect(gateway.requests[0]!.params).toMatchObject({ app_key: "512345", product_ids: "1005006123456789" });
    expect(JSON.stringify(gateway.requests)).not.toContain(secret);
  });

  it("answers null for a product the API does not return", async () => {
    expect(await client().productDetail("1005000000000001", { country: "PT", language: "PT" })).toBeNull();
  });

  it("shows a signature error as the marketplace said it, without trying again", async () => {
    const error = await refusal(
      client({ appSecret: "wrong-secret" }).productDetail("1005006123456789", { country: "PT", language: "PT" }),
    );
    expect(error.kind).toBe("refused");
    expect(error.status).toBe(502);
    expect(error.message).toContain("IncompleteSignature");
    expect(gateway.requests).toHaveLength(1);
  });

  it("does not try a parameter error again", async () => {
    gateway.failNext("invalid-parameter");
    const error = await refusal(client().productDetail("1005006123456789", { country: "PT", language: "PT" }));
    expect(error.message).toContain("isv.invalid-parameter");
    expect(gateway.requests).toHaveLength(1);
  });

  it("waits and tries again after rate limits, 5xx and silence, then succeeds", async () => {
    gateway.failNext("rate-limit", 2);
    expect(await client().productDetail("1005006123456789", { country: "PT", language: "PT" })).not.toBeNull();
    expect(gateway.requests).toHaveLength(3);
    gateway.requests.length = 0;
    gateway.failNext("http-500");
    gateway.failNext("hang");
    expect(await client({}, 300).productDetail("1005006123456789", { country: "PT", language: "PT" })).not.toBeNull();
    expect(gateway.requests).toHaveLength(3);
  });

  it("gives up after its retries with a 503 in the marketplace's words", async () => {
    gateway.failNext("http-500", 4);
    const error = await refusal(client().productDetail("1005006123456789", { country: "PT", language: "PT" }));
    expect(error).toMatchObject({ kind: "unavailable", status: 503 });
    expect(error.message).toBe("AliExpress answered HTTP 500");
    expect(gateway.requests).toHaveLength(4);
    gateway.failNext("rate-limit", 4);
    expect((await refusal(client().generateLink("https://www.aliexpress.com/item/1.html"))).message).toContain(
      "ApiCallLimit",
    );
  });

  it("calls an answer that is not JSON malformed, and does not try again", async () => {
    gateway.failNext("malformed");
    const error = await refusal(client().productDetail("1005006123456789", { country: "PT", language: "PT" }));
    expect(error).toMatchObject({ kind: "malformed", status: 502 });
    expect(gateway.requests).toHaveLength(1);
  });
});
