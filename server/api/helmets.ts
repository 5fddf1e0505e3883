import { Hono } from "hono";
import { languageQuerySchema, slugParamSchema } from "~/features/catalog/catalog.schema";
import { findHelmet } from "~/features/fitment/helmets";
import { findRenamedHelmet, listHelmetBrands, listVisorsForHelmet } from "~/features/helmets/helmets.server";
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
    const { db } = c.var.database;
    const helmets = await listHelmetBrands(db);
    if (!findHelmet(helmets, brandSlug, modelSlug)) {
      const renamed = await findRenamedHelmet(db, helmets, brandSlug, modelSlug);
      if (renamed) {
        const query = new URL(c.req.url).search;
        return c.redirect(`/api/helmets/${brandSlug}/${renamed.model.slug}/visors${query}`, 301);
      }
    }
    return c.json(await listVisorsForHelmet(db, lang, brandSlug, modelSlug));
  });
