import { describe, expect, it } from "vitest";
import { maxBackupRows, validateBackup, type Backup } from "~/features/admin/backup.server";
import { setupBackupTests } from "./backup.test-setup";

// Backups the restore takes or refuses: one from another version, and bad files of every kind.
const { app, dump, download, restoreJson, catalogueVersionNow } = setupBackupTests();

type LooseBackup = Omit<Backup, "format" | "version"> & { format: unknown; version: unknown };

describe("a backup made by another version", () => {
  it("restores one made before later migrations: what they added comes back empty or with its defaults", async () => {
    const file = JSON.parse((await download()).text) as LooseBackup & { schema?: number };
    expect(file.schema).toBeGreaterThan(0);
    // As a file from before: an older schema mark, no newsletter issues table, no price confirmation column.
    file.schema -= 1;
    delete file.tables.newsletter_issues;
    const products = file.tables.products!;
    const at = products.columns.indexOf("price_confirmed_at");
    products.columns.splice(at, 1);
    for (const row of products.rows) row.splice(at, 1);
    const restored = await restoreJson(JSON.stringify(file));
    expect(restored.status).toBe(200);
    expect((await dump()).products?.rows.length).toBe(products.rows.length);
    // The same edits to a file of this very version are refused: it must match exactly.
    const current = JSON.parse((await download()).text) as LooseBackup;
    delete current.tables.newsletter_issues;
    expect(await restoreJson(JSON.stringify(current))).toEqual({
      status: 400,
      body: { error: "Backup is missing table newsletter_issues" },
    });
  });

  it("refuses one made by a newer version, and changes nothing", async () => {
    const file = JSON.parse((await download()).text) as LooseBackup & { schema: number };
    file.schema += 1;
    const before = await dump();
    expect(await restoreJson(JSON.stringify(file))).toEqual({
      status: 400,
      body: { error: "This backup was made by a newer version of the app: update the app, then restore it" },
    });
    expect(await dump()).toEqual(before);
  });
});

