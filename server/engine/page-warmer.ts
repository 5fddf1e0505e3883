import type { Db } from "#db/client.server";
import { readCatalogueVersion } from "#db/catalogue-cache.server";
import { databaseTrouble } from "#db/database-trouble";
import { logError } from "#db/log-error";
import { listActiveLanguages } from "~/features/languages/languages.server";
import { listSitemapEntries } from "~/features/seo/sitemap.server";
import { quietTurn } from "~/lib/in-turns";
import { maxCachedBytes, type PageCache } from "./page-cache";

/** Warming stops once the page cache holds this share of its bytes: the rest is for what visitors ask. */
export const warmShare = 0.9;

export interface PageWarmerOptions {
  db: Db;
  /** The app as a visitor reaches it: a warming request is rendered and kept like theirs. */
  fetch: (request: Request) => Promise<Response>;
  /** PUBLIC_ORIGIN: the origin every page names, so the pages kept are the ones visitors ask for. */
  origin: string;
  pageCache: PageCache;
  /** How often the catalogue version is looked at; a pass starts once it has stayed the same this long. */
  settleMs?: number;
  /** A pass also runs this often, for the pages dropped meanwhile (kept ten minutes past their minute at most). */
  passEveryMs?: number;
}

/**
 * Renders the site's pages into the page cache before anyone asks: when the server starts, once a catalogue
 * change has settled, and every few minutes. Pages go in the sitemap's order (the static pages, the categories,
 * then the products), in every language the site speaks, one at a time, each after a moment when no request is
 * being answered, until the cache holds `warmShare` of its bytes. A spike from a post, a newsletter or a crawler
 * then finds its pages kept instead of rendering hundreds at once, each reading the database afresh (issue 35,
 * decision 0017). A page already kept, even past its minute, is skipped: a visit refreshes it.
 * The requests say `Sec-Purpose: prefetch`, so no view is counted.
 */
export function startPageWarmer({
  db,
  fetch,
  origin,
  pageCache,
  settleMs = 5_000,
  passEveryMs = 5 * 60_000,
}: PageWarmerOptions) {
  let stopped = false;
  let seen: number | undefined;
  let warmed: number | undefined;
  let lastPass = 0;
  let passing: Promise<void> | undefined;

  async function pass(version: number) {
    const [entries, languages] = await Promise.all([listSitemapEntries(db), listActiveLanguages(db)]);
    for (const entry of entries) {
      for (const { code } of languages) {
        if (stopped || pageCache.keptBytes() >= warmShare * maxCachedBytes) return;
        // A page kept, even past its minute, is left to the visitors who keep it fresh.
        const url = origin + entry.paths[code];
        if (pageCache.keeps(url, version)) continue;
        await quietTurn();
        // A newer change: its own pass follows once it settles.
        if ((await readCatalogueVersion(db)) !== version) return;
        const response = await fetch(new Request(url, { headers: { "sec-purpose": "prefetch" } }));
        await response.body?.cancel();
      }
    }
  }

  async function lookAndPass() {
    const version = await readCatalogueVersion(db);
    const settled = version === seen;
    seen = version;
    if (!settled || (version === warmed && Date.now() - lastPass < passEveryMs)) return;
    warmed = version;
    lastPass = Date.now();
    await pass(version);
  }

  const look = () => {
    // A pass may outlast the interval: the next look waits for its end.
    passing ??= lookAndPass()
      .catch((error: unknown) => {
        // The database away: the next look tries again.
        if (!databaseTrouble(error)) logError("Warming the page cache", error);
        warmed = undefined;
      })
      .finally(() => (passing = undefined));
  };
  // The first pass at once: nothing has changed yet that needs to settle.
  void readCatalogueVersion(db)
    .then((version) => (seen = version))
    .catch(() => undefined)
    .finally(look);
  const timer = setInterval(look, settleMs);
  timer.unref();

  return {
    /** Stops after the page being warmed. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await passing;
    },
  };
}
