import { Hono } from "hono";
import { currentSitemapReport } from "~/features/dashboard/catalogue-checks.server";
import { validateLiveSitemap, type Fetcher } from "~/features/seo/sitemap-intelligence.server";
import type { AppEnv } from "../../context";

/**
 * /api/admin/sitemap-intelligence: the sitemap report, and a check of the live sitemap over HTTP at the
 * public origin (the server's own address when none is configured: never the request's Host, which would let a
 * request name what the server fetches). `fetch` is replaceable for tests.
 */
export function sitemapIntelligenceAdmin({
  publicOrigin,
  fetch: fetcher,
}: { publicOrigin?: string; fetch?: Fetcher } = {}) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await currentSitemapReport(c.var.database.db)))
    .post("/validate", async (c) => c.json(await validateLiveSitemap(publicOrigin ?? c.var.localOrigin, fetcher)));
}
