import { createHash } from "node:crypto";
import type { Db } from "#db/client.server";
import { knownCatalogueVersion, readCatalogueVersion } from "#db/catalogue-cache.server";
import { myHelmetCookie } from "~/features/fitment/helmets";
import { chosenDeliveryCountry } from "~/features/prices/delivery";
import { readCookie } from "~/lib/cookies";
import { withoutTrackingParameters } from "~/lib/tracking-parameters";
import { databaseTrouble } from "#db/database-trouble";
import { isClientAbort, logError } from "#db/log-error";
import { quietTurn } from "~/lib/in-turns";

/**
 * A micro-cache of rendered pages. Storefront pages are the same for every visitor but for the
 * helmet they ride (the `helmet` cookie marks what fits it) and the country they chose for delivery (the
 * `delivery-country` cookie), so a rendered page is kept per URL, helmet and country until the catalogue version
 * changes or a minute passes (time-seeded orderings, dates). Only plain 200 answers without
 * cookies and not marked private are kept.
 *
 * What it keeps is public: it gets a weak ETag (a browser or CDN revalidates with If-None-Match and gets
 * a 304) and `sharedCacheControl`, so a CDN in front may serve it too (docs/scaling.md).
 */
export interface Entry {
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
}

const maxEntries = 1000;
/**
 * Bodies kept at most, in bytes. A product page is ≈ 65 KB at 36 products and up to 190 KB at 10,000, so
 * a thousand of them (a crawler's spike of distinct URLs) held 65–190 MB until as many newer ones came. 24 MB
 * held fewer than 400 of the demo site's 576 pages: a spike over all of them rendered the same pages again and
 * again (631 req/s, p50 419 ms on PGlite); with 48 MB it is 9,600 req/s, p50 14 ms (decision 0017).
 */
export const maxCachedBytes = 48 * 2 ** 20;
const lifetimeMs = 60_000;
/**
 * Past its minute, a page of the current catalogue version is still served, for this long, while one render in
 * the background replaces it: a spike never waits for pages that were only getting old (what
 * `sharedCacheControl` allows a CDN too). A page of an older catalogue version is never served (but while the
 * database is away).
 */
const staleMs = 10 * 60_000;
const sweepEveryMs = 15_000;
const cacheableTypes = /^(text\/html|text\/x-script)/;
/** Browsers revalidate each time (a 304 is cheap); a CDN keeps a page a minute and may serve it stale while refreshing. */
export const sharedCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** Whether an If-None-Match header names this entry's validator. */
export const matchesEtag = (ifNoneMatch: string | null | undefined, entry: Entry) =>
  Boolean(ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag));

const notModified = (request: Request, entry: Entry) => {
  if (!matchesEtag(request.headers.get("if-none-match"), entry)) return undefined;
  const keep = new Set(["etag", "cache-control", "vary", "content-location", "expires"]);
  return new Response(null, { status: 304, headers: entry.headers.filter(([name]) => keep.has(name)) });
};

/** Entries in the order they were stored (so oldest, and first to expire, first) and their bodies' bytes. */
interface Store {
  entries: Map<string, Entry>;
  bytes: number;
}

/** Every page cache of this process, so a change that concerns one page can drop its copies. */
const allCaches = new Set<Store>();

const drop = (store: Store, key: string) => {
  store.bytes -= store.entries.get(key)?.body.byteLength ?? 0;
  store.entries.delete(key);
};

/** Drops the entries too old to serve even stale (kept in the order stored, so the oldest come first). */
function dropExpired(store: Store, now = Date.now()) {
  for (const [key, { expires }] of store.entries) {
    if (expires + staleMs > now) return;
    drop(store, key);
  }
}

/** Drops the cached copies of one path (any query, any helmet): it renders afresh on its next request. */
export function forgetCachedPage(pathname: string) {
  for (const store of allCaches) {
    for (const key of store.entries.keys()) {
      if (new URL(key.slice(0, key.indexOf(" "))).pathname === pathname) drop(store, key);
    }
  }
}

