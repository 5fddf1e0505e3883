import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue 34 point 3: the admin pages have one transport to the API, its typed client (adminApi, adminCall), so paths,
 * bodies and answers come from the routers' types. The repository's own ESLint configuration.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function complaints(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
}

describe("the admin pages' way to the API", () => {
  it("is not fetch, in a page or a component", async () => {
    const call = 'export const save = () => fetch("/api/admin/tags", { method: "POST" });';
    expect(await complaints("app/routes/admin/probe.tsx", call)).toContain("no-restricted-globals");
    expect(await complaints("app/features/catalog/components/probe.tsx", call)).toContain("no-restricted-globals");
  });

  it("is the typed client", async () => {
    const call =
      'import { adminApi, adminCall } from "~/features/admin";\nexport const save = () => adminCall(adminApi("/tags").index.$post({ json: { name: "x" } }));';
    expect(await complaints("app/routes/admin/probe.tsx", call)).toEqual([]);
  });
});
