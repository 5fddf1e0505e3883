import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A stand-in for the AliExpress Affiliate Open API gateway (`POST /sync`), speaking its documented protocol over a
 * real socket: it checks the app key, the timestamp (within 7,200 s) and recomputes every request's HMAC-SHA256
 * signature with the app secret, refusing a wrong one with the documented `error_response`; it answers
 * `productdetail.get`, `product.sku.detail.get` and `link.generate` in the documented shapes from the products a test
 * puts in `products`, serves their pictures, and can be told to answer rate limits, 5xx, silence, bad JSON or
 * parameter errors. Tests see every request (without the signature) in `requests`.
 */
export interface GatewaySku {
  skuId: string;
  color: string;
  size?: string;
  /** Before and after the seller's discount, tax included. */
  price: string;
  salePrice: string;
  /** Delivery per ship-to country; a country left out is not delivered to. */
  shipping: Record<string, { fee: string; minDays: number; maxDays: number }>;
}

export interface GatewayProduct {
  title: string;
  salePrice: string;
  originalPrice: string;
  /** Picture names served by the stand-in (`/img/{name}.png`). */
  pictures: string[];
  promotionLink?: string;
  skus: GatewaySku[];
}

export type GatewayFailure = "rate-limit" | "http-500" | "hang" | "malformed" | "invalid-parameter";

export interface GatewayRequest {
  method: string;
  params: Record<string, string>;
}

const errorAnswer = (code: string, msg: string, sub?: { sub_code: string; sub_msg: string }) => ({
  error_response: { code, msg, ...sub, request_id: randomUUID().replaceAll("-", "").slice(0, 13) },
});
const answer = (method: string, result: unknown, code = 200, msg = "Call succeeds") => ({
  [`${method.replaceAll(".", "_")}_response`]: {
    resp_result: code === 200 ? { resp_code: code, resp_msg: msg, result } : { resp_code: code, resp_msg: msg },
    request_id: randomUUID().replaceAll("-", "").slice(0, 13),
  },
});

