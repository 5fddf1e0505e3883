import { eq } from "drizzle-orm";
import type { Database, Db } from "#db/client.server";
import { catalogueVersion } from "#db/schema";
import { approximateBytes } from "./approximate-bytes";

/**
 * In-process cache of catalogue reads. Every write to a catalogue table bumps catalogue_version
 * (database triggers), and the trigger's NOTIFY tells every listening instance at commit. A process
 * that listens (`watchCatalogueVersion`) keeps the version in memory, so a read (and a page-cache
 * hit) touches no database while nothing changed; one that does not listen asks the database each
 * time. A new version drops every entry. Otherwise the cache is a bounded LRU (entries and approximate
 * bytes): a crawler walking the whole catalogue pushes out the products read least recently, never the
 * menu or the categories every page reads. Each value also expires a minute after its load (like counts
 * are read with the catalogue but a like bumps nothing). Cached values are shared between requests:
 * callers must not mutate them.
 */
interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  /** Approximate size once loaded (0 while loading). */
  bytes: number;
}
interface Cache {
  version: number;
  /** In order of use, least recent first (a Map keeps insertion order). */
  entries: Map<string, Entry>;
  bytes: number;
}

/** The bounds; tests lower them. A product page reads about five entries, so 5,000 hold a thousand products. */
export const catalogueCacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 };
const caches = new WeakMap<Db, Cache>();

/** `db`'s cache for `version`: emptied when the version changed. */
function cacheOf(db: Db, version: number): Cache {
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** A kept, unexpired entry, now the most recently used; undefined (and dropped if expired) otherwise. */
function take(cache: Cache, key: string) {
  const found = cache.entries.get(key);
  if (!found) return undefined;
  drop(cache, key);
  if (Date.now() - found.loadedAt > catalogueCacheLimits.maxAgeMs) return undefined;
  cache.entries.set(key, found);
  cache.bytes += found.bytes;
  return found;
}

/** Keeps `value` under `key`, counts its size once it is loaded and drops it if it fails. */
function keep(cache: Cache, key: string, value: Promise<unknown>) {
  const entry: Entry = { value, loadedAt: Date.now(), bytes: 0 };
  cache.entries.set(key, entry);
  const current = () => cache.entries.get(key) === entry;
  value.then(
    (loaded) => {
      if (!current()) return;
      entry.bytes = approximateBytes(loaded);
      cache.bytes += entry.bytes;
      evict(cache);
    },
    () => current() && cache.entries.delete(key),
  );
  evict(cache);
  return entry;
}

export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db, await readCatalogueVersion(db));
  // Promise.resolve runs a lazy query builder (Drizzle's, a thenable that queries on every `then`) once.
  const entry = take(cache, key) ?? keep(cache, key, Promise.resolve(load()));
  return entry.value as Promise<T>;
}

/**
 * Items kept one by one beside the whole reads, in the same LRU: a product's card by language. A search's page
 * (up to 200 cards, never the same list twice) as one entry per search would be read again for each new text
 * (issue 35). The items of `ids` in their order, those not kept loaded by `load` in one call (its answer keyed
 * by `idOf`); an id `load` does not answer (not visible) is left out. `kind` names the items (with the language).
 */
export async function cachedReadEach<T>(
  db: Db,
  kind: string,
  ids: readonly number[],
  load: (ids: number[]) => Promise<T[]>,
  idOf: (item: T) => number,
): Promise<T[]> {
  const cache = cacheOf(db, await readCatalogueVersion(db));
  const key = (id: number) => `${kind}:${id}`;
  const found = new Map(ids.map((id) => [id, take(cache, key(id))?.value as Promise<T | undefined> | undefined]));
  const missing = [...found].filter(([, value]) => !value).map(([id]) => id);
  if (missing.length) {
    const byId = load(missing).then((items) => new Map(items.map((item) => [idOf(item), item])));
    for (const id of missing) {
      found.set(
        id,
        keep(
          cache,
          key(id),
          byId.then((items) => items.get(id)),
        ).value as Promise<T | undefined>,
      );
    }
  }
  const items = (await Promise.all(ids.map((id) => found.get(id)))) as (T | undefined)[];
  return items.filter((item): item is T => item !== undefined);
}

