import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { catalogueVersion } from "#db/schema";

/**
 * In-process cache of catalogue reads. Every write to a catalogue table bumps catalogue_version
 * (database triggers), so a read costs one tiny version query while nothing changed, and any
 * write — from this instance, another one, or a tool — is seen on the next request.
 * Cached values are shared between requests: callers must not mutate them.
 */
interface Cache {
  version: number;
  entries: Map<string, Promise<unknown>>;
}

const maxEntries = 500;
const caches = new WeakMap<Db, Cache>();

export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const version = await readCatalogueVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version || cache.entries.size >= maxEntries) {
    cache = { version, entries: new Map() };
    caches.set(db, cache);
  }
  const entries = cache.entries;
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    entries.set(key, entry);
    entry.catch(() => entries.delete(key));
  }
  return entry;
}

const versionReads = new WeakMap<Db, Promise<number>>();

/**
 * The current catalogue version. Concurrent callers share one query (single flight), so a burst
 * of requests costs one round trip; a read that starts after a write completes sees the write.
 */
export function readCatalogueVersion(db: Db): Promise<number> {
  let read = versionReads.get(db);
  if (!read) {
    read = queryCatalogueVersion(db).finally(() => versionReads.delete(db));
    versionReads.set(db, read);
  }
  return read;
}

async function queryCatalogueVersion(db: Db) {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}
