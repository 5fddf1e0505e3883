import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminSessions,
  brands,
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
import type { Backup } from "~/features/admin/backup.server";
import { setupBackupTests } from "./backup.test-setup";

// What a backup holds, and a restore of it: every row back exactly, what it leaves alone, fitment.
const { t, dump, download, restore, restoreJson, catalogueVersionNow } = setupBackupTests();

const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

const mediaDigests = async () =>
  (await t.database.db.select({ id: media.id, data: media.data }).from(media).orderBy(media.id)).map((m) => [
    m.id,
    createHash("sha256").update(m.data).digest("hex"),
  ]);

const countOf = async (table: typeof adminSessions | typeof loginAttempts | typeof rateLimits | typeof mediaVariants) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Rows the restore must leave alone, and values that test the format's edge cases. */
async function addStateAndEdgeCases() {
  const { db } = t.database;
  await db.insert(settings).values([
    { key: "admin-password-hash", value: passwordHash },
    { key: "notes", value: { name: "Zero's Garage", social: ["instagram", null] } },
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
    expect(column("settings", "key").sort()).toEqual(["list", "notes", "nothing"]);
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
