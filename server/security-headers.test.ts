import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";

const behindProxy = setupTestApp({ seed: false, trustProxy: true });
const direct = setupTestApp({ seed: false });
const overHttps = { headers: { "X-Forwarded-Proto": "https" } };

describe("security headers", () => {
  it("go on every answer: no sniffing, no framing, a strict referrer", async () => {
    for (const path of ["/healthz", "/api/products", "/api/admin/status", "/api/nowhere"]) {
      const res = await direct.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("add HSTS only when the visitor came over HTTPS through a trusted proxy", async () => {
    expect((await behindProxy.request("/healthz", overHttps)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect((await behindProxy.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
    // Without a trusted proxy, anyone could send the header: plain HTTP stays plain.
    expect((await direct.request("/healthz", overHttps)).headers.get("strict-transport-security")).toBeNull();
  });

  it("give the JSON API a policy that loads and runs nothing", async () => {
    for (const path of ["/api/products", "/api/admin/status", "/api/nowhere", "/api/products/search?q=%00"]) {
      const policy = (await direct.request(path)).headers.get("content-security-policy");
      expect(policy, path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it("name the session cookie __Host- behind HTTPS (Secure, path /, no domain) and keep the bare name on plain HTTP", async () => {
    const logIn = (app: typeof direct, extra: Record<string, string> = {}) =>
      app.request("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...sameOrigin, ...extra },
        body: JSON.stringify({ password: testAdminPassword }),
      });
    const secure = (await logIn(behindProxy, overHttps.headers)).headers.get("set-cookie")!;
    expect(secure).toMatch(/^__Host-admin_session=[^;]+; /);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).not.toMatch(/Domain=/i);
    const cookie = secure.split(";")[0]!;
    const status = async (app: typeof direct, header: string) =>
      (await (await app.request("/api/admin/status", { headers: { Cookie: header } })).json()) as {
        isAuthenticated: boolean;
      };
    expect(await status(behindProxy, cookie)).toEqual({ isAuthenticated: true });
    const loggedOut = await behindProxy.request("/api/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, ...sameOrigin, ...overHttps.headers },
    });
    expect(loggedOut.headers.get("set-cookie")).toMatch(/__Host-admin_session=;/);
    expect(await status(behindProxy, cookie)).toEqual({ isAuthenticated: false });

    const plain = (await logIn(direct)).headers.get("set-cookie")!;
    expect(plain).toMatch(/^admin_session=[^;]+; /);
    expect(plain).not.toMatch(/Secure/);
  });
});
