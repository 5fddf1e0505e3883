import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";
import { loginLockout, loginThrottle, recordLoginAttempt } from "~/features/admin/auth.server";
import { disableTotp } from "~/features/admin/totp.server";

const t = setupTestApp({ seed: false, trustProxy: true });

const login = (password: string, client: string, code?: string) =>
  t.request("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client, ...sameOrigin },
    body: JSON.stringify({ password, code }),
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

  it("counts an attempt before checking it: 100 parallel guesses from one address get 5 tries at most", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => login("wrong", "203.0.113.50")));
    const statuses = answers.map((a) => a.status);
    // Attempts that arrive together may all see each other, and all be refused.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(loginLockout.failures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - loginLockout.failures);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it("lets the curator past a lockout with the password and a recovery code, and nothing else", async () => {
    const cookie = await adminCookie(t.request);
    const post = (path: string, body: unknown) =>
      t.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, ...sameOrigin },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await post("/api/admin/totp/setup", {})).json()) as { secret: string };
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const { recoveryCodes } = (await (await post("/api/admin/totp/confirm", { code: code() })).json()) as {
      recoveryCodes: string[];
    };
    try {
      const client = "203.0.113.60";
      for (let i = 0; i < loginLockout.failures; i++) expect((await login("wrong", client)).status).toBe(401);
      // A code of the app does not pass the lock (six digits could be guessed), nor a recovery code without the password.
      expect((await login(testAdminPassword, client, code())).status).toBe(429);
      expect((await login("wrong", client, recoveryCodes[0])).status).toBe(429);
      expect((await login(testAdminPassword, client, "00000-00000")).status).toBe(429);
      const back = await login(testAdminPassword, client, recoveryCodes[0]);
      expect(back.status).toBe(200);
      expect(back.headers.get("set-cookie")).toMatch(/^admin_session=/);
      // Spent, and the success cleared the count.
      expect((await login(testAdminPassword, client, recoveryCodes[0])).status).toBe(401);
      expect((await login(testAdminPassword, client, recoveryCodes[1])).status).toBe(200);
    } finally {
      await disableTotp(t.database.db);
    }
  });
});
