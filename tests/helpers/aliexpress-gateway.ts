import { createHmac } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { createAliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import {
  answer,
  errorAnswer,
  linkGenerate,
  orderListByIndex,
  productDetail,
  skuDetail,
  type GatewayOrder,
  type GatewayProduct,
  type GatewaySku,
} from "./aliexpress-gateway-answers";

export type { GatewayOrder, GatewayProduct, GatewaySku } from "./aliexpress-gateway-answers";

/** How the next request fails, when a test says so. */
export type GatewayFailure =
  /** `ApiCallLimit`, no ban said. */
  | "rate-limit"
  /** `ApiCallLimit` with a ban of an hour: not worth waiting for. */
  | "ban"
  | "http-500"
  /** The request is read and never answered. */
  | "hang"
  /** Cut-off JSON. */
  | "malformed"
  /** `isv.invalid-parameter`, whatever was sent. */
  | "invalid-parameter"
  /** The method's own "No query results" (405). */
  | "no-results"
  /** "No query results" as a remote-service error (`error_response` code 15, sub-code 405), as seen live. */
  | "remote-no-results";

export interface GatewayRequest {
  method: string;
  /** Everything sent but the signature. */
  params: Record<string, string>;
  contentType: string;
  /** Whether the signature matched the one the stand-in computed with the app secret. */
  signatureValid: boolean;
}

/** A test's own answer, made from what was sent (signature included); an object is sent as JSON. */
type Queued = GatewayFailure | { status: number; make: (sent: Record<string, string>) => unknown };

/** The documented signature: HMAC-SHA256 over the sorted names and values, upper-case hex. Written apart from the
 * client's on purpose, so a mistake in one is caught by the other. */
function expectedSignature(params: Record<string, string>, secret: string) {
  const names = Object.keys(params).filter((name) => name !== "sign");
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hmac = createHmac("sha256", secret);
  for (const name of names) hmac.update(name + params[name]);
  return hmac.digest("hex").toUpperCase();
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** What each method needs (its documented required parameters; productdetail's id, which it cannot do without). */
const required: Record<string, string[]> = {
  "aliexpress.affiliate.productdetail.get": ["product_ids"],
  "aliexpress.affiliate.product.sku.detail.get": [
    "product_id",
    "ship_to_country",
    "target_currency",
    "target_language",
  ],
  "aliexpress.affiliate.link.generate": ["promotion_link_type", "source_values", "tracking_id"],
  "aliexpress.affiliate.order.listbyindex": ["start_time", "end_time", "status"],
};

const invalidParameter = (what: string) =>
  errorAnswer("50", "Remote service error", { sub_code: "isv.invalid-parameter", sub_msg: what });
const limited = (seconds?: number) =>
  errorAnswer("ApiCallLimit", "The request has exceeded the limit.", {
    ...(seconds ? { sub_msg: `This ban will last for ${seconds} more seconds` } : {}),
  });

/**
 * A stand-in for the AliExpress Affiliate Open API gateway (`POST /sync`), speaking its documented protocol over a
 * real socket (docs/decisions/0022-marketplace-sync.md): it checks the app key, recomputes every request's
 * HMAC-SHA256 signature with the app secret and refuses a wrong or missing one with the documented `error_response`,
 * refuses a timestamp more than 7,200 s off, and answers `productdetail.get`, `product.sku.detail.get` (delivery per
 * ship-to country), `link.generate` and `order.listbyindex` (cursor paging) in the documented shapes from what a test
 * sets. It serves the products' pictures, can be told to answer rate limits, 5xx, silence, bad JSON, "no results"
 * or parameter errors, and records every request (method and parameters, without the signature).
 */
export async function startAliExpressGateway({
  appKey,
  appSecret,
  simplify = false,
}: {
  appKey: string;
  appSecret: string;
  /** Answer bare lists to every request, as if each had sent `simplify=true` (each that does gets them anyway). */
  simplify?: boolean;
}) {
  const products = new Map<string, GatewayProduct>();
  const orders: GatewayOrder[] = [];
  const requests: GatewayRequest[] = [];
  const queued: Queued[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = "";

  const handlers: Record<string, (params: Record<string, string>, bare: boolean) => unknown> = {
    "aliexpress.affiliate.productdetail.get": (params, bare) => productDetail(products, params, bare, origin),
    "aliexpress.affiliate.product.sku.detail.get": (params, bare) => skuDetail(products, params, bare),
    "aliexpress.affiliate.link.generate": linkGenerate,
    "aliexpress.affiliate.order.listbyindex": (params, bare) => orderListByIndex(orders, params, bare),
  };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { "Content-Type": "application/json;charset=UTF-8" })
      .end(typeof body === "string" ? body : JSON.stringify(body));

  /** Answers with a failure a test asked for, if any; false: go on with the checks. */
  function fail(next: Queued | undefined, sent: Record<string, string>, res: ServerResponse) {
    if (next === undefined) return false;
    const method = sent.method ?? "";
    if (typeof next === "object") reply(res, next.status, next.make(sent));
    else if (next === "hang") hanging.add(res);
    else if (next === "http-500")
      res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal Server Error</h1>");
    else if (next === "malformed") reply(res, 200, `{"${method.replaceAll(".", "_")}_response": {"resp_result": {`);
    else if (next === "rate-limit") reply(res, 200, limited());
    else if (next === "ban") reply(res, 200, limited(3600));
    else if (next === "invalid-parameter") reply(res, 200, invalidParameter("The input parameter is invalid"));
    else if (next === "no-results") reply(res, 200, answer(method, undefined, 405, "No query results"));
    else reply(res, 200, errorAnswer("15", "Remote service error", { sub_code: "405", sub_msg: "No query results" }));
    return true;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const picture = url.pathname.match(/^\/img\/([\w-]+)\.png$/);
    if (req.method === "GET" && picture) {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#5a6b7c" } })
        .png()
        .toBuffer();
      res.writeHead(200, { "Content-Type": "image/png" }).end(png);
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/sync") return reply(res, 404, { error: "not found" });
    // SDKs send the system parameters in the query string or the body: both are signed alike.
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(await readBody(req))),
    };
    const { sign: signature, ...unsigned } = params;
    const method = params.method ?? "";
    const signatureValid =
      params.sign_method === "sha256" && !!signature && signature === expectedSignature(params, appSecret);
    requests.push({ method, params: unsigned, contentType: req.headers["content-type"] ?? "", signatureValid });
    if (fail(queued.shift(), params, res)) return;

    if (params.app_key !== appKey)
      return reply(res, 200, errorAnswer("InvalidAppKey", "The specified App Key is invalid"));
    if (!signatureValid) {
      return reply(
        res,
        200,
        errorAnswer("IncompleteSignature", "The request signature does not conform to platform standards"),
      );
    }
    if (!(Math.abs(Date.now() - Number(params.timestamp)) <= 7_200_000)) {
      return reply(res, 200, errorAnswer("InvalidTimestamp", "The timestamp is more than 7200 seconds away from UTC"));
    }
    const handler = handlers[method];
    if (!handler) {
      return reply(res, 200, errorAnswer("InvalidApiPath", "The specified API path or method could not be found"));
    }
    const missing = required[method]!.find((name) => !params[name]);
    if (missing) return reply(res, 200, invalidParameter(`The input parameter ${missing} is missing`));
    try {
      reply(res, 200, handler(params, simplify || params.simplify === "true"));
    } catch (error) {
      // A handler throws its parameter error as the message it gives.
      reply(res, 200, invalidParameter(error instanceof Error ? error.message : String(error)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/sync`,
    origin,
    /** Product id → what productdetail.get and product.sku.detail.get answer for it; absent: "No query results". */
    products,
    setProduct: (id: string, product: GatewayProduct) => void products.set(id, product),
    removeProduct: (id: string) => void products.delete(id),
    /** Replaces a product's SKUs. */
    setSkus(id: string, skus: GatewaySku[]) {
      const product = products.get(id);
      if (!product) throw new Error(`No product ${id} in the stand-in`);
      product.skus = skus;
    },
    /** The affiliate orders order.listbyindex pages through, in their index order. */
    orders,
    setOrders: (list: GatewayOrder[]) => void orders.splice(0, orders.length, ...list),
    requests,
    /** Requests of one method made so far. */
    calls: (method: string) => requests.filter((r) => r.method === method),
    /** The next `times` requests fail this way, one each, in order after any already asked for. */
    failNext(kind: GatewayFailure, times = 1) {
      for (let i = 0; i < times; i++) queued.push(kind);
    },
    /** The next request gets exactly this answer (an object is sent as JSON). */
    answerNext(body: unknown, status = 200) {
      queued.push({ status, make: () => body });
    },
    /** The next request gets the answer `make` gives from what it sent, its signature included. */
    answerWith(make: (sent: Record<string, string>) => unknown, status = 200) {
      queued.push({ status, make });
    },
    close() {
      for (const res of hanging) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AliExpressGateway = Awaited<ReturnType<typeof startAliExpressGateway>>;

/**
 * A stand-in gateway for a test file (started before its tests, closed after them), and the marketplace client a
 * test app uses to reach it: quick backoff, and loopback allowed, since the stand-in is on this machine.
 */
export function setupAliExpressGateway(keys: { appKey: string; appSecret: string }, trackingId = "zg-pt") {
  const stand = { gateway: undefined as unknown as AliExpressGateway };
  beforeAll(async () => {
    stand.gateway = await startAliExpressGateway(keys);
  });
  afterAll(() => stand.gateway.close());
  const client = () =>
    createAliExpressClient(
      { ...keys, trackingId, apiUrl: stand.gateway.url },
      { outgoing: { allowLoopback: true }, backoffMs: 5, timeoutMs: 1500, retries: 2 },
    );
  return { stand, client };
}
