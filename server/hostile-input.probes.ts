import { sql } from "drizzle-orm";
import type { Db } from "#db/client.server";

// What hostile-input.test.ts sends: hostile values, path parameters and bodies, a valid body per endpoint
// to mutate, and a count of the rows written, to prove a refused write stored nothing.

/** Values for a field of a JSON body, as JSON text (a value nested 5,000 deep cannot even be stringified). */
export const hostileValues = [
  ...[
    "nul\u0000x@example.com",
    "x\u0000",
    "\ud800",
    "\u202e\u{1F600}",
    "\r\nSet-Cookie: x=1",
    "javascript:alert(1)",
    "<script>alert(1)</script>",
    "x".repeat(5000),
    "__proto__",
    "constructor",
    "0x10",
    "1e1",
    2147483648,
    99999999999,
    1e308,
    -1,
    1.5,
    null,
    true,
    [],
    {},
  ].map((value) => JSON.stringify(value)),
  "[2147483648, 1]",
  '["\\u0000"]',
  '[{"__proto__":{}, "toString":1}]',
  '{"__proto__":{"polluted":1},"toString":1}',
  '{"constructor":{"prototype":{"polluted":1}},"hasOwnProperty":1}',
  "[".repeat(5000) + "]".repeat(5000),
];

/** Names an object answers from its prototype: a lookup keyed by input must not find them. */
export const prototypeKeys = ["__proto__", "constructor", "toString", "hasOwnProperty"];
/** Control characters, URL-encoded: no address of the site has one. */
export const controlCharacters = ["%09", "%0a"];

/** Values for a path parameter, already URL-encoded. */
export const hostileParams = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "%0d%0a",
  "..%2F..%2Fetc",
  "%",
  "99999999999",
  "2147483648",
  "-1",
  "0",
  "1e308",
  "x".repeat(300),
  ...prototypeKeys,
  ...controlCharacters,
];

/**
 * Ids that `Number()` reads as a valid one ("0x10" is 16): an id is decimal digits only, so each must be refused
 * with a 4xx, never act on a row (`DELETE /api/admin/products/0x10` deleted product 16; issue 29).
 */
export const lenientIds = ["0x10", "0X1", "1e1", "+1", "%201", "1%20", "1.0", "0b1", "0o1", "1_0"];
export const isIdParam = (name: string) => name === "id" || name.endsWith("Id");

/** Whole bodies that are not the JSON object an endpoint expects. */
export const hostileBodies: { contentType: string; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '"text"' },
  { contentType: "application/json", body: "[".repeat(20_000) },
  { contentType: "application/json", body: '{"a":"\\u0000"}' },
  { contentType: "application/json", body: '{"\\u0000":1}' },
  { contentType: "application/json", body: '{"x":"\\ud800"}' },
  { contentType: "application/x-www-form-urlencoded", body: "email=a%00b%40example.com&locale=pt" },
  { contentType: "multipart/form-data; boundary=x", body: "--x\r\nContent-Disposition: form-data; name=" },
  { contentType: "text/plain", body: "\u0000\u0001" },
  { contentType: "application/octet-stream", body: "\u00ff\u00fe" },
];

export interface Ids {
  product: number;
  category: number;
  brand: number;
  tag: number;
  menu: number;
  visorRequest: number;
  subscriber: number;
  image: number;
  brandAsset: number;
  helmetBrand: number;
  helmetModel: number;
  issue: number;
  outbox: number;
}

/** A valid value for each path parameter, so a hostile body reaches the code behind the id. */
export const validParam = (name: string, ids: Ids, path: string) => {
  if (name === "id" || name === "productId") {
    if (path.includes("/categories")) return String(ids.category);
    if (path.includes("/brands") && !path.includes("brand-assets")) return String(ids.brand);
    if (path.includes("/brand-assets")) return String(ids.brandAsset);
    if (path.includes("/tags")) return String(ids.tag);
    if (path.includes("/menu")) return String(ids.menu);
    if (path.includes("/visor-requests")) return String(ids.visorRequest);
    if (path.includes("/newsletters")) return String(ids.subscriber);
    if (path.includes("/helmet-models")) return String(ids.helmetModel);
    if (path.includes("/newsletter-issues")) return String(ids.issue);
    if (path.includes("/mail/")) return String(ids.outbox);
    return String(ids.product);
  }
  if (name === "imageId") return String(ids.image);
  if (name === "key") return "translate";
  if (name === "name" && path.includes("sitemap-")) return "sitemap-pages-1.xml";
  if (name === "name") return "fuzz-template";
  if (name === "code") return "en";
  if (name === "entity") return "product";
  if (name === "language") return "en";
  return "1";
};