/**
 * Pages are kept per URL, without its tracking parameters (the page is the same), helmet and delivery country.
 * With a public origin, pages name it whatever `Host` a request gave, so the host is not part of the key: a
 * request with a made-up host shares the site's entry instead of filling the cache with copies.
 */
const cacheKey = (
  url: string,
  cookie: string | null | undefined,
  { trackingParameters, publicOrigin }: PageCacheOptions,
) => {
  const clean = withoutTrackingParameters(url, trackingParameters) ?? url;
  const page = publicOrigin ? publicOrigin + clean.slice(clean.indexOf("/", clean.indexOf("//") + 2)) : clean;
  return `${page} ${readCookie(cookie, myHelmetCookie) ?? ""} ${chosenDeliveryCountry(cookie) ?? ""}`;
};

export type PageCache = ReturnType<typeof createPageCache>;

interface PageCacheOptions {
  /** Parameters to leave out of the key besides the known ones (TRACKING_PARAMETERS). */
  trackingParameters?: readonly string[];
  /** PUBLIC_ORIGIN: the origin every page names, when set. */
  publicOrigin?: string;
  /**
   * BENCH_RENDER_TOKEN: a request carrying it in `x-bench-render` renders, whatever is kept (the bench measures
   * what a render costs per page kind with it); without it set, the header means nothing.
   */
  benchRenderToken?: string;
}

/** The header with which the bench asks for a render (see `benchRenderToken`). */
export const benchRenderHeader = "x-bench-render";

