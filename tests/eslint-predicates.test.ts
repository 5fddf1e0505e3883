import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue 34 point 3: "in the trash" and "what a visitor may see" have one definition, in db/predicates.ts. The
 * repository's own ESLint configuration, run on code that writes them out again.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
const head = 'import { and, eq, isNull } from "drizzle-orm";\nimport { categories, products } from "#db/schema";\n';

async function complaints(file: string, code: string) {
  const [result] = await eslint.lintText(head + code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("the shared predicates", () => {
  it("are not written out again in features, the server or db/", async () => {
    for (const [file, code, use] of [
      ["app/features/seo/probe.server.ts", "export const a = isNull(products.deletedAt);", "productIsLive"],
      ["server/api/probe.ts", "export const a = isNull(categories.deletedAt);", "categoryIsLive"],
      [
        "db/probe.ts",
        'export const a = and(eq(products.status, "published"), eq(products.id, 1));',
        "productIsVisible",
      ],
    ]) {
      expect(await complaints(file!, code!), code).toEqual([expect.stringContaining(use!)]);
    }
  });

  it("leave other columns and statuses alone", async () => {
    for (const code of [
      "export const a = isNull(products.brandId);",
      'export const a = eq(products.status, "draft");',
      "export const a = isNull(categories.parentId);",
    ]) {
      expect(await complaints("app/features/seo/probe.server.ts", code), code).toEqual([]);
    }
  });
});
