import { createHash } from "node:crypto";
import type { Db } from "#db/client.server";
import { readCatalogueVersion } from "~/lib/catalogue-cache.server";
import { myHelmetCookie } from "~/features/helmets/helmets";
import { readCookie } from "~/lib/cookies";

/**
 * A micro-cache of rendered pages. Storefront pages are the same for every visitor but for the
 * helmet they ride (the `helmet` cookie marks what fits it), so a rendered page is kept per URL and
 * helmet until the catalogue version
 * changes or a minute passes (time-seeded orderings, dates). Only plain 200 answers without
 * cookies and not marked private are kept.
 *
 * What it keeps is public: it gets a weak ETag (a browser or CDN revalidates with If-None-Match and gets
 * a 304) and `sharedCacheControl`, so a CDN in front may serve it too (docs/scaling.md).
 */
interface Entry {
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

const maxEntries = 1000;
const lifetimeMs = 60_000;
const cacheableTypes = /^(text\/html|text\/x-script)/;
/** Browsers revalidate each time (a 304 is cheap); a CDN keeps a page a minute and may serve it stale while refreshing. */
export const sharedCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const notModified = (request: Request, entry: Entry) => {
  const etag = entry.headers.find(([name]) => name === "etag")?.[1];
  const asked = request.headers.get("if-none-match");
  if (!etag || !asked || !asked.split(/\s*,\s*/).includes(etag)) return undefined;
  const keep = new Set(["etag", "cache-control", "vary", "content-location", "expires"]);
  return new Response(null, { status: 304, headers: entry.headers.filter(([name]) => keep.has(name)) });
};

/** Every page cache of this process, so a change that concerns one page can drop its copies. */
const allCaches = new Set<Map<string, Entry>>();

/** Drops the cached copies of one path (any query, any helmet): it renders afresh on its next request. */
export function forgetCachedPage(pathname: string) {
  for (const entries of allCaches) {
    for (const key of entries.keys()) {
      if (new URL(key.slice(0, key.indexOf(" "))).pathname === pathname) entries.delete(key);
    }
  }
}

export function createPageCache() {
  const entries = new Map<string, Entry>();
  allCaches.add(entries);

  return async function cached(db: Db, request: Request, render: () => Promise<Response>): Promise<Response> {
    if (request.method !== "GET") return render();
    const version = await readCatalogueVersion(db);
    const key = `${request.url} ${readCookie(request.headers.get("cookie"), myHelmetCookie) ?? ""}`;
    const hit = entries.get(key);
    if (hit && hit.version === version && hit.expires > Date.now()) {
      return (
        notModified(request, hit) ??
        new Response(hit.body as Uint8Array<ArrayBuffer>, { status: hit.status, headers: hit.headers })
      );
    }
    const response = await render();
    const type = response.headers.get("content-type") ?? "";
    const isPrivate = /private|no-store/.test(response.headers.get("cache-control") ?? "");
    if (response.status !== 200 || response.headers.has("set-cookie") || isPrivate || !cacheableTypes.test(type)) {
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set("ETag", `W/"${createHash("sha1").update(body).digest("base64url")}"`);
    if (!headers.has("cache-control")) headers.set("Cache-Control", sharedCacheControl);
    const entry: Entry = { version, expires: Date.now() + lifetimeMs, status: 200, headers: [...headers], body };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return notModified(request, entry) ?? new Response(body, { status: 200, headers });
  };
}
