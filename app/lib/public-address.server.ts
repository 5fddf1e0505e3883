import { BlockList, isIP } from "node:net";

/**
 * Addresses that are not the public internet: private, loopback, link-local, shared, multicast, reserved,
 * documentation, and the IPv6 ranges that carry an IPv4 address another box would unwrap (IPv4-compatible,
 * NAT64, 6to4, Teredo).
 */
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
  ["192.88.99.0", 24],
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
  ["::", 96], // ::, ::1 and the IPv4-compatible ::a.b.c.d (::7f00:1)
  ["::ffff:0:0:0", 96], // IPv4-translated
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23], // Teredo (2001::/32) and the other IETF protocol assignments
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4
  ["3fff::", 20],
  ["5f00::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  nonPublic.addSubnet(net, prefix, "ipv6");
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The IPv4 address of an IPv4-mapped one (::ffff:a.b.c.d in any spelling, e.g. ::ffff:7f00:1). */
function mappedIPv4(address: string) {
  // The URL parser writes every IPv6 address one way: hex groups, the zeros compressed.
  const hex = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(new URL(`http://[${address}]/`).hostname);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** The address as the list judges it: its IPv4 when it is an IPv4-mapped IPv6 address; undefined if not an IP. */
function judged(address: string): [string, "ipv4" | "ipv6"] | undefined {
  const ip = address.replace(/%.*$/, "");
  if (isIP(ip) === 4) return [ip, "ipv4"];
  if (isIP(ip) !== 6) return undefined;
  const mapped = mappedIPv4(ip);
  return mapped ? [mapped, "ipv4"] : [ip, "ipv6"];
}

/** Whether the server may connect to this IP address: a public one, or loopback when a test allows it. */
export function isReachableAddress(address: string, allowLoopback = false) {
  const ip = judged(address);
  if (!ip) return false;
  if (allowLoopback && loopback.check(...ip)) return true;
  return !nonPublic.check(...ip);
}
