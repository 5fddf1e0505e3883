import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  assertProductVisible,
  getStorefrontProduct,
  getStorefrontProductBySlug,
  listProductImages,
  listProductsByFlag,
  listProductTranslations,
  listStorefrontProducts,
  searchStorefrontProducts,
} from "~/features/catalog/catalog.service.server";
import {
  idSchema,
  languageQuerySchema,
  languageSchema,
  productListFlags,
  productPageSchema,
  searchQuerySchema,
  slugParamSchema,
} from "~/features/catalog/catalog.schema";
import { findStorefrontCategoryBySlug, listCategoryProducts } from "~/features/categories/categories.service.server";
import { priceHistoryOf } from "~/features/prices/index.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";

const pagedListQuery = languageQuerySchema.extend(productPageSchema.shape);

/** A page of a list; a full one says where the next begins (`Link: <…>; rel="next"`). */
function listPage<T>(c: Context<AppEnv>, items: T[], { limit, offset }: { limit: number; offset: number }) {
  if (items.length === limit) {
    const next = new URL(c.req.url);
    next.searchParams.set("offset", String(offset + limit));
    c.header("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return c.json(items);
}

export const productsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { lang, ...page } = parseOr400(pagedListQuery, c.req.query());
    return listPage(c, await listStorefrontProducts(c.var.database.db, lang, page), page);
  })
  .get("/search", async (c) => {
    // Paged like the lists: a broad word at 10,000 products answered 15 MB (issue 20).
    const { lang, q, ...page } = parseOr400(pagedListQuery.extend({ q: searchQuerySchema }), c.req.query());
    return listPage(c, await searchStorefrontProducts(c.var.database.db, lang, q, page), page);
  })
  .get("/category/:slug", async (c) => {
    const { lang } = parseOr400(languageQuerySchema, c.req.query());
    const slug = parseOr400(slugParamSchema, c.req.param("slug"));
    const { db } = c.var.database;
    const { category } = await findStorefrontCategoryBySlug(db, lang, slug);
    return c.json(await listCategoryProducts(db, lang, category.id));
  })
  .get("/by-localized-slug/:lang/:slug", async (c) => {
    const lang = parseOr400(languageSchema, c.req.param("lang"));
    const slug = parseOr400(slugParamSchema, c.req.param("slug"));
    return c.json(await getStorefrontProductBySlug(c.var.database.db, lang, slug));
  })
  .get("/:id{[0-9]+}/translations", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    return c.json(await listProductTranslations(c.var.database.db, id));
  })
  .get("/:id{[0-9]+}/price-history", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const { db } = c.var.database;
    await assertProductVisible(db, id);
    // Every change of price or availability, oldest first: each row holds until the next (issue 30).
    const history = await priceHistoryOf(db, id, null);
    return c.json(
      history.map((row) => ({ date: row.recordedAt.toISOString(), price: row.price, available: row.available })),
    );
  })
  .get("/:id{[0-9]+}/images", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const { include } = parseOr400(
      z.object({ include: z.literal("data", { error: "include may only be 'data'" }).optional() }),
      c.req.query(),
    );
    return c.json(await listProductImages(c.var.database.db, id, include === "data"));
  })
  .get("/:id{[0-9]+}", async (c) => {
    const { lang } = parseOr400(languageQuerySchema, c.req.query());
    const id = parseOr400(idSchema, c.req.param("id"));
    return c.json(await getStorefrontProduct(c.var.database.db, lang, id));
  })
  .get("/:flag", async (c) => {
    const flag = c.req.param("flag");
    if (!(productListFlags as readonly string[]).includes(flag)) throw new InvalidError("Invalid product id");
    const { lang, ...page } = parseOr400(pagedListQuery, c.req.query());
    const items = await listProductsByFlag(c.var.database.db, lang, flag as (typeof productListFlags)[number], page);
    return listPage(c, items, page);
  })
  .get("/:id/*", () => {
    throw new InvalidError("Invalid product id");
  });