function drop(cache: Cache, key: string) {
  cache.bytes -= cache.entries.get(key)?.bytes ?? 0;
  cache.entries.delete(key);
}

/** Drops the least recently used entries until the cache is within its bounds (the newest always stays). */
function evict(cache: Cache) {
  const { maxEntries, maxBytes } = catalogueCacheLimits;
  for (const key of cache.entries.keys()) {
    if (cache.entries.size <= 1 || (cache.entries.size <= maxEntries && cache.bytes <= maxBytes)) return;
    drop(cache, key);
  }
}

/** How many entries the cache of `db` holds and their approximate bytes (for tests and the bench). */
export function catalogueCacheSize(db: Db) {
  const cache = caches.get(db);
  return { entries: cache?.entries.size ?? 0, bytes: cache?.bytes ?? 0 };
}

/** What a listening process knows: the version, when it was read, and how many changes it was told of. */
interface Watch {
  version?: { value: number; readAt: number };
  /** Bumped by each notification: a read started before one must not store its (older) answer. */
  changes: number;
}
const watches = new WeakMap<Db, Watch>();
/** Even while listening, the version is read again this often: a lost notification costs seconds, not forever. */
export const versionSafetyMs = 10_000;

let versionQueries = 0;
/** How many times the version was read from the database (for tests and the bench). */
export const catalogueVersionQueries = () => versionQueries;

const versionReads = new WeakMap<Db, Promise<number>>();

/**
 * The current catalogue version: from memory while listening and fresh, else from the database.
 * Concurrent callers share one query (single flight); a read that starts after a write completes
 * sees the write.
 */
export function readCatalogueVersion(db: Db): Promise<number> {
  const known = knownCatalogueVersion(db);
  if (known !== undefined) return Promise.resolve(known);
  const watch = watches.get(db);
  let read = versionReads.get(db);
  if (!read) {
    const changes = watch?.changes;
    read = queryCatalogueVersion(db)
      .then((value) => {
        const current = watches.get(db);
        if (current && current.changes === changes) current.version = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => versionReads.delete(db));
    versionReads.set(db, read);
  }
  return read;
}

/** The version while this process listens and knows it fresh, without waiting; otherwise undefined (ask `readCatalogueVersion`). */
export function knownCatalogueVersion(db: Db): number | undefined {
  const known = watches.get(db)?.version;
  return known && Date.now() - known.readAt < versionSafetyMs ? known.value : undefined;
}

/** This process just wrote: the next read asks the database (its own writes are seen at once, before any NOTIFY). */
export function forgetCatalogueVersion(db: Db) {
  const watch = watches.get(db);
  if (!watch) return;
  watch.changes++;
  watch.version = undefined;
  versionReads.delete(db);
}

async function queryCatalogueVersion(db: Db) {
  versionQueries++;
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

const retryMs = 5_000;

/**
 * Listens for catalogue changes (NOTIFY catalogue_version, from this or any other instance) and keeps
 * the version in memory. If the listening connection breaks, reads go to the database again until it
 * is back (tried every few seconds). Answers how to stop.
 */
export async function watchCatalogueVersion(database: Database) {
  const { db } = database;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  const start = async () => {
    try {
      unlisten = await database.listen("catalogue_version", () => forgetCatalogueVersion(db), lost);
      if (stopped) return void (await unlisten());
      watches.set(db, { changes: 0 });
    } catch (error) {
      lost(error as Error);
    }
  };
  function lost(error: Error) {
    if (stopped) return;
    watches.delete(db);
    versionReads.delete(db);
    console.error(`Catalogue change notifications lost (${error.message}); retrying in ${retryMs / 1000} s`);
    void unlisten?.();
    unlisten = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => void start(), retryMs);
    retry.unref();
  }
  await start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    watches.delete(db);
    await unlisten?.();
  };
}
