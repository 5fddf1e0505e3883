import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue 34 point 3: components take their types from the server module that produces the data, so no mirror shape
 * is written by hand; values of server modules stay out of the browser. The repository's own ESLint configuration.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
const component = path.join(root, "app/features/catalog/components/probe.tsx");

async function complaints(code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: component });
  return result!.messages.map((m) => m.ruleId);
}

describe("a component and server modules", () => {
  it("may import a type from one", async () => {
    expect(await complaints('import type { AdminProduct } from "../product-admin.server";')).toEqual([
      "@typescript-eslint/no-unused-vars",
    ]);
  });

  it("may not import a value from one, nor a type by a form that keeps the module in the bundle", async () => {
    expect(await complaints('import { getAdminProduct } from "../product-admin.server";')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await complaints('import { type AdminProduct } from "../product-admin.server";')).toContain(
      "@typescript-eslint/no-import-type-side-effects",
    );
    expect(await complaints('import { products } from "#db/schema";')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
  });
});
