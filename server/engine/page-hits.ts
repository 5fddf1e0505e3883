import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Db } from "#db/client.server";
import {
  countPageView,
  showsThePage,
  isCountableRequest,
  pageViewHeader,
  readPageView,
  type PageView,
} from "~/features/insight/page-views.server";
import { benchRenderHeader, matchesEtag, type Entry, type PageCache } from "./page-cache";

/**
 * Page-cache hits answered from the Node request listener, before Hono: through Hono's middleware and
 * the web `Response` round trip a hit cost ten times a bare Node answer (decision 0017).
 *
 * Nothing is rebuilt here. The first hit of each request variant goes the long way, and what the app
 * sent for it (status, every header as the middleware left it, the encoding) is remembered with the
 * cached page; later requests of that variant get the same answer from here. So CSP (the page's nonce
 * is kept with its bytes), ETag and 304, Cache-Control, Vary, the security headers, HSTS and the
 * helmet's `private` stay what the app decides, in one place. Page views are counted as the app counts
 * them (answers of 200 only). HEAD and anything unusual go the long way.
 */
interface Sent {
  status: number;
  /** Flat name, value list for `writeHead`, Content-Length included. */
  headers: string[];
  body: Uint8Array;
  view?: PageView;
}

/** A page keeps at most this many variants (Accept-Encoding strings are free text). */
const maxVariants = 8;
/** Set by Node or per answer: not part of what is remembered. */
const transportHeaders = new Set(["content-length", "transfer-encoding", "date", "connection", "keep-alive"]);

type Header = (name: string) => string | null | undefined;

/** What, besides the URL and helmet (the cache key), can change the app's answer to a cached page. */
const variantOf = (header: Header, entry: Entry) =>
  [
    header("accept-encoding") ?? "",
    header("x-forwarded-proto") ?? "",
    matchesEtag(header("if-none-match"), entry) ? 304 : 200,
  ].join("\n");

/**
 * `personal`: whether the app's answer to a request is that visitor's own although its page is kept (it sets a
 * cookie on the way, such as a language just switched to): such a request always goes the long way.
 */
export function pageHitsBeforeHono(
  pageCache: PageCache,
  db: Db,
  personal: (url: string, header: (name: string) => string | undefined) => boolean = () => false,
) {
  const sentAnswers = new WeakMap<Entry, Map<string, Sent>>();

  /** Remembers the app's answer to a cached page; answers the response to send (its body watched if compressed). */
  function remember(request: Request, response: Response): Response {
    if (request.method !== "GET" || (response.status !== 200 && response.status !== 304)) return response;
    // A cookie is one visitor's: never replayed to the next.
    if (response.headers.has("set-cookie")) return response;
    const entry = pageCache.peek(db, request.url, request.headers.get("cookie"));
    // The ETag says the answer is this entry's page (hashed from its bytes).
    if (!entry || response.headers.get("etag") !== entry.etag) return response;
    const sent = sentAnswers.get(entry) ?? new Map<string, Sent>();
    if (sent.size >= maxVariants) return response;
    const headers: string[] = [];
    response.headers.forEach((value, name) => {
      if (!transportHeaders.has(name)) headers.push(name, value);
    });
    const variant = variantOf((name) => request.headers.get(name), entry);
    const view = entry.headers.find(([name]) => name === pageViewHeader)?.[1];
    const keep = (body: Uint8Array) => {
      sent.set(variant, {
        status: response.status,
        headers: response.status === 200 ? [...headers, "content-length", String(body.byteLength)] : headers,
        body,
        view: showsThePage(response.status) && view ? readPageView(view) : undefined,
      });
      sentAnswers.set(entry, sent);
    };
    if (response.status === 304) keep(new Uint8Array());
    else if (!response.headers.has("content-encoding")) keep(entry.body);
    else if (response.body) {
      // The app's compressed bytes, kept as they leave once they are all out: compressing the page again here
      // was 0.8 ms of a crawl's 11 ms per page, for pages a crawler asks for once.
      const chunks: Uint8Array[] = [];
      const watched = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            chunks.push(chunk);
            controller.enqueue(chunk);
          },
          flush: () => keep(Buffer.concat(chunks)),
        }),
      );
      return new Response(watched, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    return response;
  }

  function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
    const { method, url, headers } = incoming;
    // Same URL as @hono/node-server builds for an ordinary request; anything else simply misses.
    if (method !== "GET" || !headers.host || url?.[0] !== "/") return false;
    if (headers["transfer-encoding"] || Number(headers["content-length"] ?? 0) > 0) return false;
    if (headers[benchRenderHeader]) return false;
    const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
    const entry = pageCache.peek(db, `${scheme}://${headers.host}${url}`, headers.cookie);
    if (!entry) return false;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    if (personal(`${scheme}://${headers.host}${url}`, header)) return false;
    const sent = sentAnswers.get(entry)?.get(variantOf(header, entry));
    if (!sent) return false;
    outgoing.writeHead(sent.status, sent.headers);
    outgoing.end(sent.body);
    if (sent.view && isCountableRequest({ method, headers: { get: (name) => header(name) ?? null } })) {
      countPageView(db, sent.view, url);
    }
    return true;
  }

  return {
    /** The app's fetch, remembering each cached page's answer as it leaves the app. */
    remembering:
      <E>(fetch: (request: Request, env: E) => Response | Promise<Response>) =>
      async (request: Request, env: E) => {
        return remember(request, await fetch(request, env));
      },
    /** A Node request listener that answers remembered hits itself and hands the rest to `listener`. */
    answeringFirst:
      (listener: RequestListener): RequestListener =>
      (incoming, outgoing) => {
        if (!answer(incoming, outgoing)) void listener(incoming, outgoing);
      },
  };
}
