import { Hono } from "hono";
import { languageQuerySchema, slugParamSchema } from "~/features/catalog/catalog.schema";
import { listHelmetBrands, listVisorsForHelmet } from "~/features/helmets/helmets.server";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";

/** Helmet brands and models with their visor counts, and the visors that fit one model (fitment). */
export const helmetsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const helmets = await listHelmetBrands(c.var.database.db);
    return c.json(
      helmets.map((b) => ({
        brand: b.name,
        brandSlug: b.slug,
        models: b.models.map((m) => ({ model: m.name, modelSlug: m.slug, visorCount: m.visorCount })),
      })),
    );
  })
  .get("/:brandSlug/:modelSlug/visors", async (c) => {
    const { lang } = parseOr400(languageQuerySchema, c.req.query());
    const brandSlug = parseOr400(slugParamSchema, c.req.param("brandSlug"));
    const modelSlug = parseOr400(slugParamSchema, c.req.param("modelSlug"));
    return c.json(await listVisorsForHelmet(c.var.database.db, lang, brandSlug, modelSlug));
  });