/** A valid body of each endpoint that reads one, mutated one field at a time. */
export const sampleBodies = (ids: Ids): Record<string, Record<string, unknown>> => {
  const product = {
    name: "Fuzz visor",
    slug: "",
    description: "d",
    type: "visor",
    brandId: ids.brand,
    categoryId: ids.category,
    price: "29.90",
    stock: 3,
    specifications: { Cor: "fumada" },
    tags: ["fuzz"],
    fits: [{ helmetModelId: ids.helmetModel, note: "XS–M", noteTranslations: { en: "XS–M" } }],
    visor: { makerKind: "aftermarket", maker: "Fuzz", partCode: "F-1", tint: "smoke", lightTransmission: 50 },
  };
  const issue = {
    subject: "Fuzz issue",
    body: "Text",
    productIds: [ids.product],
    translations: { en: { subject: "Fuzz", body: "Text" } },
  };
  const template = {
    helmetBrand: "AGV",
    helmetModel: "K6",
    compatibleModels: ["K6S"],
    descriptionTemplate: "{brand} {model} {color}",
    selectedColors: ["dark"],
    colorSettings: { dark: { price: "20" } },
    customColors: [],
  };
  return {
    "POST /api/newsletter/subscribe": {
      email: "fuzz@example.com",
      locale: "pt",
      pageUrl: "/pt",
      source: "newsletter-visor-demand",
    },
    "POST /api/visor-request": {
      email: "fuzz@example.com",
      helmetBrand: "AGV",
      helmetModel: "K6",
      visorType: "transparente",
      locale: "pt",
      pageUrl: "/pt",
      sourceType: "visor-request-category",
      status: "pending",
    },
    "POST /api/stock-request": { email: "fuzz@example.com", locale: "pt", productId: ids.product, pageUrl: "/pt" },
    "POST /api/price-alert": { email: "fuzz@example.com", locale: "pt", productId: ids.product, targetPrice: "1.00" },
    "POST /api/affiliate/track": { productId: ids.product, locale: "pt" },
    // A form post: its JSON variants are refused like any body that is not its form.
    "POST /my-helmet": { model: String(ids.helmetModel), return: "/pt/" },
    "POST /delivery-country": { country: "ES", return: "/pt/" },
    "POST /api/admin/login": { password: "not the password", code: "123456" },
    "PUT /api/admin/ai-prompts/:key": { template: "Translate {{text}} to {{language}}" },
    "POST /api/admin/ai-prompts/:key/preview": { template: "{{text}}", productId: ids.product, field: "name" },
    "POST /api/admin/brands": { name: "Fuzz brand", kind: "gear", websiteUrl: "https://example.com" },
    "PUT /api/admin/brands/:id": { name: "Fuzz brand 2", kind: "gear" },
    "POST /api/admin/categories": { name: "Fuzz category", parentId: ids.category, imageUrl: "/x.png" },
    "PUT /api/admin/categories/:id": { name: "Fuzz category 2", parentId: null, sortOrder: 1 },
    "PATCH /api/admin/categories/:id/parent": { parentId: ids.category },
    "PATCH /api/admin/languages/:code": { enabled: true },
    "POST /api/admin/helmet-models": { brandId: ids.helmetBrand, name: "Fuzz model" },
    "PATCH /api/admin/helmet-models/:id": { name: "Fuzz model 2", retired: false },
    "POST /api/admin/menu": { label: "Fuzz", labelTranslations: { en: "Fuzz" }, target: "products", parentId: null },
    "PUT /api/admin/menu/:id": { label: "Fuzz 2", labelTranslations: { fr: "F" }, target: "products" },
    "PUT /api/admin/menu/order": { parentId: null, ids: [ids.menu] },
    "POST /api/admin/products": product,
    "PUT /api/admin/products/:id": product,
    "PUT /api/admin/products/:id/images/order": { imageIds: [ids.image] },
    "PATCH /api/admin/products/:id/status": { status: "published" },
    "POST /api/admin/products/bulk": { action: "flag", flag: "isNew", value: true, ids: [ids.product] },
    "POST /api/admin/products/import": { csv: `id,updated_at,price\r\n${ids.product},x,1.00\r\n`, apply: false },
    "POST /api/admin/seo-slug/bulk-optimize": { language: "en", entityType: "product" },
    "POST /api/admin/seo-slug/optimize": { entityId: ids.product, entityType: "product", language: "en" },
    "POST /api/admin/tags": { name: "fuzz-tag" },
    "PUT /api/admin/tags/:id": { name: "fuzz-tag-2" },
    "POST /api/admin/totp/confirm": { code: "123456" },
    "POST /api/admin/totp/disable": { code: "123456" },
    "PUT /api/admin/translations/:entity/:id/:language": {
      name: "Fuzz",
      description: "",
      slug: "",
      source: "manual",
      specifications: { material: "Fuzz" },
    },
    "POST /api/admin/translations/ai/batch": { language: "en", entityType: "all", states: ["missing"] },
    "POST /api/admin/translations/ai/describe": { productId: ids.product },
    "POST /api/admin/translations/ai/entity": { entityType: "product", entityId: ids.product, language: "en" },
    "POST /api/admin/translations/ai/field": {
      entityType: "product",
      entityId: ids.product,
      language: "en",
      field: "name",
    },
    "POST /api/admin/url-fixer/fix-product-urls": { fixTypes: ["missing_slugs"] },
    "PATCH /api/admin/visor-requests/:id": { status: "processed" },
    "PUT /api/admin/visor-templates/:name": template,
    "POST /api/admin/visor-templates/category": { helmetBrand: "AGV", helmetModel: "K6" },
    "POST /api/admin/visor-templates/generate": template,
    "POST /api/admin/visor-templates/preview": template,
    "POST /api/admin/workflow/products/batch-initialize": { productIds: [ids.product] },
    "POST /api/admin/backup/restore": { format: "zeros-garage-backup", version: 1, tables: {} },
    "POST /api/admin/backup/restore/preview": { format: "zeros-garage-backup", version: 1, tables: {} },
    "POST /api/admin/newsletter-issues": issue,
    "PUT /api/admin/newsletter-issues/:id": issue,
    "POST /api/admin/newsletter-issues/:id/test": { email: "fuzz@example.com", language: "en" },
    "POST /api/admin/newsletter-issues/:id/translate": { languages: ["en"] },
    "PUT /api/admin/products/:id/pricing": { price: "29.90", originalPrice: "34.50", stock: 3 },
    "PUT /api/admin/link-health/settings": { unavailableWhenBroken: true },
    "PUT /api/admin/mail/digest": { frequency: "daily", recipient: "fuzz@example.com", language: "en" },
  };
};

