import { eq } from "drizzle-orm";
import type { Database, Db } from "#db/client.server";
import { catalogueVersion } from "#db/schema";

/**
 * In-process cache of catalogue reads. Every write to a catalogue table bumps catalogue_version
 * (database triggers), and the trigger's NOTIFY tells every listening instance at commit. A process
 * that listens (`watchCatalogueVersion`) keeps the version in memory, so a read (and a page-cache
 * hit) touches no database while nothing changed; one that does not listen asks the database each
 * time. Values also expire after a minute (like counts are read with the catalogue but a like bumps
 * nothing). Cached values are shared between requests: callers must not mutate them.
 */
interface Cache {
  version: number;
  createdAt: number;
  entries: Map<string, Promise<unknown>>;
}

const maxEntries = 500;
const maxAgeMs = 60_000;
const caches = new WeakMap<Db, Cache>();

/** `db`'s cache in `caches` for `version`: a new one when the version changed, it aged, or `room` more entries would pass `size`. */
function currentCache(caches: WeakMap<Db, Cache>, db: Db, version: number, room: number, size: number) {
  let cache = caches.get(db);
  if (
    !cache ||
    cache.version !== version ||
    cache.entries.size + room > size ||
    Date.now() - cache.createdAt > maxAgeMs
  ) {
    cache = { version, createdAt: Date.now(), entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const version = await readCatalogueVersion(db);
  const entries = currentCache(caches, db, version, 1, maxEntries).entries;
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    // Promise.resolve runs a lazy query builder (Drizzle's, a thenable that queries on every `then`) once.
    entry = Promise.resolve(load());
    entries.set(key, entry);
    entry.catch(() => entries.delete(key));
  }
  return entry;
}

/**
 * Items kept one by one beside the whole reads, under the same version and age: a product's card by
 * language. A search's page (up to 200 cards, never the same list twice) would fill `maxEntries` at once
 * as one entry each, and as one entry per search it would be read again for each new text (issue 35).
 * A card is about 3 KB, so at most `maxItems` bounds the memory.
 */
const maxItems = 4_000;
const itemCaches = new WeakMap<Db, Cache>();

/**
 * The items of `ids` in their order, those not kept loaded by `load` in one call (its answer keyed by
 * `idOf`); an id `load` does not answer (not visible) is left out. `kind` names the items (with the language).
 */
export async function cachedReadEach<T>(
  db: Db,
  kind: string,
  ids: readonly number[],
  load: (ids: number[]) => Promise<T[]>,
  idOf: (item: T) => number,
): Promise<T[]> {
  const version = await readCatalogueVersion(db);
  const key = (id: number) => `${kind}:${id}`;
  let entries = currentCache(itemCaches, db, version, 0, maxItems).entries;
  let missing = [...new Set(ids.filter((id) => !entries.has(key(id))))];
  if (entries.size + missing.length > maxItems) {
    entries = currentCache(itemCaches, db, version, missing.length, maxItems).entries;
    missing = [...new Set(ids)];
  }
  if (missing.length) {
    const loading = load(missing);
    const byId = loading.then((items) => new Map(items.map((item) => [idOf(item), item])));
    for (const id of missing) {
      const entry = byId.then((items) => items.get(id));
      entries.set(key(id), entry);
      entry.catch(() => entries.delete(key(id)));
    }
  }
  const items = (await Promise.all(ids.map((id) => entries.get(key(id))))) as (T | undefined)[];
  return items.filter((item): item is T => item !== undefined);
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
