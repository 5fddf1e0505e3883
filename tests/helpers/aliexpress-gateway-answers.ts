import { randomUUID } from "node:crypto";

/**
 * The stand-in gateway's answers, in the shapes of the AliExpress Affiliate API reference
 * (docs/decisions/0022-marketplace-sync.md). Lists are wrapped in an object of one list, as the gateway's
 * non-simplified JSON does (`products: { product: [...] }`), or bare when the request asked `simplify=true`.
 */
export interface GatewaySku {
  skuId: string;
  color: string;
  size?: string;
  /** Attribute name → value; the colour (and size) when left out. */
  properties?: Record<string, string>;
  /** Before and after the seller's discount, tax included. */
  price: string;
  salePrice: string;
  /** Delivery per ship-to country; a country left out is not delivered to. */
  shipping: Record<string, { fee: string; minDays: number; maxDays: number }>;
  /** The variant's `ean_code`, as the seller typed it (left out: the field is absent). */
  eanCode?: string;
}

export interface GatewayProduct {
  title: string;
  /** In euros; the answer's USD `sale_price` is derived from it. */
  salePrice: string;
  originalPrice: string;
  /** Picture names served by the stand-in (`/img/{name}.png`), the main one first. */
  pictures: string[];
  promotionLink?: string;
  shopName?: string;
  /** The product's `ean_code`, as the seller typed it (left out: the field is absent). */
  eanCode?: string;
  /** Countries productdetail.get returns the product for (`country`); every one when left out. */
  countries?: string[];
  skus: GatewaySku[];
}

/** An affiliate order as order.listbyindex gives it: the documented snake_case fields, amounts in cents. */
export interface GatewayOrder {
  order_id: string;
  sub_order_id: string;
  order_status: string;
  /** "yyyy-MM-dd HH:mm:ss"; which one a query filters on follows its `time_type`. */
  paid_time?: string;
  finished_time?: string;
  completed_settlement_time?: string;
  [field: string]: unknown;
}

const requestId = () => randomUUID().replaceAll("-", "").slice(0, 13);
const skuMethod = "aliexpress.affiliate.product.sku.detail.get";

export const errorAnswer = (code: string, msg: string, sub: { sub_code?: string; sub_msg?: string } = {}) => ({
  error_response: { code, msg, ...sub, request_id: requestId() },
});

/**
 * `<method>_response` with `resp_result { resp_code, resp_msg, result }`; product.sku.detail.get's with
 * `result { result, code, success }` instead, as its reference page shows.
 */
export function answer(method: string, result: unknown, code = 200, msg = "Call succeeds") {
  const body =
    method === skuMethod
      ? { result: code === 200 ? { result, code, success: true } : { code, success: false, msg } }
      : { resp_result: code === 200 ? { resp_code: code, resp_msg: msg, result } : { resp_code: code, resp_msg: msg } };
  return { [`${method.replaceAll(".", "_")}_response`]: { ...body, request_id: requestId() } };
}

const listed = (name: string, list: unknown[], bare: boolean) => (bare ? list : { [name]: list });
const usd = (euros: string) => (Number(euros) * 1.08).toFixed(2);

export function productDetail(
  products: Map<string, GatewayProduct>,
  params: Record<string, string>,
  bare: boolean,
  origin: string,
) {
  const found = params.product_ids!.split(",").flatMap((id) => {
    const product = products.get(id);
    if (!product || (params.country && product.countries && !product.countries.includes(params.country))) return [];
    const pictures = product.pictures.map((name) => `${origin}/img/${name}.png`);
    return [
      {
        product_id: Number(id),
        product_title: product.title,
        product_detail_url: `https://www.aliexpress.com/item/${id}.html`,
        product_main_image_url: pictures[0] ?? "",
        // The gallery repeats the main picture, as AliExpress's does.
        product_small_image_urls: listed("string", pictures, bare),
        sale_price: usd(product.salePrice),
        sale_price_currency: "USD",
        original_price: usd(product.originalPrice),
        original_price_currency: "USD",
        target_sale_price: product.salePrice,
        target_sale_price_currency: params.target_currency ?? "USD",
        target_original_price: product.originalPrice,
        target_original_price_currency: params.target_currency ?? "USD",
        shop_id: 912345,
        shop_name: product.shopName ?? "Moto Visor Store",
        shop_url: "https://www.aliexpress.com/store/912345",
        ...(product.promotionLink ? { promotion_link: product.promotionLink } : {}),
        ...(product.eanCode !== undefined ? { ean_code: product.eanCode } : {}),
      },
    ];
  });
  // A product AliExpress does not return (delisted, no commission, not sold to the country) is simply absent.
  return answer("aliexpress.affiliate.productdetail.get", {
    current_record_count: found.length,
    products: listed("product", found, bare),
  });
}

