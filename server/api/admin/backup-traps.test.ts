import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likes, mailOutbox, products, requestSuppressions, stockRequests, visorRequests } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import type { Backup } from "~/features/admin/backup.server";
import { stockRequestStopUrl } from "~/features/catalog/stock-notices.server";
import { visorRequestStopUrl } from "~/features/catalog/visor-notices.server";
import { setupBackupTests } from "./backup.test-setup";

// The restore's traps: files that would empty the site, values a page cannot show, and erasures undone.
const { t, app, dump, download, restoreJson } = setupBackupTests();

let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database);
}, 120_000);
afterAll(() => site?.close());

const fresh = async () => JSON.parse((await download()).text) as Backup;
const restoreFile = (backup: unknown, query = "") => restoreJson(JSON.stringify(backup), query);

async function preview(backup: Backup) {
  const res = await app.request("/backup/restore/preview", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(backup),
  });
  return { status: res.status, body: (await res.json()) as { tables: Record<string, unknown>[]; emptied: string[] } };
}

describe("a file that would empty the site", () => {
  it("refuses the 100-byte file without a schema mark and with no tables, and changes nothing", async () => {
    const before = await dump();
    const tiny = { format: "zeros-garage-backup", version: 1, createdAt: new Date().toISOString(), tables: {} };
    expect(JSON.stringify(tiny).length).toBeLessThanOrEqual(100);
    expect(await restoreFile(tiny)).toEqual({
      status: 400,
      body: { error: "The backup has no valid schema mark (the migration it was made on)" },
    });
    // With an older mark, its missing tables would all be empty: the site needs its languages.
    const older = { ...tiny, schema: (await fresh()).schema - 1 };
    expect(await restoreFile(older)).toEqual({
      status: 400,
      body: { error: "Table languages: the site needs a row for each language, missing pt, en, es, fr, it, de" },
    });
    expect(await dump()).toEqual(before);
  });

  it("refuses a partial file unless the curator names the tables it empties, and the preview shows them", async () => {
    const { db } = t.database;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    await db.insert(likes).values([
      { productId: product!.id, visitorId: "a" },
      { productId: product!.id, visitorId: "b" },
    ]);
    const file = await fresh();
    // An older file without redirects, and no likes in it.
    file.schema -= 1;
    const redirectsNow = file.tables.slug_redirects!.rows.length;
    expect(redirectsNow).toBeGreaterThan(0);
    delete file.tables.slug_redirects;
    file.tables.likes!.rows = [];
    const before = await dump();

    const shown = await preview(file);
    expect(shown.status).toBe(200);
    expect(shown.body.emptied).toEqual(["slug_redirects", "likes"]);
    expect(shown.body.tables).toContainEqual({ table: "likes", now: 2, file: 0, added: 0, removed: 2 });
    const brands = file.tables.brands!.rows.length;
    expect(shown.body.tables).toContainEqual({ table: "brands", now: brands, file: brands, added: 0, removed: 0 });
    expect(await dump()).toEqual(before);

    const refused = await restoreFile(file);
    expect(refused).toEqual({
      status: 409,
      body: {
        error:
          `This restore would empty 2 table(s) that hold rows now: slug_redirects (${redirectsNow} rows), likes (2 rows). ` +
          "Check the preview, then confirm by naming them in confirmEmpty",
        problems: ["slug_redirects", "likes"],
        needsConfirmation: true,
      },
    });
    expect((await restoreFile(file, "?confirmEmpty=likes")).body.problems).toEqual(["slug_redirects"]);
    expect(await dump()).toEqual(before);

    expect((await restoreFile(file, "?confirmEmpty=slug_redirects,likes")).status).toBe(200);
    const after = await dump();
    expect([after.likes!.rows.length, after.slug_redirects!.rows.length]).toEqual([0, 0]);
    expect(after.brands).toEqual(before.brands);
  });
});

describe("values a page could not show", () => {
  it("refuses site settings of the wrong types, and the pages still answer", async () => {
    const file = await fresh();
    const { columns, rows } = file.tables.settings!;
    const row = columns.map(() => null as unknown);
    row[columns.indexOf("key")] = "site";
    row[columns.indexOf("value")] = { siteName: { pt: "Garagem" }, social: "none" };
    row[columns.indexOf("updated_at")] = new Date().toISOString();
    rows.push(row);
    const before = await dump();
    expect(await restoreFile(file)).toEqual({
      status: 400,
      body: {
        error:
          `Table settings: row ${rows.length} (key site) has an invalid value.siteName (expected text); ` +
          `Table settings: row ${rows.length} (key site) has an invalid value.social ` +
          "(Invalid input: expected object, received string)",
      },
    });
    expect(await dump()).toEqual(before);
    for (const path of ["/pt/", "/en/products"]) expect((await site.app.request(path)).status, path).toBe(200);
  });

  it("names the table, row and field of the first few problems at once", async () => {
    const file = await fresh();
    const { columns, rows } = file.tables.products!;
    for (const row of rows.slice(0, 7)) row[columns.indexOf("is_featured")] = "yes";
    const { status, body } = await restoreFile(file);
    expect(status).toBe(400);
    const problems = String(body.error).split("; ");
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe("Table products: row 1 has an invalid is_featured (expected true or false)");
    expect(problems[5]).toBe("and more");
  });
});

describe("erasures survive a restore", () => {
  it("leaves out the visor and stock requests a rider forgot since the backup, and their mail", async () => {
    const { db } = t.database;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const visor = { helmetBrand: "LS2", helmetModel: "FF800", sourceType: "test" };
    const [forgotten, kept] = await db
      .insert(visorRequests)
      .values([
        { ...visor, email: "esquece@example.pt" },
        { ...visor, email: "fica@example.pt" },
      ])
      .returning();
    const [stock] = await db
      .insert(stockRequests)
      .values({ email: "esquece@example.pt", productId: product!.id })
      .returning();
    const message = { kind: "visor-available", language: "pt", subject: "s", html: "h", text: "t" };
    await db.insert(mailOutbox).values([
      { ...message, recipient: "esquece@example.pt", visorRequestId: forgotten!.id },
      { ...message, kind: "back-in-stock", recipient: "esquece@example.pt", stockRequestId: stock!.id },
      { ...message, recipient: "fica@example.pt", visorRequestId: kept!.id },
    ]);
    const older = (await download()).text;

    // The rider's own stop links, one-click.
    for (const url of [
      visorRequestStopUrl("", "pt", forgotten!.stopToken),
      stockRequestStopUrl("", "pt", stock!.stopToken),
    ]) {
      const res = await site.app.request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
    }
    // Only hashes of the stop tokens are kept: nothing that names the rider.
    const suppressions = await db.select().from(requestSuppressions);
    expect(suppressions.map((s) => s.kind).sort()).toEqual(["stock", "visor"]);
    expect(JSON.stringify(suppressions)).not.toMatch(/esquece|@|FF800/);

    const file = JSON.parse(older) as Backup;
    const shown = await preview(file);
    expect(shown.body.tables).toContainEqual(expect.objectContaining({ table: "visor_requests", file: 1 }));
    expect((await restoreJson(older)).status).toBe(200);

    const emails = async (table: typeof visorRequests | typeof stockRequests | typeof mailOutbox) =>
      (await db.select().from(table)).map((row) => ("recipient" in row ? row.recipient : row.email)).sort();
    expect(await emails(visorRequests)).toEqual(["fica@example.pt"]);
    expect(await emails(stockRequests)).toEqual([]);
    expect(await emails(mailOutbox)).toEqual(["fica@example.pt"]);
  });
});