function sign(params: Record<string, string>, secret: string) {
  const base = Object.keys(params)
    .filter((key) => key !== "sign")
    .sort()
    .map((key) => key + params[key])
    .join("");
  return createHmac("sha256", secret).update(base).digest("hex").toUpperCase();
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const required: Record<string, string[]> = {
  "aliexpress.affiliate.productdetail.get": ["product_ids"],
  "aliexpress.affiliate.product.sku.detail.get": [
    "product_id",
    "ship_to_country",
    "target_currency",
    "target_language",
  ],
  "aliexpress.affiliate.link.generate": ["promotion_link_type", "source_values", "tracking_id"],
};

export async function startAliExpressGateway({ appKey, appSecret }: { appKey: string; appSecret: string }) {
  const products = new Map<string, GatewayProduct>();
  const requests: GatewayRequest[] = [];
  const failures: GatewayFailure[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = "";

  const productDetail = (params: Record<string, string>) => {
    const found = params.product_ids!.split(",").flatMap((id) => {
      const product = products.get(id);
      if (!product) return [];
      return [
        {
          product_id: Number(id),
          product_title: product.title,
          product_detail_url: `https://www.aliexpress.com/item/${id}.html`,
          product_main_image_url: `${origin}/img/${product.pictures[0]}.png`,
          product_small_image_urls: { string: product.pictures.slice(1).map((p) => `${origin}/img/${p}.png`) },
          sale_price: product.salePrice,
          sale_price_currency: "EUR",
          original_price: product.originalPrice,
          original_price_currency: "EUR",
          target_sale_price: product.salePrice,
          target_sale_price_currency: params.target_currency ?? "USD",
          target_original_price: product.originalPrice,
          shop_id: 912345,
          shop_name: "Moto Visor Store",
          shop_url: "https://www.aliexpress.com/store/912345",
          ...(product.promotionLink ? { promotion_link: product.promotionLink } : {}),
        },
      ];
    });
    if (!found.length) return answer("aliexpress.affiliate.productdetail.get", undefined, 405, "No query results");
    return answer("aliexpress.affiliate.productdetail.get", {
      current_record_count: found.length,
      products: { product: found },
    });
  };

  const skuDetail = (params: Record<string, string>) => {
    const method = "aliexpress.affiliate.product.sku.detail.get";
    const product = products.get(params.product_id!);
    const wanted = params.sku_ids?.split(",");
    const skus = (product?.skus ?? []).filter(
      (sku) => (!wanted || wanted.includes(sku.skuId)) && sku.shipping[params.ship_to_country!],
    );
    if (!product || !skus.length) return answer(method, undefined, 405, "No query results");
    return answer(method, {
      ae_item_info: { title: product.title, store_name: "Moto Visor Store" },
      ae_item_sku_info: {
        traffic_sku_info_list: skus.map((sku) => {
          const delivery = sku.shipping[params.ship_to_country!]!;
          return {
            sku_id: sku.skuId,
            color: sku.color,
            size: sku.size ?? "",
            price_with_tax: sku.price,
            sale_price_with_tax: sku.salePrice,
            currency: params.target_currency,
            ship_to_country: params.ship_to_country,
            ...(params.need_deliver_info === "Yes"
              ? {
                  shipping_fees: delivery.fee,
                  min_delivery_days: delivery.minDays,
                  max_delivery_days: delivery.maxDays,
                  ship_from_country: "CN",
                }
              : {}),
          };
        }),
      },
    });
  };

  const linkGenerate = (params: Record<string, string>) =>
    answer("aliexpress.affiliate.link.generate", {
      total_result_count: 1,
      tracking_id: params.tracking_id,
      promotion_links: {
        promotion_link: params.source_values!.split(",").map((source) => ({
          promotion_link: `https://s.click.aliexpress.com/e/_${params.tracking_id}_${source.replace(/\D/g, "").slice(-6)}`,
          source_value: source,
        })),
      },
    });

  const handlers: Record<string, (params: Record<string, string>) => unknown> = {
    "aliexpress.affiliate.productdetail.get": productDetail,
    "aliexpress.affiliate.product.sku.detail.get": skuDetail,
    "aliexpress.affiliate.link.generate": linkGenerate,
  };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { "Content-Type": "application/json;charset=UTF-8" })
      .end(typeof body === "string" ? body : JSON.stringify(body));

  const server = createServer(async (req, res) => {
    const picture = req.url?.match(/^\/img\/([\w-]+)\.png$/);
    if (req.method === "GET" && picture) {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#5a6b7c" } })
        .png()
        .toBuffer();
      res.writeHead(200, { "Content-Type": "image/png" }).end(png);
      return;
    }
    if (req.method !== "POST" || req.url !== "/sync") return reply(res, 404, { error: "not found" });
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const { sign: signature, ...unsigned } = params;
    requests.push({ method: params.method ?? "", params: unsigned });
    const failure = failures.shift();
    if (failure === "hang") {
      hanging.add(res);
      return;
    }
    if (failure === "http-500") return reply(res, 500, "<html>Internal Server Error</html>");
    if (failure === "malformed") return reply(res, 200, '{"aliexpress_affiliate_productdetail_get_response": {');
    if (failure === "rate-limit") {
      return reply(
        res,
        200,
        errorAnswer("ApiCallLimit", "The request has exceeded the limit", {
          sub_code: "isp.call-limited",
          sub_msg: "Frequency of calls exceeds the limit",
        }),
      );
    }
    if (params.app_key !== appKey) return reply(res, 200, errorAnswer("InvalidAppKey", "Invalid app key"));
    if (params.sign_method !== "sha256" || !signature || signature !== sign(params, appSecret)) {
      return reply(
        res,
        200,
        errorAnswer("IncompleteSignature", "The request signature does not conform to platform standards"),
      );
    }
    if (Math.abs(Date.now() - Number(params.timestamp)) > 7_200_000) {
      return reply(
        res,
        200,
        errorAnswer("InvalidTimestamp", "The timestamp is not within 7200 seconds of the server's time"),
      );
    }
    const handler = handlers[params.method ?? ""];
    if (!handler)
      return reply(res, 200, errorAnswer("InvalidApiPath", "The specified API path or method could not be found"));
    const missing = (required[params.method!] ?? []).find((key) => !params[key]);
    if (failure === "invalid-parameter" || missing) {
      return reply(
        res,
        200,
        errorAnswer("41", "Invalid arguments", {
          sub_code: "isv.invalid-parameter",
          sub_msg: `${missing ?? "product_ids"} is invalid`,
        }),
      );
    }
    reply(res, 200, handler(params));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/sync`,
    origin,
    products,
    requests,
    /** The next requests fail this way, one each, in order. */
    failNext(failure: GatewayFailure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    /** Requests of one method made so far. */
    calls: (method: string) => requests.filter((r) => r.method === method),
    close() {
      for (const res of hanging) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AliExpressGateway = Awaited<ReturnType<typeof startAliExpressGateway>>;
