import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import { isAdminPath } from "./pages";

/**
 * Issue 29 item 1: a case variant of an admin path (`/ADMIN/...`) was answered from the public page cache, so
 * after the curator loaded it an anonymous visitor got his page, subscriber addresses included. Whatever the
 * path's case, encoding or trailing characters, an admin answer is private and never kept.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let origin = "";
let cookie = "";
const secret = "only-the-curator-sees-this@example.com";

beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
  origin = (await site.listen()).origin;
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email: secret, unsubscribeToken: "curator-test-token", confirmedAt: new Date() });
}, 120_000);
afterAll(() => site?.close());

const variants = [
  "/admin/dashboard/newsletters",
  "/ADMIN/dashboard/newsletters",
  "/Admin/Dashboard/Newsletters",
  "/%61dmin/dashboard/newsletters",
  "/%2561dmin/dashboard/newsletters",
  "/admin/dashboard/newsletters/",
  "/admin/dashboard/newsletters//",
  "/ADMIN/dashboard/newsletters?x=1",
  "/admin%2Fdashboard%2Fnewsletters",
];

describe("admin pages are never public", () => {
  it.each(variants)("%s: the curator's answer is private, an anonymous visitor never gets it", async (path) => {
    // Twice with the session (a first render may only prime a cache), over a real socket as production serves it.
    for (let i = 0; i < 2; i++) {
      const curator = await fetch(origin + path, { headers: { Cookie: cookie }, redirect: "manual" });
      const body = await curator.text();
      if (body.includes(secret)) {
        expect(curator.headers.get("cache-control"), path).toBe("private, no-store");
      }
      expect(curator.headers.get("cache-control") ?? "", path).not.toMatch(/public|s-maxage/);
    }
    for (let i = 0; i < 2; i++) {
      const visitor = await fetch(origin + path, { redirect: "manual" });
      expect(await visitor.text(), path).not.toContain(secret);
      expect(visitor.headers.get("cache-control") ?? "", path).not.toMatch(/public|s-maxage/);
    }
  });

  it("the curator's newsletter page does show the address (the check above can see it)", async () => {
    const curator = await fetch(`${origin}/ADMIN/dashboard/newsletters`, { headers: { Cookie: cookie } });
    expect(curator.status).toBe(200);
    expect(await curator.text()).toContain(secret);
  });

  it.each([
    ["/admin", true],
    ["/ADMIN", true],
    ["//admin/x", true],
    ["/admin.data", true],
    ["/%41DMIN/", true],
    ["/%2541dmin", true],
    ["/admin;x", true],
    ["/administration", false],
    ["/pt/admin", false],
    ["/en/products", false],
    ["/%E0%A4%A", false],
  ] as const)("isAdminPath(%s) is %s", (path, admin) => {
    expect(isAdminPath(path)).toBe(admin);
  });
});
