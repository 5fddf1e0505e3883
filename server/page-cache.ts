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

export function createPageCache() {
  const entries = new Map<string, Entry>();

  return async function cached(db: Db, request: Request, render: () => Promise<Response>): Promise<Response> {
    if (request.method !== "GET") return render();
    const version = await readCatalogueVersion(db);
    const key = `${request.url} ${readCookie(request.headers.get("cookie"), myHelmetCookie) ?? ""}`;
    const hit = entries.get(key);
    if (hit && hit.version === version && hit.expires > Date.now()) {
      return new Response(hit.body as Uint8Array<ArrayBuffer>, { status: hit.status, headers: hit.headers });
    }
    const response = await render();
    const type = response.headers.get("content-type") ?? "";
    const isPrivate = /private|no-store/.test(response.headers.get("cache-control") ?? "");
    if (response.status !== 200 || response.headers.has("set-cookie") || isPrivate || !cacheableTypes.test(type)) {
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { version, expires: Date.now() + lifetimeMs, status: 200, headers: [...response.headers], body });
    return new Response(body, { status: 200, headers: response.headers });
  };
}
