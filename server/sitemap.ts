import { Hono } from "hono";
import { listActiveLanguages } from "~/features/languages/languages.server";
import { listSitemapEntries, renderRobots, renderSitemap } from "~/features/seo/sitemap.server";
import type { AppEnv } from "./context";

/** /sitemap.xml and /robots.txt, for the public origin when configured. */
export function sitemapRoutes(publicOrigin?: string) {
  const originOf = (url: string) => publicOrigin ?? new URL(url).origin;
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const { db } = c.var.database;
      const [entries, enabled] = await Promise.all([listSitemapEntries(db), listActiveLanguages(db)]);
      const xml = renderSitemap(
        entries,
        originOf(c.req.url),
        enabled.map((l) => l.code),
      );
      return c.body(xml, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
    })
    .get("/robots.txt", (c) =>
      c.text(renderRobots(originOf(c.req.url)), 200, { "Cache-Control": "public, max-age=86400" }),
    );
}
