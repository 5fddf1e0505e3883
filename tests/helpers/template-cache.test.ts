import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedFile, pruneCache, templateBuilder, templateInputs, templateKey } from "./template-cache";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "template-cache-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the test database templates' key", () => {
  /** A copy of what builds the templates (and tsconfig.json, for the import aliases), to change at will. */
  let copy: string;
  let key: string;
  beforeAll(async () => {
    copy = path.join(scratch, "copy");
    const { files } = await templateInputs(root);
    for (const file of [...files, "tsconfig.json", "app/enhance/document.ts"]) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    key = await templateKey(copy);
  }, 60_000);
  /** The key of the copy after `change`, which is then undone. */
  const keyAfter = async (file: string, change: (file: string) => void) => {
    const absolute = path.join(copy, file);
    const before = existsSync(absolute) ? readFileSyncOrNull(absolute) : null;
    change(absolute);
    try {
      return await templateKey(copy);
    } finally {
      if (before === null) rmSync(absolute);
      else writeFileSync(absolute, before);
    }
  };
  const append = (file: string) => appendFileSync(file, "\n-- changed\n");

  it("covers the migrations, the seed and its data, the builder and the modules they import, and their packages", async () => {
    const { files, packages } = await templateInputs(root);
    expect(files).toEqual(
      expect.arrayContaining([
        templateBuilder,
        "drizzle/meta/_journal.json",
        "db/client.server.ts",
        "db/schema/index.ts",
        "db/seed/seed.server.ts",
        "db/seed/factories.ts",
      ]),
    );
    expect(files.filter((file) => file.startsWith("drizzle/") && file.endsWith(".sql")).length).toBeGreaterThan(1);
    expect(files.some((file) => file.startsWith("app/features/catalog/"))).toBe(true);
    expect(files).not.toContain("app/enhance/document.ts");
    expect(packages).toEqual(expect.arrayContaining(["@electric-sql/pglite", "drizzle-orm", "pg"]));
  });

  it("is the same for the same inputs", async () => {
    expect(await templateKey(copy)).toBe(key);
  });

  it("changes with a migration changed or added", async () => {
    const migration = readdirSync(path.join(copy, "drizzle")).find((name) => name.endsWith(".sql"))!;
    expect(await keyAfter(`drizzle/${migration}`, append)).not.toBe(key);
    expect(await keyAfter("drizzle/9999_new.sql", (file) => writeFileSync(file, "select 1;"))).not.toBe(key);
  });

  it("changes with the seed, its data or a module the seed imports", async () => {
    expect(await keyAfter("db/seed/seed.server.ts", append)).not.toBe(key);
    expect(await keyAfter("db/seed/data/new.json", (file) => writeFileSync(file, "{}"))).not.toBe(key);
    const seedDependency = (await templateInputs(copy)).files.find((file) => file.startsWith("app/features/catalog/"))!;
    expect(await keyAfter(seedDependency, append)).not.toBe(key);
  });

  it("does not change with code that does not build them", async () => {
    expect(await keyAfter("app/enhance/document.ts", append)).toBe(key);
  });
});

describe("a cached template file", () => {
  const folder = path.join(scratch, "cache");
  const counting = () => {
    const built: string[] = [];
    return {
      built,
      build: async (file: string) => {
        built.push(file);
        writeFileSync(file, `built ${built.length}`);
      },
    };
  };

  it("is built when missing, reused while its name (the key) is the same, built again under a new key", async () => {
    const { built, build } = counting();
    expect(await cachedFile(folder, "migrated-a.tar", build)).toEqual({
      file: path.join(folder, "migrated-a.tar"),
      built: true,
    });
    expect(await cachedFile(folder, "migrated-a.tar", build)).toMatchObject({ built: false });
    expect(await cachedFile(folder, "migrated-b.tar", build)).toMatchObject({ built: true });
    expect(built).toHaveLength(2);
    expect(readdirSync(folder).sort()).toEqual(["migrated-a.tar", "migrated-b.tar"]);
  });

  it("is built again once older than its maximum age", async () => {
    const { built, build } = counting();
    const { file } = await cachedFile(folder, "seeded-a.tar", build, { maxAgeMs: 60_000 });
    expect(await cachedFile(folder, "seeded-a.tar", build, { maxAgeMs: 60_000 })).toMatchObject({ built: false });
    utimesSync(file, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    expect(await cachedFile(folder, "seeded-a.tar", build, { maxAgeMs: 60_000 })).toMatchObject({ built: true });
    expect(built).toHaveLength(2);
  });

  it("appears whole or not at all, also when two runs build it at once, and a failed build leaves nothing", async () => {
    const slow = async (file: string) => {
      writeFileSync(file, "half");
      // Both builds are under way: neither half is in place.
      expect(existsSync(path.join(folder, "both.tar"))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      appendFileSync(file, " and whole");
    };
    await Promise.all([cachedFile(folder, "both.tar", slow), cachedFile(folder, "both.tar", slow)]);
    expect(readFileSyncOrNull(path.join(folder, "both.tar"))?.toString()).toBe("half and whole");
    await expect(cachedFile(folder, "failed.tar", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(readdirSync(folder).filter((name) => name.includes("partial") || name.startsWith("failed"))).toEqual([]);
  });

  it("of another key is removed once unused for long, the current ones kept", () => {
    const old = new Date(Date.now() - 10 * 86_400_000);
    for (const name of ["migrated-a.tar", "migrated-b.tar"]) utimesSync(path.join(folder, name), old, old);
    pruneCache(folder, ["migrated-b.tar"], 7 * 86_400_000);
    expect(readdirSync(folder)).not.toContain("migrated-a.tar");
    expect(readdirSync(folder)).toContain("migrated-b.tar");
    expect(readdirSync(folder)).toContain("seeded-a.tar");
  });
});

function readFileSyncOrNull(file: string) {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
