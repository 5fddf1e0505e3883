import { Hono, type Context } from "hono";
import { listActiveLanguages } from "~/features/languages/languages.server";
import {
  listSitemapEntries,
  renderRobots,
  renderSitemapIndex,
  sitemapPieces,
  sitemapUrlsPerFile,
  splitSitemap,
} from "~/features/seo/sitemap.server";
import { nextTurn } from "~/lib/in-turns";
import type { AppEnv } from "./context";

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** The pieces of `text` as a byte stream, with a turn of the event loop before each: other requests pass between. */
function inTurns(text: Iterator<string>) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await nextTurn();
      const next = text.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

/**
 * /sitemap.xml (an index), its files /sitemap-{pages|products}-{n}.xml and /robots.txt, for the public origin when
 * configured. Each file holds at most `urlsPerFile` URLs (the protocol's limits: docs/decisions/0024).
 */
export function sitemapRoutes(publicOrigin?: string, urlsPerFile = sitemapUrlsPerFile) {
  const originOf = (url: string) => publicOrigin ?? new URL(url).origin;
  const files = async (c: Context<AppEnv>) => {
    const { db } = c.var.database;
    const [entries, enabled] = await Promise.all([listSitemapEntries(db), listActiveLanguages(db)]);
    const codes = enabled.map((l) => l.code);
    return { codes, files: splitSitemap(entries, codes.length, urlsPerFile) };
  };
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) =>
      c.body(renderSitemapIndex((await files(c)).files, originOf(c.req.url)), 200, xmlHeaders),
    )
    .get("/:name{sitemap-[a-z]+-[0-9]+\\.xml}", async (c) => {
      const { codes, files: all } = await files(c);
      const file = all.find((f) => f.name === c.req.param("name"));
      if (!file) return c.json({ error: "No such sitemap file: /sitemap.xml lists them" }, 404);
      return c.body(inTurns(sitemapPieces(file.entries, originOf(c.req.url), codes)), 200, xmlHeaders);
    })
    .get("/robots.txt", (c) =>
      c.text(renderRobots(originOf(c.req.url)), 200, { "Cache-Control": "public, max-age=86400" }),
    );
}
