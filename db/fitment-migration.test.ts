import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/database";
import { migrateDatabase, type Database } from "./client.server";

/** The migrations before fitment (0000–0004), in a folder of their own. */
function migrationsBeforeFitment() {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(path.resolve("drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0005");
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration 0005: today's catalogue becomes fits", () => {
  let database: Database;
  const folder = migrationsBeforeFitment();
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("fits each visor to its model page's model and the models its Compatibility line names", async () => {
    database = await createTestDatabase({ migrationsFolder: folder });
    const { db } = database;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    await db.execute(sql`insert into brands (id, name, slug, kind) values
      (1, 'AGV', 'agv', 'helmet'), (2, 'Shoei', 'shoei', 'helmet'), (3, 'DJI', 'dji', 'gear')`);
    await db.execute(sql`insert into helmet_models (id, brand_id, name, slug) values
      (10, 1, 'K6', 'k6'), (11, 1, 'K6S', 'k6s'), (12, 1, 'K1', 'k1'),
      (20, 2, 'NXR2', 'nxr2'), (21, 2, 'RF-1400', 'rf-1400')`);
    await db.execute(sql`insert into categories (id, slug, name) values
      (1, 'visors-agv', 'Viseiras AGV'), (2, 'visors-agv-k6', 'Viseiras para capacetes AGV K6'),
      (3, 'visors-shoei-nxr2', 'Viseiras para capacetes Shoei NXR2'), (4, 'cameras', 'Câmaras')`);
    await db.execute(
      sql`insert into tags (id, name, slug) values (1, 'original', 'original'), (2, 'pinlock', 'pinlock')`,
    );
    await db.execute(sql`insert into products (id, name, slug, type, brand_id, category_id, price, status, specifications) values
      (1, 'Viseira AGV K6 fumada', 'k6-fumada', 'visor', 1, 2, 30, 'published',
        '{"material": "PC", "compatibility": "AGV K6 / K6 S", "tint": "Smoke 50%"}'),
      (2, 'Viseira Shoei CWR-F2', 'cwr-f2', 'visor', 2, 3, 80, 'published',
        '{"compatibility": "Shoei NXR2 / RF-1400 / X-SPR Pro (CWR-F2)", "tint": "Dark Smoke"}'),
      (3, 'Suporte DJI', 'suporte-dji', 'accessory', 3, 4, 20, 'published',
        '{"compatibility": "DJI Osmo Action 5 Pro / Osmo Action 4"}')`);
    await db.execute(sql`insert into product_tags (product_id, tag_id) values (2, 1), (2, 2), (1, 2)`);
    await db.execute(
      sql`insert into languages (code, name, native_name, flag_emoji) values ('en', 'English', 'English', '')`,
    );
    await db.execute(
      sql`insert into product_translations (product_id, language_code, name, slug) values (1, 'en', 'AGV K6 smoke visor', 'k6-smoke')`,
    );

    await migrateDatabase(database);

    const fits = await rows<{ product_id: number; helmet_model_id: number }>(
      sql`select product_id, helmet_model_id from product_fits order by 1, 2`,
    );
    expect(fits.map((r) => [r.product_id, r.helmet_model_id])).toEqual([
      [1, 10],
      [1, 11],
      [2, 20],
      [2, 21],
    ]);
    const specs = await rows<{ id: number; specifications: Record<string, string> }>(
      sql`select id, specifications from products order by id`,
    );
    // The line is derived now; only what names no known model stays; gear keeps its own line.
    expect(specs.map((r) => r.specifications)).toEqual([
      { material: "PC" },
      { compatibility: "X-SPR Pro" },
      { compatibility: "DJI Osmo Action 5 Pro / Osmo Action 4" },
    ]);
    const facts = await rows(
      sql`select product_id, maker_kind, part_code, tint, light_transmission, pinlock_ready, marking from visor_details order by 1`,
    );
    expect(facts).toEqual([
      {
        product_id: 1,
        maker_kind: "aftermarket",
        part_code: null,
        tint: "smoke",
        light_transmission: 50,
        pinlock_ready: true,
        marking: "daytime-only",
      },
      {
        product_id: 2,
        maker_kind: "original",
        part_code: "CWR-F2",
        tint: "dark",
        light_transmission: null,
        pinlock_ready: true,
        marking: "daytime-only",
      },
    ]);
    const pages = await rows<{ slug: string; helmet_brand_id: number | null; helmet_model_id: number | null }>(
      sql`select slug, helmet_brand_id, helmet_model_id from categories order by id`,
    );
    expect(pages).toEqual([
      { slug: "visors-agv", helmet_brand_id: 1, helmet_model_id: null },
      { slug: "visors-agv-k6", helmet_brand_id: null, helmet_model_id: 10 },
      { slug: "visors-shoei-nxr2", helmet_brand_id: null, helmet_model_id: 20 },
      { slug: "cameras", helmet_brand_id: null, helmet_model_id: null },
    ]);
    // The English values typed before become the English translation's.
    const en = await rows<{ specifications: Record<string, string> }>(
      sql`select specifications from product_translations where product_id = 1`,
    );
    expect(en[0]!.specifications).toEqual({ material: "PC" });
  });
});
