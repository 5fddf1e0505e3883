import { Hono } from "hono";
import { bulkOptimize, healthOverview, optimizeEntitySlug, slugAnalysis } from "~/features/seo/seo-slug.server";
import {
  bulkOptimizeRequestSchema,
  optimizeRequestSchema,
  slugAnalysisQuerySchema,
} from "~/features/seo/seo-slug.schema";
import type { AppEnv } from "../../context";
import { validJson, validQuery } from "../../validate";

/** /api/admin/seo-slug: the SEO slug tool (admin spec §7). */
export const seoSlugAdmin = new Hono<AppEnv>()
  .get("/health-overview", async (c) => c.json({ overview: await healthOverview(c.var.database.db) }))
  .get("/analysis", validQuery(slugAnalysisQuerySchema), async (c) =>
    c.json(await slugAnalysis(c.var.database.db, c.req.valid("query"))),
  )
  .post("/optimize", validJson(optimizeRequestSchema), async (c) =>
    c.json(await optimizeEntitySlug(c.var.database.db, c.req.valid("json"))),
  )
  .post("/bulk-optimize", validJson(bulkOptimizeRequestSchema), async (c) =>
    c.json(await bulkOptimize(c.var.database.db, c.req.valid("json"))),
  );
