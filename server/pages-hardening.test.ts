import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { createSession, sessionCookie } from "~/features/admin/auth.server";

/** Pages under hostile input (issue 17): redirects, the one page action, the admin's unknown addresses. */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let cookie = "";
beforeAll(async () => {
  site = await createAppWithPages(t.database);
  const { token } = await createSession(t.database.db, null);
  cookie = `${sessionCookie}=${token}`;
}, 120_000);
afterAll(() => site?.close());

const page = (path: string, init?: RequestInit) => site.app.request(path, { redirect: "manual", ...init });

describe("legacy product addresses", () => {
  it("redirect with the slug encoded once, whatever its characters", async () => {
    for (const [from, to] of [
      ["/produto/viseira-%C3%A7", "/pt/produto/viseira-%C3%A7"],
      ["/produto/%E2%80%AE", "/pt/produto/%E2%80%AE"],
      ["/produto/%F0%9F%98%80", "/pt/produto/%F0%9F%98%80"],
      ["/product/a%20b?x=1", "/en/product/a%20b?x=1"],
    ] as const) {
      const res = await page(from);
      expect(res.status, from).toBeGreaterThanOrEqual(301);
      expect(res.status, from).toBeLessThanOrEqual(302);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });

  it("with a control character (a header injection's CR LF) are refused before any route: 400", async () => {
    const res = await page("/produto/a%0d%0ab");
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });

  it("lead to the product when its slug is followed", async () => {
    const location = (await page("/produto/1")).headers.get("location")!;
    expect((await page(location)).status).toBeLessThan(400);
  });
});

describe("the unsubscribe page's action", () => {
  it("answers 400, never 500, to any body that is not its form", async () => {
    for (const [type, body] of [
      ["application/json", '{"token":"x"}'],
      ["text/plain", "token=abc"],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["application/x-www-form-urlencoded", "token=%00"],
      ["application/x-www-form-urlencoded", "token=aaaaaaaaaaaaaaaaaaaaaaaaa"],
    ] as const) {
      const res = await page("/pt/unsubscribe", { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, `${type} ${body}`).toBe(400);
    }
  });

  it("refuses a body over the limit before reading it", async () => {
    const big = `token=${"a".repeat(2 * 1024 * 1024)}`;
    const res = await page("/pt/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    // Streamed without a length too.
    const stream = new Blob([big]).stream();
    const streamed = await page("/pt/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe("an unknown admin address", () => {
  it("is the admin's Page Not Found, status 404, with a way back", async () => {
    const res = await page("/admin/nonexistent-page", { headers: { Cookie: cookie } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('href="/admin/dashboard"');
    expect(html).toContain("Log out"); // inside the admin frame
  });
});

describe("the login page of a logged-in curator", () => {
  it("sends on only to an admin page, the path resolved first", async () => {
    for (const [target, expected] of [
      ["%2Fadmin%2F..%2F%2Fevil.example%2Fphish", "/admin/dashboard"],
      ["%2Fadmin%2F..%2F..%2Fetc", "/admin/dashboard"],
      ["%2Fadmin%2Fproducts%3Fpage%3D2", "/admin/products?page=2"],
    ]) {
      const res = await page(`/admin?redirect=${target}`, { headers: { Cookie: cookie } });
      expect(res.status, target).toBe(302);
      expect(res.headers.get("location"), target).toBe(expected);
    }
  });
});

describe("hostile page addresses", () => {
  it("never answer 500", async () => {
    const paths = [
      "/pt/produto/99999999999",
      "/en/product/99999999999",
      "/pt/produto/2147483648",
      "/pt/produto/a%00b",
      "/pt/a%00b",
      "/pt/products?search=%00",
      "/pt/products?search=%ED%A0%80",
      "/produto/a%00b",
      "/pt/produto/%E2%80%AE",
      "/pt/%F0%9F%98%80",
      "/pt/produto/%",
      "/pt/unsubscribe?token=%00",
      "/admin?redirect=%00",
      "/admin/products/99999999999/edit",
      "/admin/products/%00/edit",
    ];
    for (const path of paths) {
      const res = await page(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
