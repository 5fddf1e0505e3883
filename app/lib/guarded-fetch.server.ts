import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isReachableAddress } from "./public-address.server";

/**
 * The one way the server makes an outgoing request (link checks, pictures, the AI provider, the marketplace):
 * only to public addresses, judged when the connection is made (a name that resolves, or is re-bound, to an
 * inside address is never reached), each redirect judged again, within a size and a time limit. Its failures
 * do not say what answered, so it cannot be used to map the inside network (docs/security.md).
 */

/** Beyond the public internet, what outgoing requests may reach. */
export interface OutgoingAccess {
  /** Tests only: loopback addresses (127.0.0.0/8, ::1), for local stand-ins of shops and picture hosts. */
  allowLoopback?: boolean;
  /**
   * Exactly these origins (scheme, host and port), whatever their address: one the operator configured (a local
   * AI endpoint), or a test's one stand-in. A redirect from one to anywhere else is judged as usual.
   */
  trustedOrigins?: readonly string[];
}

export interface GuardedFetchOptions extends OutgoingAccess {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The largest body read, in bytes (1 MB unless said); 0 reads headers only. */
  maxBytes?: number;
  /** For the whole exchange: every redirect and the body included (10 s unless said). */
  timeoutMs?: number;
  /** Redirects followed, each judged like the first address (5 unless said); 0 answers the redirect itself. */
  maxRedirects?: number;
}

export interface GuardedResponse {
  status: number;
  /** The address that answered, after the redirects followed. */
  url: URL;
  headers: IncomingHttpHeaders;
  /** Empty when only headers were read (`maxBytes: 0`, HEAD, a redirect). */
  body: Buffer;
}

/** Why no answer came back. One message for every way an address is not reached, so none tells what is there. */
const failures = {
  invalid: "Not an http(s) address without a user name or password",
  unreachable: "The address could not be reached",
  timeout: "The address did not answer in time",
  tooLarge: "The answer was too large",
  redirects: "Too many redirects",
} as const;

export class OutgoingRequestError extends Error {
  constructor(readonly kind: keyof typeof failures) {
    super(failures[kind]);
    this.name = "OutgoingRequestError";
  }
}

type Access = Required<OutgoingAccess>;

/** Whether a request may start for this address (an IP literal is judged here: no lookup will see it). */
function mayRequest(url: URL, access: Access) {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (access.trustedOrigins.includes(url.origin)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return !isIP(host) || isReachableAddress(host, access.allowLoopback);
}

/** A DNS lookup that gives the connection only reachable addresses, and fails when there are none. */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const allowed = error ? [] : addresses.filter((a) => isReachableAddress(a.address, allowLoopback));
      if (!allowed.length) return callback(new OutgoingRequestError("unreachable"), "", 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** One request on a connection of its own; the body read when `maxBytes` says so and the answer is no redirect. */
function exchange(url: URL, hop: Hop, access: Access, maxBytes: number, signal: AbortSignal) {
  return new Promise<GuardedResponse>((resolve, reject) => {
    // Whatever went wrong, the caller learns only "unreachable" (or that the time ran out).
    const fail = (error?: unknown) =>
      reject(
        signal.aborted
          ? new OutgoingRequestError("timeout")
          : error instanceof OutgoingRequestError
            ? error
            : new OutgoingRequestError("unreachable"),
      );
    const trusted = access.trustedOrigins.includes(url.origin);
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: hop.method,
      headers: hop.headers,
      agent: false,
      lookup: trusted ? undefined : guardedLookup(access.allowLoopback),
      signal,
    });
    req.on("error", fail);
    req.on("response", (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const answer = { status, url, headers: res.headers, body: Buffer.alloc(0) };
      if (maxBytes === 0 || hop.method === "HEAD" || (isRedirect(status) && res.headers.location)) {
        res.destroy();
        return resolve(answer);
      }
      if (Number(res.headers["content-length"]) > maxBytes) {
        res.destroy();
        return reject(new OutgoingRequestError("tooLarge"));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) return chunks.push(chunk);
        res.destroy();
        reject(new OutgoingRequestError("tooLarge"));
      });
      res.on("end", () => resolve({ ...answer, body: Buffer.concat(chunks) }));
      res.on("error", fail);
      res.on("close", () => (res.complete ? undefined : fail()));
    });
    req.end(hop.body);
  });
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/** The next hop after a redirect: a 303 (or a 301/302 of a POST) becomes a GET; credentials stay with their origin. */
function redirected(hop: Hop, status: number, from: URL, to: URL): Hop {
  const headers = { ...hop.headers };
  if (to.origin !== from.origin) {
    for (const name of Object.keys(headers)) if (/^(authorization|cookie)$/i.test(name)) delete headers[name];
  }
  if (status === 303 || (hop.method === "POST" && (status === 301 || status === 302))) {
    for (const name of Object.keys(headers)) if (/^content-/i.test(name)) delete headers[name];
    return { method: "GET", headers };
  }
  return { ...hop, headers };
}

/**
 * Requests `address` and answers its status, headers and body; throws an OutgoingRequestError when there is
 * no answer within the limits. A refused address, a closed port, a TLS failure and a name that does not
 * resolve all read "The address could not be reached".
 */
export async function guardedFetch(address: string | URL, options: GuardedFetchOptions = {}) {
  const access = {
    allowLoopback: options.allowLoopback ?? false,
    trustedOrigins: (options.trustedOrigins ?? []).map((origin) => new URL(origin).origin),
  };
  const { maxBytes = 1024 * 1024, maxRedirects = 5 } = options;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const start = URL.canParse(address) ? new URL(address) : null;
  if (!start || !/^https?:$/.test(start.protocol) || start.username || start.password) {
    throw new OutgoingRequestError("invalid");
  }
  let url = start;
  if (!mayRequest(url, access)) throw new OutgoingRequestError("unreachable");
  let hop: Hop = { method: options.method ?? "GET", headers: options.headers ?? {}, body: options.body };
  for (let redirects = 0; ; redirects++) {
    const answer = await exchange(url, hop, access, maxBytes, signal);
    const location = answer.headers.location;
    if (!isRedirect(answer.status) || !location || maxRedirects === 0) return answer;
    if (redirects === maxRedirects) throw new OutgoingRequestError("redirects");
    const next = URL.canParse(location, url) ? new URL(location, url) : null;
    if (!next || !mayRequest(next, access)) throw new OutgoingRequestError("unreachable");
    hop = redirected(hop, answer.status, url, next);
    url = next;
  }
}