/** Writes that take no body: only their path parameters are hostile (a valid id would really delete). */
export const skipped = new Set([
  "POST /api/admin/logout", // would end the fuzzer's own session
  "POST /api/admin/sitemap-intelligence/validate", // requests the live site over the network
]);

/** Tables whose content changes by design on a refused request (counters, sessions, caches). */
const uncounted = new Set(["rate_limits", "login_attempts", "admin_sessions", "media_variants", "catalogue_version"]);

/**
 * Counts every row written (inserted, updated, deleted) in the other tables, in a table of its own:
 * transactional, so a write that was rolled back counts nothing. Reading it costs one tiny query.
 */
export async function countWrites(db: Db) {
  await db.execute(sql`create table fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`),
  );
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  for (const { table_name: name } of rows) {
    if (uncounted.has(name) || name === "fuzz_writes") continue;
    await db.execute(
      sql`create trigger fuzz_count after insert or update or delete on ${sql.identifier(name)} for each row execute function fuzz_count()`,
    );
  }
}

export const writesSoFar = async (db: Db) =>
  Number(((await db.execute(sql`select n from fuzz_writes`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

export interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Must be refused (4xx): a success would act on a row the request did not name. */
  refuse?: boolean;
}

/** Query parameters the GET endpoints read, each given every hostile value. */
export const queryNames = [
  "__proto__",
  "constructor",
  "lang",
  "q",
  "search",
  "categoryId",
  "brandId",
  "page",
  "pageSize",
  "limit",
  "entity",
  "language",
];
/** Slow whole-site reports that read no query: not worth 80 requests each. */
export const wholeSiteReports = new Set([
  "/api/admin/backup",
  "/api/admin/validation",
  "/api/admin/sitemap-intelligence",
]);
export const hostileQueries = [
  "%00",
  "%ED%A0%80x",
  "%0d%0a",
  "%",
  "99999999999",
  "-1",
  "1e308",
  "x".repeat(300),
  "__proto__",
  "constructor",
  "0x10",
];

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]!);

/**
 * Whether the route's pattern for parameter `name` (`:name{pattern}`) takes `value`: one it refuses never reaches
 * the route (another answers it), so it probes nothing there.
 */
export function reachesRoute(path: string, name: string, value: string) {
  const pattern = [...path.matchAll(/:(\w+)\{([^}]*)\}/g)].find((m) => m[1] === name)?.[2];
  return pattern === undefined || new RegExp(`^(?:${pattern})$`).test(value);
}
/** A route's key, its parameters' names, a valid value for each, and its valid body if it reads one. */
export function routeParts(
  route: { method: string; path: string },
  ids: Ids,
  samples: ReturnType<typeof sampleBodies>,
) {
  const names = paramNames(route.path);
  const key = `${route.method} ${route.path}`;
  const valid = Object.fromEntries(names.map((name) => [name, validParam(name, ids, route.path)]));
  return { key, names, valid, sample: samples[key] };
}

export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => values[name]!);
