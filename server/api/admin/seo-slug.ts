import { Hono } from "hono";
import { bulkOptimize, healthOverview, optimizeEntitySlug, slugAnalysis } from "~/features/seo/seo-slug.server";
import {
  bulkOptimizeRequestSchema,
  optimizeRequestSchema,
  slugAnalysisQuerySchema,
} from "~/features/seo/seo-slug.schema";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

/** /api/admin/seo-slug: the SEO slug tool (admin spec §7). */
export const seoSlugAdmin = new Hono<AppEnv>()
  .get("/health-overview", async (c) => c.json({ overview: await healthOverview(c.var.database.db) }))
  .get("/analysis", async (c) =>
    c.json(await slugAnalysis(c.var.database.db, parseOr400(slugAnalysisQuerySchema, c.req.query()))),
  )
  .post("/optimize", async (c) => {
    const input = parseOr400(optimizeRequestSchema, await readJsonObject(c));
    return c.json(await optimizeEntitySlug(c.var.database.db, input));
  })
  .post("/bulk-optimize", async (c) => {
    const input = parseOr400(bulkOptimizeRequestSchema, await readJsonObject(c));
    return c.json(await bulkOptimize(c.var.database.db, input));
  });
