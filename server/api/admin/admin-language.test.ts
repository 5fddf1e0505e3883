import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { adminLanguageOf } from "~/features/admin/admin-language";

const t = setupTestApp({ seed: false });

const choose = (body: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
  t.request("/api/admin/language", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
    redirect: "manual",
  });

describe("the admin's language (issue 33 point 1)", () => {
  it("is chosen without a session: a year's cookie, and back to the admin page it was chosen on", async () => {
    const res = await choose({ language: "pt", to: "/admin/dashboard/products?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/dashboard/products?page=2");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^admin-language=pt;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(adminLanguageOf(cookie.split(";")[0], "en-GB,en")).toBe("pt");
  });

  it("returns only to an admin address of this site", async () => {
    for (const to of ["//evil.example/admin", "https://evil.example/admin", "/admin/../pt", "/\\evil.example", "/pt"]) {
      const res = await choose({ language: "en", to });
      expect(res.headers.get("location"), to).toBe("/admin/dashboard");
    }
    expect((await choose({ language: "en", to: "/admin?redirect=%2Fadmin%2Fdashboard" })).headers.get("location")).toBe(
      "/admin?redirect=%2Fadmin%2Fdashboard",
    );
  });

  it("answers JSON to a script, and refuses another language or another site, setting nothing", async () => {
    const json = await t.request("/api/admin/language", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...sameOrigin },
      body: JSON.stringify({ language: "en" }),
    });
    expect(await json.json()).toEqual({ language: "en" });
    const wrong = await choose({ language: "de" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const crossSite = await choose({ language: "pt" }, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
  });

  it("defaults to the browser's first of Portuguese and English, else English", () => {
    expect(adminLanguageOf(undefined, "pt-PT,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(adminLanguageOf(undefined, "fr-FR,en;q=0.8,pt;q=0.5")).toBe("en");
    expect(adminLanguageOf(undefined, "de-DE,pt-BR;q=0.7")).toBe("pt");
    expect(adminLanguageOf(undefined, "de-DE")).toBe("en");
    expect(adminLanguageOf(undefined, undefined)).toBe("en");
    expect(adminLanguageOf("admin-language=xx", "pt")).toBe("pt");
  });
});