export function skuDetail(products: Map<string, GatewayProduct>, params: Record<string, string>, bare: boolean) {
  const product = products.get(params.product_id!);
  const wanted = params.sku_ids?.split(",");
  if (wanted && wanted.length > 20) throw new Error("sku_ids cannot hold more than 20 SKU ids");
  const country = params.ship_to_country!;
  const skus = (product?.skus ?? []).filter((sku) => (!wanted || wanted.includes(sku.skuId)) && sku.shipping[country]);
  if (!product || !skus.length) return answer(skuMethod, undefined, 405, "No query results");
  const list = skus.map((sku) => {
    const delivery = sku.shipping[country]!;
    return {
      sku_id: Number(sku.skuId),
      color: sku.color,
      size: sku.size ?? "",
      sku_properties: JSON.stringify([sku.properties ?? { Color: sku.color, ...(sku.size ? { Size: sku.size } : {}) }]),
      price_with_tax: sku.price,
      sale_price_with_tax: sku.salePrice,
      currency: params.target_currency,
      tax_rate: "0.23",
      ...(sku.eanCode !== undefined ? { ean_code: sku.eanCode } : {}),
      ...(params.need_deliver_info === "Yes"
        ? {
            shipping_fees: delivery.fee,
            min_delivery_days: String(delivery.minDays),
            max_delivery_days: String(delivery.maxDays),
            delivery_days: String(delivery.maxDays),
            ship_from_country: "CN",
          }
        : {}),
    };
  });
  return answer(skuMethod, {
    ae_item_info: {
      product_id: params.product_id,
      title: product.title,
      en_title: product.title,
      original_link: `https://www.aliexpress.com/item/${params.product_id}.html`,
      store_name: product.shopName ?? "Moto Visor Store",
    },
    // Seen live wrapped in `traffic_sku_info_list`; the reference page shows a bare list (what simplify gives here).
    ae_item_sku_info: bare ? list : { traffic_sku_info_list: list },
  });
}

export function linkGenerate(params: Record<string, string>, bare: boolean) {
  if (!["0", "1", "2"].includes(params.promotion_link_type!)) throw new Error("promotion_link_type is invalid");
  const links = params.source_values!.split(",").map((source) =>
    /^https:\/\/([\w-]+\.)*aliexpress\.(com|us)\//.test(source)
      ? {
          promotion_link: `https://s.click.aliexpress.com/e/_${params.tracking_id}_${source.replace(/\D/g, "").slice(-6)}`,
          source_value: source,
        }
      : { source_value: source, message: "The source value is not an AliExpress address" },
  );
  return answer("aliexpress.affiliate.link.generate", {
    total_result_count: links.filter((link) => link.promotion_link).length,
    tracking_id: params.tracking_id,
    promotion_links: listed("promotion_link", links, bare),
  });
}

const timeFields: Record<string, "paid_time" | "finished_time" | "completed_settlement_time"> = {
  "Payment Completed Time": "paid_time",
  "Buyer Confirmed Receipt Time": "finished_time",
  "Completed Settlement Time": "completed_settlement_time",
};
const dateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const dayMs = 86_400_000;
/** The cursor of the order at `position` in the stand-in's list: opaque to the client, ordered here. */
const indexOf = (position: number) => String(7_000_000 + position);

/**
 * Orders of `status` whose `time_type` time is within [start_time, end_time], `page_size` (20 unless said, at most
 * 50) at a time after `start_query_index_id` (the previous page's `max_query_index_id`); past the last: 405.
 */
export function orderListByIndex(orders: GatewayOrder[], params: Record<string, string>, bare: boolean) {
  const method = "aliexpress.affiliate.order.listbyindex";
  const field = timeFields[params.time_type ?? "Payment Completed Time"];
  if (!field) throw new Error("time_type is invalid");
  const { start_time: start, end_time: end } = params;
  if (!dateTime.test(start!) || !dateTime.test(end!) || end! < start!)
    throw new Error("start_time or end_time is invalid");
  // A window of more than 90 days is refused (reported by a product built on this API).
  if (Date.parse(`${end!.replace(" ", "T")}Z`) - Date.parse(`${start!.replace(" ", "T")}Z`) > 90 * dayMs) {
    throw new Error("The query time range cannot exceed 90 days");
  }
  const after = params.start_query_index_id ? Number(params.start_query_index_id) : -Infinity;
  if (Number.isNaN(after)) throw new Error("start_query_index_id is invalid");
  const size = Math.min(Math.max(Number(params.page_size) || 20, 1), 50);
  const wanted = params.fields?.split(",").filter(Boolean);
  const page = orders
    .map((order, position) => ({ order, index: indexOf(position) }))
    .filter(({ order, index }) => {
      const time = order[field];
      return order.order_status === params.status && !!time && time >= start! && time <= end! && Number(index) > after;
    })
    .slice(0, size);
  if (!page.length) return answer(method, undefined, 405, "No query results");
  const shown = page.map(({ order }) =>
    wanted ? Object.fromEntries(Object.entries(order).filter(([name]) => wanted.includes(name))) : order,
  );
  return answer(method, {
    current_record_count: page.length,
    min_query_index_id: page[0]!.index,
    max_query_index_id: page.at(-1)!.index,
    orders: listed("order", shown, bare),
  });
}