describe("a bad backup file", () => {
  /** A fresh download, changed by `edit`. */
  async function edited(edit: (backup: LooseBackup) => void) {
    const backup = JSON.parse((await download()).text) as LooseBackup;
    edit(backup);
    return JSON.stringify(backup);
  }

  it.each<[string, (backup: LooseBackup) => void, string]>([
    ["another format", (b) => void (b.format = "other-app"), "Not a backup file"],
    ["another version", (b) => void (b.version = 2), "This backup was made by another version of the app"],
    ["a missing table", (b) => void delete b.tables.products, "Backup is missing table products"],
    [
      "an unknown table",
      (b) => void (b.tables.secrets = { columns: [], rows: [] }),
      "Backup has unknown table secrets",
    ],
    [
      "a renamed column",
      (b) => void (b.tables.brands!.columns[b.tables.brands!.columns.indexOf("name")] = "nome"),
      "Table brands: unexpected columns (missing name; unknown nome)",
    ],
    [
      "a repeated column",
      (b) => void (b.tables.brands!.columns[b.tables.brands!.columns.indexOf("slug")] = "name"),
      "Table brands: unexpected columns (missing slug; repeated name)",
    ],
    ["a short row", (b) => void b.tables.brands!.rows[1]!.pop(), "Table brands: row 2 has 7 values, expected 8"],
    ["rows that are not a list", (b) => void (b.tables.tags!.rows = {} as never), "Table tags: rows must be a list"],
    [
      "a value of the wrong shape",
      (b) => void (b.tables.brands!.rows[0]![b.tables.brands!.columns.indexOf("name")] = { name: "x" }),
      "Table brands: row 1 has an invalid name (expected text)",
    ],
  ])("is refused when it has %s, and changes nothing", async (_, edit, message) => {
    const before = await dump();
    const version = await catalogueVersionNow();
    expect(await restoreJson(await edited(edit))).toEqual({ status: 400, body: { error: message } });
    expect(await dump()).toEqual(before);
    expect(await catalogueVersionNow()).toBe(version);
  });

  it("is refused when it is not JSON, or not an object", async () => {
    for (const body of ["{ not json", "", "[]", "null", '"zeros-garage-backup"']) {
      expect(await restoreJson(body)).toEqual({ status: 400, body: { error: "Not a backup file" } });
    }
  });

  it("is refused when it is too large or has too many rows", async () => {
    const huge = await app.request("/backup/restore", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(201 * 1024 * 1024) },
      body: "{}",
    });
    expect([huge.status, await huge.json()]).toEqual([413, { error: "Backup file is too large" }]);

    const backup = JSON.parse((await download()).text) as Backup;
    backup.tables.likes!.rows = Array.from({ length: maxBackupRows + 1 }, () => []);
    expect(() => validateBackup(backup)).toThrow(`Backup has more than ${maxBackupRows} rows`);
  });

  it("is refused when it nests values 5,000 deep, or is a category its own ancestor, and changes nothing", async () => {
    const before = await dump();
    const deep = `{"format":"zeros-garage-backup","version":1,"tables":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`;
    expect(await restoreJson(deep)).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/nested too deeply/), fields: expect.any(Object) },
    });

    const backup = JSON.parse((await download()).text) as Backup;
    const { columns, rows } = backup.tables.categories!;
    const [first, second] = rows as [unknown[], unknown[]];
    const id = columns.indexOf("id");
    first[columns.indexOf("parent_id")] = second[id];
    second[columns.indexOf("parent_id")] = first[id];
    const cycle = await restoreJson(JSON.stringify(backup));
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toMatch(/^Table categories: row \d+ is its own ancestor \(a parent cycle\)$/);
    expect(await dump()).toEqual(before);
  });

  it.each<[string, (backup: Backup) => void, RegExp]>([
    [
      "a duplicate primary key",
      (b) => void b.tables.brands!.rows.push([...b.tables.brands!.rows[0]!]),
      /^Backup could not be restored: table brands: duplicate key value violates unique constraint "brands_pkey"$/,
    ],
    // The checks before any write name the table, the row and the field.
    [
      "a product of a missing brand",
      (b) => {
        const { columns, rows } = b.tables.products!;
        rows[rows.length - 1]![columns.indexOf("brand_id")] = 999_999;
      },
      /^Table products: row \d+ has brand_id 999999, which is not a row of brands$/,
    ],
    [
      "an image that is not base64",
      (b) => void (b.tables.media!.rows[0]![b.tables.media!.columns.indexOf("data")] = "not base64!"),
      /^Table media: row 1 has an invalid data \(expected base64 data\)$/,
    ],
    [
      "a visor marking outside the vocabulary",
      (b) => void (b.tables.visor_details!.rows[0]![b.tables.visor_details!.columns.indexOf("marking")] = "night-only"),
      /^Table visor_details: row 1 has an invalid marking \(expected one of .*\)$/,
    ],
    [
      "a fit of a missing helmet model",
      (b) =>
        void (b.tables.product_fits!.rows[0]![b.tables.product_fits!.columns.indexOf("helmet_model_id")] = 999_999),
      /^Table product_fits: row 1 has helmet_model_id 999999, which is not a row of helmet_models$/,
    ],
    [
      "a price that is not a number",
      (b) => void (b.tables.products!.rows[0]![b.tables.products!.columns.indexOf("price")] = "cheap"),
      /^Table products: row 1 has an invalid price \(expected a number with at most 8 digits before the point\)$/,
    ],
  ])("is refused by the checks or the database when it has %s, and changes nothing", async (_, edit, message) => {
    const backup = JSON.parse((await download()).text) as Backup;
    edit(backup);
    const before = await dump();
    const version = await catalogueVersionNow();
    const { status, body } = await restoreJson(JSON.stringify(backup));
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(await dump()).toEqual(before);
    expect(await catalogueVersionNow()).toBe(version);
  });
});
