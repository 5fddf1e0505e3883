import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { verdictOf, type LinkCheckResult } from "./link-verdict";

export interface LinkFetchOptions {
  /** Per request; a link that does not answer in time is `unknown`. */
  timeoutMs?: number;
  /** Tests only: let loopback addresses (127.0.0.0/8, ::1) through, for a local stand-in shop. */
  allowLoopback?: boolean;
  /** The plain User-Agent the checks send. */
  userAgent?: string;
}

const maxRedirects = 5;
export const linkCheckUserAgent = "Mozilla/5.0 (compatible; storefront-link-check/1.0)";

/** Addresses that are not the public internet: private, loopback, link-local, shared, multicast, reserved. */
const nonPublic = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  nonPublic.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  nonPublic.addSubnet(net, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a check may connect to this address (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isFetchableAddress(address: string, allowLoopback = false) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (allowLoopback && loopback.check(ip, family)) return true;
  return !nonPublic.check(ip, family);
}

class RefusedAddressError extends Error {}

/**
 * A DNS lookup that refuses non-public addresses at connect time, so a name that resolves (or is
 * re-bound) to an inside address is never reached.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const allowed = addresses.filter((a) => isFetchableAddress(a.address, allowLoopback));
      if (!allowed.length) {
        return callback(new RefusedAddressError(`${hostname} is not a public address`), "", 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/** Only http(s) links to public addresses are fetched: the reason when `url` is not one. */
export function unfetchableReason(url: URL, allowLoopback = false) {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "Not an http(s) link";
  if (url.username || url.password) return "A link with a user name or password is not fetched";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isFetchableAddress(host, allowLoopback)) return `${host} is not a public address`;
  if (!isIP(host) && /(^|\.)(localhost|local|internal|localdomain)$/i.test(host) && !allowLoopback) {
    return `${host} is not a public address`;
  }
  return undefined;
}

interface Answer {
  status: number;
  location?: string;
}

/** One request (no body read, no redirect followed), within the time limit. */
function request(url: URL, method: "HEAD" | "GET", options: Required<LinkFetchOptions>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method,
        lookup: guardedLookup(options.allowLoopback),
        headers: { "User-Agent": options.userAgent, Accept: "text/html,*/*;q=0.8", "Accept-Encoding": "identity" },
        timeout: options.timeoutMs,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        res.destroy();
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

/** Follows up to five redirects by hand (each hop checked like the link itself) and answers the last one. */
async function follow(start: URL, method: "HEAD" | "GET", options: Required<LinkFetchOptions>) {
  let url = start;
  for (let hop = 0; ; hop++) {
    const answer = await request(url, method, options);
    if (answer.status < 300 || answer.status >= 400 || !answer.location || answer.status === 304) {
      return { ...answer, url };
    }
    if (hop === maxRedirects) return { status: 0, url, tooManyRedirects: true as const };
    const next = new URL(answer.location, url);
    const refused = unfetchableReason(next, options.allowLoopback);
    if (refused) throw new RefusedAddressError(`Redirected to ${next.href}: ${refused}`);
    url = next;
  }
}

function failureDetail(error: unknown) {
  if (error instanceof RefusedAddressError) return error.message;
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "TimeoutError" || name === "AbortError" || message === "timeout") return "No answer in time";
  const code = (error as { code?: string }).code;
  return `Network error${code ? ` (${code})` : `: ${message}`}`;
}

/**
 * Checks one link politely: HEAD first, then GET when HEAD does not say `ok` (many shops answer
 * HEAD badly); redirects followed by hand. Never throws: failures are `unknown` (refused addresses too).
 */
export async function checkLink(link: string, options: LinkFetchOptions = {}): Promise<LinkCheckResult> {
  const settings = {
    timeoutMs: options.timeoutMs ?? 10_000,
    allowLoopback: options.allowLoopback ?? false,
    userAgent: options.userAgent ?? linkCheckUserAgent,
  };
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { verdict: "unknown", httpStatus: null, detail: "Not a web address" };
  }
  const refused = unfetchableReason(url, settings.allowLoopback);
  if (refused) return { verdict: "unknown", httpStatus: null, detail: refused };
  let last: LinkCheckResult = { verdict: "unknown", httpStatus: null, detail: "" };
  for (const method of ["HEAD", "GET"] as const) {
    try {
      const answer = await follow(url, method, settings);
      last =
        "tooManyRedirects" in answer
          ? { verdict: "unknown", httpStatus: null, detail: "Too many redirects" }
          : verdictOf(answer.status, url, answer.url);
    } catch (error) {
      // No answer at all (refused address, timeout, network): asking again with GET would not help.
      return { verdict: "unknown", httpStatus: null, detail: failureDetail(error) };
    }
    if (last.verdict === "ok") return last;
  }
  return last;
}
