import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/helpers/test-app";
import { loginLockout } from "~/features/admin/auth.server";
import { createApp } from "./app";
import { parseEnv } from "./env.server";
import { clientOf, limitedClient, trustedProxies } from "./proxy-trust";

/**
 * Issue 29 item 9: with TRUST_PROXY set, anyone reaching the app directly chose their X-Forwarded-For; and IPv6
 * clients were counted per address, so one /64 had 30 of 30 guesses checked. Forwarded headers are read only from
 * the configured proxies' addresses, and limits count an IPv6 client by its /64.
 */
const t = setupTestApp({ seed: false });
const servers: ReturnType<typeof createServer>[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** The app on a real loopback socket, trusting `proxies`. */
async function listen(proxies: string[]) {
  const app = createApp({ database: t.database, trustProxy: proxies, adminPasswordHash: "" });
  const server = createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const guess = (origin: string, forwardedFor: string, extra: Record<string, string> = {}) =>
  fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor, Origin: origin, ...extra },
    body: JSON.stringify({ password: "wrong" }),
  }).then((r) => r.status);

describe("forwarded headers", () => {
  it("are ignored from a peer that is not a configured proxy: a direct visitor cannot choose their address", async () => {
    const origin = await listen(["10.0.0.0/8"]);
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push(await guess(origin, `198.51.100.${i}`));
    expect(statuses.slice(0, loginLockout.failures)).toEqual(Array(loginLockout.failures).fill(401));
    expect(statuses.slice(loginLockout.failures)).toEqual(Array(8 - loginLockout.failures).fill(429));
  });

  it("are read from a configured proxy: each forwarded client is counted on its own", async () => {
    const origin = await listen(["127.0.0.1"]);
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push(await guess(origin, `203.0.113.${i}`));
    expect(statuses).toEqual(Array(8).fill(401));
  });

  it("make no HTTPS of a direct request's X-Forwarded-Proto", async () => {
    const direct = await listen(["10.0.0.0/8"]);
    const proxied = await listen(["127.0.0.1"]);
    const hsts = (origin: string) =>
      fetch(`${origin}/healthz`, { headers: { "X-Forwarded-Proto": "https" } }).then((r) =>
        r.headers.get("strict-transport-security"),
      );
    expect(await hsts(direct)).toBeNull();
    expect(await hsts(proxied)).toContain("max-age=");
  });
});

describe("IPv6 clients", () => {
  it("are counted by their /64: 30 addresses of one /64 share one lockout, another /64 is not locked", async () => {
    const origin = await listen(["127.0.0.1"]);
    const statuses = [];
    for (let i = 1; i <= 30; i++) statuses.push(await guess(origin, `2001:db8:1:2::${i.toString(16)}`));
    expect(statuses.filter((s) => s === 401)).toHaveLength(loginLockout.failures);
    expect(await guess(origin, "2001:db8:1:3::1")).toBe(401);
  });

  it("are reduced to their /64, written any way", () => {
    expect(limitedClient("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(limitedClient("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limitedClient("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedClient("::1")).toBe("0:0:0:0::/64");
    expect(limitedClient("192.0.2.7")).toBe("192.0.2.7");
  });
});

describe("the client behind proxies", () => {
  const trusted = trustedProxies(["127.0.0.1", "10.0.0.0/8"]);
  it("is the first address from the right that is not a trusted proxy", () => {
    expect(clientOf("127.0.0.1", "198.51.100.1, 203.0.113.20, 10.0.0.5", trusted)).toBe("203.0.113.20");
    expect(clientOf("::ffff:127.0.0.1", "203.0.113.20", trusted)).toBe("203.0.113.20");
    expect(clientOf("127.0.0.1", "[2001:db8::1]:443, 10.0.0.5:80", trusted)).toBe("2001:db8::1");
    expect(clientOf("192.0.2.9", "203.0.113.20", trusted)).toBe("192.0.2.9");
    expect(clientOf("127.0.0.1", undefined, trusted)).toBe("127.0.0.1");
  });

  it("is configured by addresses or CIDRs; a count of proxies is refused with what to write", () => {
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual(["127.0.0.0/8", "::1"]);
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(() => parseEnv({ TRUST_PROXY: "2" })).toThrow(/"2" is not an address or a CIDR/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/CIDR/);
  });
});
