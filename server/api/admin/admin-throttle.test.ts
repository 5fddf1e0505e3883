import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";
import { loginLockout, loginThrottle, recordLoginAttempt } from "~/features/admin/auth.server";

const t = setupTestApp({ seed: false, trustProxy: true });

const login = (password: string, client: string) =>
  t.request("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client, ...sameOrigin },
    body: JSON.stringify({ password }),
  });

describe("login throttling", () => {
  it("locks a client out for 15 minutes after 5 failures, even with the right password", async () => {
    for (let i = 0; i < loginLockout.failures; i++) expect((await login("wrong", "203.0.113.7")).status).toBe(401);
    const locked = await login(testAdminPassword, "203.0.113.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await locked.json()).message).toBe("Too many failed attempts. Try again in 15 minutes.");
    // Another client is not affected.
    expect((await login(testAdminPassword, "203.0.113.8")).status).toBe(200);
  });

  it("doubles the lock with every further 5 failures, and a success clears the count", async () => {
    const { db } = t.database;
    const start = new Date("2026-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < 5; i++) await recordLoginAttempt(db, "client-a", false, at(i * 0.1));
    expect(await loginThrottle(db, "client-a", at(10))).toEqual({ allowed: false, retryAfterSeconds: 5.4 * 60 });
    expect((await loginThrottle(db, "client-a", at(16))).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await recordLoginAttempt(db, "client-a", false, at(16 + i * 0.1));
    expect(await loginThrottle(db, "client-a", at(40))).toEqual({ allowed: false, retryAfterSeconds: 6.4 * 60 });
    expect((await loginThrottle(db, "client-a", at(47))).allowed).toBe(true);
    await recordLoginAttempt(db, "client-a", true, at(47));
    await recordLoginAttempt(db, "client-a", false, at(48));
    expect((await loginThrottle(db, "client-a", at(48))).allowed).toBe(true);
  });
});
