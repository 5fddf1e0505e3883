import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { pgliteTemplates } from "./database-templates";

describe("the PGlite test database templates", () => {
  it("are the cache's files for this code: the run's templates, found again without building", async () => {
    const again = await pgliteTemplates();
    expect(again.built).toEqual({ migrated: false, seeded: false });
    expect(again.templates).toEqual(inject("databaseTemplates"));
    expect(path.basename(again.templates.migrated)).toBe(`migrated-${again.key}.tar`);
    expect(path.basename(again.templates.seeded)).toBe(`seeded-${again.key}.tar`);
  });
});
