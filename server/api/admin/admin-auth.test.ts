import { describe, expect, it } from "vitest";
import { adminSessions, loginAttempts } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";
import {
  createSession,
  hashPassword,
  recordLoginAttempt,
  resolveAdminPasswordHash,
  sessionAbsoluteMs,
  sessionIdleMs,
  validateSession,
} from "~/features/admin/auth.server";
import { publicAdminRoutes } from "./index";

const t = setupTestApp({ seed: false });

const login = (password: unknown, headers: Record<string, string> = sameOrigin) =>
  t.request("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ password }),
  });

describe("the admin gate", () => {
  it("answers 401 on every registered admin route without a session, except login and status", async () => {
    const routes = t.app.routes.filter((r) => r.path.startsWith("/api/admin"));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const method = route.method === "ALL" ? "GET" : route.method;
      const path = route.path.replace(/:\w+(\{[^}]*\})?/g, "1").replace(/\*$/, "anything");
      if (publicAdminRoutes.some(([m, p]) => m === method && p === path)) continue;
      const res = await t.request(path, { method, headers: sameOrigin });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: "Not logged in" });
    }
  });

  it("keeps admin answers private and out of search engines", async () => {
    const res = await t.request("/api/admin/status");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
  });
});

describe("login, status and logout", () => {
  it("refuses a wrong or missing password with the spec's message", async () => {
    const wrong = await login("not the password");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: "Invalid password", error: "Invalid password" });
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const missing = await login("");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Password is required" });
  });

  it("refuses writes without this site's Origin (CSRF), even the login", async () => {
    expect((await login(testAdminPassword, {})).status).toBe(403);
    const cross = await login(testAdminPassword, { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: "Cross-site request refused" });
  });

  it("starts a server-side session with a safe cookie, and logout ends it", async () => {
    const res = await login(testAdminPassword);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Login successful" });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^admin_session=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    const cookie = setCookie.split(";")[0]!;

    const status = await t.getJson<{ isAuthenticated: boolean }>("/api/admin/status", { headers: { Cookie: cookie } });
    expect(status.body).toEqual({ isAuthenticated: true });
    expect((await t.request("/api/admin/newsletters", { headers: { Cookie: cookie } })).status).toBe(200);
    // Only a hash of the token is stored.
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows.some((r) => cookie.includes(r.tokenHash))).toBe(false);

    const out = await t.request("/api/admin/logout", { method: "POST", headers: { Cookie: cookie, ...sameOrigin } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/admin_session=;/);
    expect((await t.getJson("/api/admin/status", { headers: { Cookie: cookie } })).body).toEqual({
      isAuthenticated: false,
    });
    expect((await t.request("/api/admin/newsletters", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("logout also clears a host-only session cookie whose value is malformed", async () => {
    const cookie = await adminCookie(t.request);
    const out = await t.request("/api/admin/logout", {
      method: "POST",
      headers: { Cookie: `${cookie}; __Host-admin_session=%zz`, ...sameOrigin },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/__Host-admin_session=;/);
  });

  it("ends a session after 2 idle hours or 12 hours in all, deleting its row", async () => {
    const cookie = await adminCookie(t.request);
    const token = cookie.split("=")[1]!;
    const { db } = t.database;
    const start = new Date();
    expect(await validateSession(db, token, new Date(start.getTime() + sessionIdleMs - 60_000))).toBe(true);
    // Used just now (above), so still alive two idle hours after the first use...
    expect(await validateSession(db, token, new Date(start.getTime() + sessionIdleMs + 30_000))).toBe(true);
    // ...but never past the absolute end.
    expect(await validateSession(db, token, new Date(start.getTime() + sessionAbsoluteMs + 1000))).toBe(false);
    expect(await validateSession(db, token)).toBe(false);

    const idle = (await adminCookie(t.request)).split("=")[1]!;
    expect(await validateSession(db, idle, new Date(Date.now() + sessionIdleMs + 1000))).toBe(false);
    // The expired row is gone: the session is dead now too.
    expect(await validateSession(db, idle)).toBe(false);
  });
});

describe("ending sessions", () => {
  const live = (cookie: string) => validateSession(t.database.db, cookie.split("=")[1]);

  it("ends every session when the password changes, and only then", async () => {
    const { db } = t.database;
    const quiet = () => {};
    // Sessions made directly: the test app's password (the test one) is not the one in use meanwhile.
    const newSession = async () => `admin_session=${(await createSession(db, null)).token}`;
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD: "first password" }, quiet);
    let cookie = await newSession();
    // A restart with the same password keeps it (ADMIN_PASSWORD is hashed with a new salt each time).
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD: "first password" }, quiet);
    expect(await live(cookie)).toBe(true);
    // Another hash is another password; the same hash again is not.
    const hash = await hashPassword("third password");
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD_HASH: hash }, quiet);
    expect(await live(cookie)).toBe(false);
    cookie = await newSession();
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD_HASH: hash }, quiet);
    expect(await live(cookie)).toBe(true);
    // A new one ends it, and forgets failed logins (the way back for a locked-out curator).
    await recordLoginAttempt(db, "locked-client", false);
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD: "second password" }, quiet);
    expect(await live(cookie)).toBe(false);
    expect(await db.select().from(loginAttempts)).toEqual([]);
    // Back to the password the other tests log in with.
    await resolveAdminPasswordHash(db, { ADMIN_PASSWORD: testAdminPassword }, quiet);
  });

  it("ends every session from the security tool", async () => {
    const [one, two] = [await adminCookie(t.request), await adminCookie(t.request)];
    const res = await t.request("/api/admin/sessions", { method: "DELETE", headers: { Cookie: one, ...sameOrigin } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/admin_session=;/);
    expect([await live(one), await live(two)]).toEqual([false, false]);
  });

  it("deletes ended sessions, even ones never used again", async () => {
    const { db } = t.database;
    const old = new Date(Date.now() - sessionAbsoluteMs - 1000);
    await db.insert(adminSessions).values([
      { tokenHash: "ended", createdAt: old, lastSeenAt: old, expiresAt: new Date(Date.now() - 1000) },
      { tokenHash: "idle", createdAt: old, lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await adminCookie(t.request);
    const left = await db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions);
    expect(left.map((r) => r.tokenHash)).not.toContain("ended");
    expect(left.map((r) => r.tokenHash)).not.toContain("idle");
  });
});

describe("the login form without JavaScript", () => {
  const submit = (fields: Record<string, string>) =>
    t.request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin },
      body: new URLSearchParams(fields).toString(),
    });

  it("logs in and goes on to the target, or back to the form with the reason", async () => {
    const ok = await submit({ password: testAdminPassword, redirect: "/admin/products?page=2" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin/products?page=2");
    expect(ok.headers.get("set-cookie")).toMatch(/^admin_session=/);

    const wrong = await submit({ password: "not it", redirect: "/admin/..//evil.example" });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/admin?error=password&redirect=%2Fadmin%2Fdashboard");
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect((await submit({ password: "" })).status).toBe(400);
  });
});
