import { describe, expect, it } from "vitest";
import english from "~/i18n/locales/admin/en/tools.json";
import { adminPhases, adminTools, safeAdminTarget } from "./admin-tools";

describe("safeAdminTarget", () => {
  it("keeps same-site admin paths with their query", () => {
    expect(safeAdminTarget("/admin/products?page=2")).toBe("/admin/products?page=2");
    expect(safeAdminTarget(null, "/admin/dashboard/newsletters")).toBe("/admin/dashboard/newsletters");
  });

  it.each([
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "/admin\\..\\x",
    "/pt/",
    "javascript:alert(1)",
    "/admin",
    "/admin/login",
    "/admin/..//evil.example/phish",
    "/admin/../../etc",
    "/admin/%2e%2e/%2e%2e/etc",
    "/admin//evil.example",
  ])("never sends the curator to %s", (target) => {
    expect(safeAdminTarget(target)).toBe("/admin/dashboard");
  });
});

describe("the admin tool table", () => {
  it("names every route of the spec once", () => {
    const paths = adminTools.flatMap((tool) => [tool.path, ...(tool.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(["/admin/products", "/admin/dashboard/backup", "/admin/dashboard/templates"]),
    );
  });

  it("gives each API path under /api/admin to one tool at most", () => {
    const api = adminTools.flatMap((tool) => tool.api);
    expect(new Set(api).size).toBe(api.length);
    expect(api).toEqual(expect.arrayContaining(["/products", "/categories", "/stock-requests", "/totp"]));
  });
});

describe("the tools' words", () => {
  it("are the registry's in the admin's English text, which the dashboard shows", () => {
    const { phases, ...tools } = english;
    const text: Record<string, { title: string; description: string }> = tools;
    for (const tool of adminTools) {
      expect(text[tool.key], tool.key).toEqual({ title: tool.title, description: tool.description });
    }
    for (const phase of adminPhases) {
      expect(phases[phase.id]).toEqual({ title: phase.title, description: phase.description });
    }
    expect(Object.keys(text).length).toBe(adminTools.length);
  });
});
