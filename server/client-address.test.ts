import { describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { loginLockout } from "~/features/admin/auth.server";
import { writeLimits } from "./rate-limit.server";

/**
 * Behind reverse proxies that append to X-Forwarded-For, limits count the address the outermost
 * trusted proxy saw: a client writing its own X-Forwarded-For changes nothing.
 */
const t = setupTestApp({ seed: false, trustProxy: true });

const post = (app: Pick<ReturnType<typeof createApp>, "request">, path: string, forwardedFor: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor, ...sameOrigin },
    body: JSON.stringify(body),
  });

describe("behind one trusted proxy", () => {
  it("locks out a client that forges the left of X-Forwarded-For", async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(t.app, "/api/admin/login", `198.51.100.${i}, 203.0.113.7`, { password: "wrong" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, loginLockout.failures)).toEqual(Array(loginLockout.failures).fill(401));
    expect(statuses.slice(loginLockout.failures)).toEqual(Array(30 - loginLockout.failures).fill(429));
  });

  it("holds the newsletter's limit against a forged X-Forwarded-For", async () => {
    let accepted = 0;
    for (let i = 0; i < 20; i++) {
      const res = await post(t.app, "/api/newsletter/subscribe", `198.51.100.${i}, 203.0.113.9`, {
        email: `reader${i}@example.com`,
        locale: "pt",
      });
      if (res.status === 201) accepted++;
    }
    expect(accepted).toBe(writeLimits.newsletter.limit);
  });
});

describe("behind two trusted proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8)", () => {
  it("counts the first address from the right that is not a trusted proxy", async () => {
    const app = createApp({ database: t.database, trustProxy: ["127.0.0.1", "10.0.0.0/8"], adminPasswordHash: "" });
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(app, "/api/admin/login", `198.51.100.${i}, 203.0.113.20, 10.0.0.${i}`, {
        password: "wrong",
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - loginLockout.failures);
    // Someone else behind the same load balancer is not locked out.
    expect((await post(app, "/api/admin/login", "203.0.113.21, 10.0.0.1", { password: "wrong" })).status).toBe(401);
  });
});
