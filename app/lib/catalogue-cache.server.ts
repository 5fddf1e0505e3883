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

export async function readCatalogueVersion(db: Db) {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}
