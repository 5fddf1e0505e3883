import { productIsLive, categoryIsLive } from "#db/predicates";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { categories, helmetModels, productFits, productImages, products, productTranslations } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";

export type Errors = { error: string; fields?: Record<string, string> };

/**
 * The visor templates' API tests (admin-visor-templates-*.test.ts): the seeded app, a logged-in client,
 * a local web server for the templates' pictures, the AGV K6 template, and lookups of what generating made.
 */
export async function setupVisorTemplateTests() {
  /**
   * The pictures' web server: a PNG, a text file posing as a JPEG, a missing one, one over 10 MB, and a redirect
   * (`/to?u=`) anywhere. The app may reach this one origin on loopback and nothing else inside.
   */
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff5a1f" } })
    .png()
    .toBuffer();
  const pictureServer = createServer((req, res) => {
    if (req.url === "/visor.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(png);
    if (req.url === "/blue.jpg") return res.writeHead(200, { "Content-Type": "image/jpeg" }).end("not a picture");
    if (req.url?.startsWith("/to?")) {
      return res.writeHead(302, { Location: new URLSearchParams(req.url.slice(4)).get("u")! }).end();
    }
    if (req.url === "/huge.png") {
      return res
        .writeHead(200, { "Content-Type": "image/png" })
        .end(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, "127.0.0.1", resolve));
  const pictures = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => pictureServer.close(() => resolve())));

  const t = setupTestApp({ outgoing: { trustedOrigins: [pictures] } });
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminCookie(t.request);
  });

  const base = "/api/admin/visor-templates";
  const send = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const res = await t.request(`${base}${path}`, {
      method,
      headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** AGV K6: the demo catalogue already has its smoke visor ("Viseira AGV K6 fumada"). */
  const k6 = {
    helmetBrand: "agv",
    helmetModel: "K6",
    compatibleModels: ["K6S"],
    descriptionTemplate: "Viseira {color} para o {brand} {model}.",
    shortDescriptionTemplate: "A {color} do {model}.",
    baseAffiliateUrl: "https://s.click.aliexpress.com/e/_base",
    baseImageUrl: `${pictures}/visor.png`,
    customColors: ["Verde mate"],
    selectedColors: ["smoke", "dark", "blue-mirror", "Verde mate"],
    colorSettings: {
      smoke: { price: "29.90" },
      dark: { price: "34,90", discountPrice: "27.90", affiliateUrl: "https://s.click.aliexpress.com/e/_dark" },
      "blue-mirror": { price: "39.90", imageUrl: `${pictures}/blue.jpg` },
      "Verde mate": { price: "31" },
    },
  };

  const counts = async () => {
    const { db } = t.database;
    const [p] = await db.select({ n: count() }).from(products);
    const [c] = await db.select({ n: count() }).from(categories);
    const [tr] = await db.select({ n: count() }).from(productTranslations);
    return { products: p!.n, categories: c!.n, translations: tr!.n };
  };
  const liveCategory = async (slug: string) =>
    (
      await t.database.db
        .select()
        .from(categories)
        .where(and(eq(categories.slug, slug), categoryIsLive))
    )[0];
  const fitsOf = async (productId: number) =>
    (
      await t.database.db
        .select({ name: helmetModels.name })
        .from(productFits)
        .innerJoin(helmetModels, eq(helmetModels.id, productFits.helmetModelId))
        .where(eq(productFits.productId, productId))
        .orderBy(asc(helmetModels.sortOrder), asc(helmetModels.id))
    ).map((r) => r.name);
  const pictureCount = async (productId: number) =>
    t.database.db.$count(productImages, eq(productImages.productId, productId));
  const productBySlug = async (slug: string) =>
    (
      await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), productIsLive))
    )[0];

  return {
    t,
    cookie: () => cookie,
    pictures,
    base,
    send,
    k6,
    counts,
    liveCategory,
    fitsOf,
    pictureCount,
    productBySlug,
  };
}
