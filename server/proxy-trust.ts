import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which peers may speak for the client in `X-Forwarded-For` and `X-Forwarded-Proto`: the proxies in front of the
 * app, by address or CIDR (`TRUST_PROXY=127.0.0.1`, `10.0.0.0/8,::1`; `true` is this machine). Only a request
 * whose socket comes from one of them is read that way: a visitor reaching the app directly writes what they like
 * in those headers, and it is ignored (issue 29).
 */
export type TrustedProxies = (address: string) => boolean;

export const trustNoProxy: TrustedProxies = () => false;

/** A proxy on this machine (`true`). */
export const loopbackProxies = ["127.0.0.0/8", "::1"];

/** The matcher of a list of addresses and CIDRs; throws with the entry that is neither. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  if (!entries.length) return trustNoProxy;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.trim().split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32) || prefix === "") {
      throw new Error(`"${entry}" is not an address or a CIDR such as 10.0.0.0/8`);
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

/** The socket's peer; a request made in-process (tests) has none, and comes from this machine. */
export function peerAddress(c: Context) {
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    return "127.0.0.1";
  }
}

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) as the IPv4 address it is. */
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** An `X-Forwarded-For` entry as an address: brackets and a port taken off (`[::1]:443`, `1.2.3.4:80`). */
function forwardedAddress(entry: string) {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1];
  if (bracketed) return bracketed;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value)?.[1];
  return withPort ?? value;
}

/**
 * The client: the socket's peer, or, when that is a trusted proxy, the first address from the right of
 * `X-Forwarded-For` that is not one (each proxy appends the address it got the request from; anything further
 * left was written by the client itself).
 */
export function clientOf(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies) {
  let client = unmapped(peer);
  if (!trusted(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(",").map(forwardedAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    client = unmapped(hops[i]!);
    if (!trusted(client)) break;
  }
  return client;
}

/**
 * What limits count: an IPv4 address, or an IPv6 client's /64. One subscriber line gets a /64 (or more) to pick
 * addresses from at will: counted per address, 30 guesses from one /64 all passed the lockout's five.
 */
export function limitedClient(address: string) {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
