import { describe, expect, it } from "vitest";
import { adminSessions } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";
import { sessionAbsoluteMs, sessionIdleMs, validateSession } from "~/features/admin/auth.server";
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
