import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  adminSessions,
  brands,
  catalogueVersion,
  categories,
  loginAttempts,
  media,
  mediaVariants,
  helmetModels,
  newsletterSubscribers,
  productFits,
  productImages,
  products,
  productSearch,
  productTranslations,
  rateLimits,
  settings,
  slugRedirects,
  visorDetails,
  visorRequests,
  visorTemplates,
} from "#db/schema";
import type { AppEnv } from "#server/context";
import { errorResponse } from "#server/http";
import { setupTestApp } from "#tests/helpers/test-app";
import { createBackup, maxBackupRows, validateBackup, type Backup } from "~/features/admin/backup.server";
import { backupAdmin } from "./backup";

const t = setupTestApp();
// The router on its own (the admin API adds the session check in front of it).
const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("database", t.database);
    c.set("trustProxy", false);
    await next();
  })
  .onError(errorResponse)
  .route("/backup", backupAdmin);

const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

/** Every backed-up row, as a fresh backup reads it. */
const dump = async () => (await createBackup(t.database.db)).tables;

async function download() {
  const res = await app.request("/backup");
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

const restore = (body: string) =>
  app.request("/backup/restore", { method: "POST", headers: { "Content-Type": "application/json" }, body });

async function restoreJson(body: string) {
  const res = await restore(body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const mediaDigests = async () =>
  (await t.database.db.select({ id: media.id, data: media.data }).from(media).orderBy(media.id)).map((m) => [
    m.id,
    createHash("sha256").update(m.data).digest("hex"),
  ]);

const catalogueVersionNow = async () =>
  (await t.database.db.select({ version: catalogueVersion.version }).from(catalogueVersion))[0]!.version;

const countOf = async (table: typeof adminSessions | typeof loginAttempts | typeof rateLimits | typeof mediaVariants) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Rows the restore must leave alone, and values that test the format's edge cases. */
async function addStateAndEdgeCases() {
  const { db } = t.database;
  await db.insert(settings).values([
    { key: "admin-password-hash", value: passwordHash },
    { key: "site", value: { name: "Zero's Garage", social: ["instagram", null] } },
    { key: "list", value: [1, "two", { three: 3 }] },
  ]);
  // A jsonb null (not an SQL NULL) in a NOT NULL column.
  await db.execute(sql`insert into settings (key, value) values ('nothing', 'null'::jsonb)`);
  await db.insert(adminSessions).values({ tokenHash: "session-hash", expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(loginAttempts).values({ ip: "hashed-client", succeeded: false });
  await db.insert(rateLimits).values({ key: "newsletter:hashed-client", windowStart: new Date(), count: 3 });
  await db.insert(newsletterSubscribers).values([
    { email: "ana@example.pt", unsubscribeToken: "t1" },
    { email: "rui@example.pt", unsubscribeToken: "t2", isActive: false, unsubscribedAt: new Date() },
  ]);
  await db
    .insert(visorRequests)
    .values({ email: "eva@example.es", helmetBrand: "LS2", helmetModel: "FF800", sourceType: "x" });
  // A parent created after its children, more of them than one INSERT takes: it must be restored first.
  const children = await db
    .insert(categories)
    .values(Array.from({ length: 600 }, (_, i) => ({ slug: `child-${i}`, name: `Child ${i}` })))
    .returning({ id: categories.id });
  const [parent] = await db.insert(categories).values({ slug: "parent", name: "Parent" }).returning();
  await db
    .update(categories)
    .set({ parentId: parent!.id })
    .where(
      inArray(
        categories.id,
        children.map((c) => c.id),
      ),
    );
  // A table left empty after its sequence moved on.
  await db.insert(visorTemplates).values({
    name: "gone",
    helmetBrand: "LS2",
    helmetModel: "FF800",
    config: {} as never,
  });
  await db.delete(visorTemplates);
  // A cached resized image.
  const [firstMedia] = await db.select({ id: media.id }).from(media).limit(1);
  await db
    .insert(mediaVariants)
    .values({ mediaId: firstMedia!.id, width: 320, format: "webp", data: new Uint8Array([1]) });
}

describe("backup download", () => {
  it("holds every backed-up table, exact values, and no secrets or transient state", async () => {
    await addStateAndEdgeCases();
    const { res, text } = await download();
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="zeros-garage-backup-\d{4}-\d\d-\d\d\.json"$/,
    );
    const backup = JSON.parse(text) as Backup;
    expect(backup).toMatchObject({ format: "zeros-garage-backup", version: 1 });
    expect(new Date(backup.createdAt).toISOString()).toBe(backup.createdAt);

    const names = Object.keys(backup.tables);
    expect(names).toEqual(expect.arrayContaining(["products", "categories", "media", "settings", "likes"]));
    for (const excluded of ["admin_sessions", "login_attempts", "rate_limits", "catalogue_version", "media_variants"]) {
      expect(names).not.toContain(excluded);
    }
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain("session-hash");

    const column = (table: string, name: string) => {
      const { columns, rows } = backup.tables[table]!;
      return rows.map((row) => row[columns.indexOf(name)]);
    };
    expect(column("settings", "key").sort()).toEqual(["list", "nothing", "site"]);
    expect(column("products", "price").every((p) => typeof p === "string" && /^\d+\.\d\d$/.test(p))).toBe(true);
    expect(column("products", "created_at")[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(column("products", "specifications")[0]).toBeTypeOf("object");
    // Image bytes as base64, the same bytes as stored.
    const [[id, digest]] = (await mediaDigests()) as [[number, string]];
    const data = column("media", "data")[column("media", "id").indexOf(id)] as string;
    expect(createHash("sha256").update(Buffer.from(data, "base64")).digest("hex")).toBe(digest);
  });
});

describe("backup restore", () => {
  it("puts back every row exactly, keeps sessions and the password, and moves sequences past the ids", async () => {
    const { db } = t.database;
    const before = await dump();
    const digests = await mediaDigests();
    const { text } = await download();
    const version = await catalogueVersionNow();
    const searchDocuments = () => db.select().from(productSearch).orderBy(productSearch.productId);
    const documentsBefore = await searchDocuments();
    expect(documentsBefore.length).toBeGreaterThan(0);

    // Wipe and change a good part of it.
    await db.delete(productImages);
    await db.delete(products);
    await db.delete(newsletterSubscribers);
    await db.delete(settings).where(sql`${settings.key} <> 'admin-password-hash'`);
    await db.update(categories).set({ name: "Renamed" });
    await db.insert(brands).values({ name: "Intruder", slug: "intruder", kind: "gear" });
    expect(await dump()).not.toEqual(before);

    const { status, body } = await restoreJson(text);
    const rowCount = Object.values(before).reduce((sum, table) => sum + table.rows.length, 0);
    expect([status, body]).toEqual([200, { success: true, tables: Object.keys(before).length, rows: rowCount }]);
    expect(await dump()).toEqual(before);
    expect(await mediaDigests()).toEqual(digests);

    // What a restore leaves alone, and what it empties or invalidates.
    const [password] = await db.select().from(settings).where(eq(settings.key, "admin-password-hash"));
    expect(password?.value).toBe(passwordHash);
    expect([await countOf(adminSessions), await countOf(loginAttempts), await countOf(rateLimits)]).toEqual([1, 1, 1]);
    expect(await countOf(mediaVariants)).toBe(0);
    expect(await catalogueVersionNow()).toBeGreaterThan(version);
    // The search documents are not in the file: the restored rows' triggers write them again.
    expect(await searchDocuments()).toEqual(documentsBefore);

    // New rows continue after the restored ids; an empty table starts again at 1.
    const maxId = (table: "brands" | "newsletter_subscribers") =>
      Math.max(...before[table]!.rows.map((row) => row[before[table]!.columns.indexOf("id")] as number));
    const [brand] = await db.insert(brands).values({ name: "New", slug: "new", kind: "gear" }).returning();
    expect(brand!.id).toBe(maxId("brands") + 1);
    const [subscriber] = await db
      .insert(newsletterSubscribers)
      .values({ email: "new@example.pt", unsubscribeToken: "t3" })
      .returning();
    expect(subscriber!.id).toBe(maxId("newsletter_subscribers") + 1);
    const [template] = await db
      .insert(visorTemplates)
      .values({ name: "new", helmetBrand: "LS2", helmetModel: "FF800", config: {} as never })
      .returning();
    expect(template!.id).toBe(1);
  });

  it("restores fitment: fits with their notes, visor facts, helmet links of visor pages, retired models", async () => {
    const { db } = t.database;
    const [model] = await db.select({ id: helmetModels.id }).from(helmetModels).limit(1);
    await db
      .update(helmetModels)
      .set({ retiredAt: new Date("2026-01-02T03:04:05.123456Z") })
      .where(eq(helmetModels.id, model!.id));
    await db.update(productFits).set({ note: "tamanhos XS–M", noteTranslations: { en: "shell sizes XS–M" } });
    await db.update(productTranslations).set({ specifications: { material: "Polycarbonate" } });
    await db
      .insert(slugRedirects)
      .values({ entityType: "helmet-model", entityId: model!.id, languageCode: "pt", oldSlug: "velho" });
    const before = await dump();
    expect(before.product_fits!.rows.length).toBeGreaterThan(0);
    expect(before.visor_details!.rows.length).toBeGreaterThan(0);
    expect(before.categories!.columns).toEqual(expect.arrayContaining(["helmet_brand_id", "helmet_model_id"]));
    expect(before.helmet_models!.columns).toContain("retired_at");
    expect(before.product_translations!.columns).toContain("specifications");
    const { text } = await download();

    await db.delete(productFits);
    await db.delete(visorDetails);
    await db.update(categories).set({ helmetBrandId: null, helmetModelId: null });
    await db.update(helmetModels).set({ retiredAt: null });
    await db.update(productTranslations).set({ specifications: {} });
    await db.delete(slugRedirects);

    expect((await restoreJson(text)).status).toBe(200);
    expect(await dump()).toEqual(before);
    const [fit] = await db.select().from(productFits).limit(1);
    expect(fit).toMatchObject({ note: "tamanhos XS–M", noteTranslations: { en: "shell sizes XS–M" } });
  });

  it("ignores a password hash found in the file", async () => {
    const backup = JSON.parse((await download()).text) as Backup;
    backup.tables.settings!.rows.push(["admin-password-hash", "$argon2id$stolen", new Date().toISOString()]);
    expect((await restore(JSON.stringify(backup))).status).toBe(200);
    const [password] = await t.database.db.select().from(settings).where(eq(settings.key, "admin-password-hash"));
    expect(password?.value).toBe(passwordHash);
  });
});

/** A backup file as anyone could edit it. */
type LooseBackup = Omit<Backup, "format" | "version"> & { format: unknown; version: unknown };

describe("a backup made by another version", () => {
  it("restores one made before later migrations: what they added comes back empty or with its defaults", async () => {
    const file = JSON.parse((await download()).text) as LooseBackup & { schema?: number };
    expect(file.schema).toBeGreaterThan(0);
    // As a file from before: no schema mark, no newsletter issues table, no price confirmation column.
    delete file.schema;
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
      "Table brands: row 1 has an invalid name",
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
    [
      "a product of a missing brand",
      (b) => {
        const { columns, rows } = b.tables.products!;
        rows[rows.length - 1]![columns.indexOf("brand_id")] = 999_999;
      },
      /^Backup could not be restored: table products: .*violates foreign key constraint/,
    ],
    [
      "an image that is not base64",
      (b) => void (b.tables.media!.rows[0]![b.tables.media!.columns.indexOf("data")] = "not base64!"),
      /^Backup could not be restored: table media: invalid symbol/,
    ],
    [
      "a visor marking outside the vocabulary",
      (b) => void (b.tables.visor_details!.rows[0]![b.tables.visor_details!.columns.indexOf("marking")] = "night-only"),
      /^Backup could not be restored: table visor_details: invalid input value for enum visor_marking/,
    ],
    [
      "a fit of a missing helmet model",
      (b) =>
        void (b.tables.product_fits!.rows[0]![b.tables.product_fits!.columns.indexOf("helmet_model_id")] = 999_999),
      /^Backup could not be restored: table product_fits: .*violates foreign key constraint/,
    ],
    [
      "a price that is not a number",
      (b) => void (b.tables.products!.rows[0]![b.tables.products!.columns.indexOf("price")] = "cheap"),
      /^Backup could not be restored: table products: invalid input syntax for type numeric/,
    ],
  ])("is refused by the database when it has %s, and changes nothing", async (_, edit, message) => {
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
