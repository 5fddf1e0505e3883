import { Hono } from "hono";
import { idSchema, languageQuerySchema, slugParamSchema } from "~/features/catalog/catalog.schema";
import {
  findStorefrontCategoryBySlug,
  listCategoryTranslations,
  listStorefrontCategories,
} from "~/features/categories/categories.service.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";

export const categoriesApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { lang } = parseOr400(languageQuerySchema, c.req.query());
    return c.json(await listStorefrontCategories(c.var.database.db, lang));
  })
  .get("/slug/:slug", async (c) => {
    const { lang } = parseOr400(languageQuerySchema, c.req.query());
    const slug = parseOr400(slugParamSchema, c.req.param("slug"));
    const found = await findStorefrontCategoryBySlug(c.var.database.db, lang, slug);
    return c.json(found.redirect ? found : found.category);
  })
  .get("/:id{[0-9]+}/translations", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    return c.json(await listCategoryTranslations(c.var.database.db, id));
  })
  .get("/:id/translations", () => {
    throw new InvalidError("Invalid category id");
  });