export function createPageCache(options: PageCacheOptions = {}) {
  const store: Store = { entries: new Map(), bytes: 0 };
  const { entries } = store;
  allCaches.add(store);
  // Pages past their minute go even when no new page pushes them out, so memory a spike took comes back.
  setInterval(() => dropExpired(store), sweepEveryMs).unref();
  /** Renders under way per key: a request arriving meanwhile waits for it instead of rendering the page again. */
  const rendering = new Map<string, Promise<void>>();
  const { benchRenderToken } = options;
  const fresh = (entry: Entry | undefined, version: number | undefined) =>
    entry && entry.version === version && entry.expires > Date.now() ? entry : undefined;
  /** Past its minute, but of this catalogue version and young enough to serve while it renders again. */
  const servableStale = (entry: Entry | undefined, version: number | undefined): entry is Entry =>
    entry !== undefined && entry.version === version && entry.expires + staleMs > Date.now();

  const answer = (request: Request, entry: Entry) =>
    notModified(request, entry) ??
    new Response(entry.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers: entry.headers });

  async function cached(db: Db, request: Request, render: () => Promise<Response>): Promise<Response> {
    if (request.method !== "GET") return render();
    if (benchRenderToken && request.headers.get(benchRenderHeader) === benchRenderToken) return render();
    const key = cacheKey(request.url, request.headers.get("cookie"), options);
    // While the database is away, a page kept from before is served as it was, however old (issue 29).
    const version = await readCatalogueVersion(db).catch((error: unknown) => {
      const stale = entries.get(key);
      if (stale && databaseTrouble(error)) return stale;
      throw error;
    });
    if (typeof version !== "number") return answer(request, version);
    const kept = entries.get(key);
    const hit = fresh(kept, version);
    if (hit) return answer(request, hit);
    if (servableStale(kept, version)) {
      if (!rendering.has(key)) refreshLater(request, key, version, render);
      return answer(request, kept);
    }
    const running = rendering.get(key);
    if (running) {
      // A social link's spike: the first visitor's render serves the rest (when it could be kept).
      await running;
      const shared = fresh(entries.get(key), version);
      if (shared) return answer(request, shared);
    }
    if (rendering.has(key)) return renderAndKeep(request, key, version, render);
    return theRenderOf(key, () => renderAndKeep(request, key, version, render));
  }

  /** Runs `work` as the render of `key` under way: requests for the page meanwhile wait for it (see `cached`). */
  async function theRenderOf<T>(key: string, work: () => Promise<T>): Promise<T> {
    let rendered!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (rendered = resolve)));
    try {
      return await work();
    } finally {
      rendering.delete(key);
      rendered();
    }
  }

  /**
   * Pages past their minute waiting to be rendered again, in the background, one at a time: a spike over hundreds of
   * them (a warmer's pass, a crawler) serves them all at once but renders them one after another, each after a moment
   * without requests (at most 100 ms), so the requests answered meanwhile wait for one render at most. A failed
   * render leaves the page as it was.
   */
  const refreshes = new Map<string, () => Promise<void>>();
  function refreshLater(request: Request, key: string, version: number, render: () => Promise<Response>) {
    if (refreshes.has(key)) return;
    // The queue holds the page being rendered until it is kept: an empty queue has no loop going through it.
    const idle = refreshes.size === 0;
    refreshes.set(key, async () => {
      if (fresh(entries.get(key), version) || rendering.has(key)) return;
      const response = await theRenderOf(key, () => renderAndKeep(request, key, version, render));
      await response.body?.cancel();
    });
    if (idle) void refreshAll();
  }
  async function refreshAll() {
    // A page stays queued until its render is kept (`peek` answers it meanwhile); pages queued on the way are reached.
    for (const [key, refresh] of refreshes) {
      // Requests being answered go first (a spike's other pages, a page's images), but no page waits long.
      await quietTurn(100);
      await refresh().catch((error: unknown) => {
        if (!databaseTrouble(error) && !isClientAbort(error)) logError(`Refreshing ${key.split(" ")[0]}`, error);
      });
      refreshes.delete(key);
    }
  }

  /** Renders the page and keeps it when it may be kept. */
  async function renderAndKeep(request: Request, key: string, version: number, render: () => Promise<Response>) {
    const response = await render();
    const stale = entries.get(key);
    if (response.status === 503 && stale) return answer(request, stale);
    const type = response.headers.get("content-type") ?? "";
    const isPrivate = /private|no-store/.test(response.headers.get("cache-control") ?? "");
    if (response.status !== 200 || response.headers.has("set-cookie") || isPrivate || !cacheableTypes.test(type)) {
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    if (!headers.has("cache-control")) headers.set("Cache-Control", sharedCacheControl);
    // Kept per helmet and delivery-country cookie here: a shared cache in front must tell visitors apart as well.
    if (!/\bcookie\b/i.test(headers.get("vary") ?? "")) headers.append("Vary", "Cookie");
    const expires = Date.now() + lifetimeMs;
    const entry: Entry = { version, expires, status: 200, headers: [...headers], body, etag };
    drop(store, key);
    // The oldest go first: too old to serve even stale, or to make room.
    for (const [oldest, { expires: ends }] of entries) {
      const servable = ends + staleMs > Date.now();
      if (servable && entries.size < maxEntries && store.bytes + body.byteLength <= maxCachedBytes) break;
      drop(store, oldest);
    }
    entries.set(key, entry);
    store.bytes += body.byteLength;
    return notModified(request, entry) ?? new Response(body, { status: 200, headers });
  }

  /**
   * The entry to answer a URL and cookie header with, without waiting: only while the catalogue version is
   * known in memory (otherwise undefined, and the request goes the long way). A page past its minute is answered
   * once its new render is under way or queued (the long way queued it), as the long way would answer it.
   */
  const peek = (db: Db, url: string, cookie: string | null | undefined) => {
    const key = cacheKey(url, cookie, options);
    const version = knownCatalogueVersion(db);
    const entry = entries.get(key);
    const renderingAgain = refreshes.has(key) || rendering.has(key);
    return fresh(entry, version) ?? (renderingAgain && servableStale(entry, version) ? entry : undefined);
  };

  /** Whether the page at `url` (no cookie) is kept for catalogue version `version`, fresh or to serve stale. */
  const keeps = (url: string, version: number) => servableStale(entries.get(cacheKey(url, null, options)), version);

  return Object.assign(cached, {
    peek,
    keeps,
    /** The bytes of the pages kept (for tests). */
    keptBytes: () => store.bytes,
    /** What the sweep does every 15 s, at `now` (for tests). */
    dropExpired: (now?: number) => dropExpired(store, now),
  });
}
