import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { ensureReferenceData } from "#db/seed/seed.server";
import { createTestDatabase } from "#tests/helpers/database";
import { searchStorefrontProducts } from "./catalog.service.server";

/**
 * Search at catalogue scale (issue 18 item 10): 10,000 published products, each with an English
 * translation and two words of its own, so the vocabulary a typo is corrected against is large too.
 */
const count = 10_000;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await ensureReferenceData(db);
  await db.execute(
    sql`insert into brands (name, slug, kind) values ('Shoei', 'shoei-scale', 'helmet'), ('LS2', 'ls2-scale', 'helmet')`,
  );
  await db.execute(sql`
    insert into products (name, slug, description, type, price, status, published_at, brand_id)
    select 'Acessório ' || substr(md5(i::text), 1, 7) || ' ' || substr(md5((i * 7)::text), 1, 6),
           'scale-' || i, 'Descrição número ' || i || ' com óculos e ecrã.', 'accessory', 10, 'published', now(),
           case when i % 1000 = 0 then (select id from brands where slug = 'shoei-scale') end
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into product_translations (product_id, language_code, name, slug)
    select id, 'en', 'Accessory ' || substr(md5((id * 3)::text), 1, 8), 'scale-en-' || id from products`);
  await db.execute(sql`
    insert into products (name, slug, type, price, status, published_at, brand_id) values
      ('Viseira HJC RPHA 70 fumada', 'scale-rpha-70', 'visor', 30, 'published', now(), null),
      ('Viseira LS2 FF-800 Storm', 'scale-ff-800', 'visor', 30, 'published', now(),
        (select id from brands where slug = 'ls2-scale'))`);
  await db.execute(sql`analyze`);
}, 300_000);

afterAll(() => database?.close());

async function timed(text: string) {
  const start = performance.now();
  const found = await searchStorefrontProducts(database.db, "en", text);
  return { slugs: found.map((p) => p.slug).sort(), ms: performance.now() - start };
}

describe(`search over ${count.toLocaleString("en")} products`, () => {
  it("finds by folded words and one typo, quickly", async () => {
    await timed("warm up");
    const cases: [string, string[]][] = [
      ["rpha70", ["scale-rpha-70"]],
      ["RPHA-70", ["scale-rpha-70"]],
      ["ff800", ["scale-ff-800"]],
      ["FF 800 storm", ["scale-ff-800"]],
      ["shoie", Array.from({ length: count / 1000 }, (_, i) => `scale-en-${(i + 1) * 1000}`).sort()],
      ["accessory " + "0000", []],
    ];
    const timings: string[] = [];
    for (const [text, expected] of cases) {
      const { slugs, ms } = await timed(text);
      if (text.startsWith("accessory")) expect(slugs.length).toBeLessThan(count);
      else expect(slugs).toEqual(expected);
      timings.push(`${JSON.stringify(text)}: ${ms.toFixed(1)} ms (${slugs.length} found)`);
      expect(ms).toBeLessThan(1000);
    }
    console.log(`Search over ${count} products (${database.driver}):\n  ${timings.join("\n  ")}`);
  });

  it("looks words up through the trigram indexes, not by reading every row", async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join("\n");
    expect(await plan(sql`select product_id from product_search where document like '%rpha70%'`)).toContain(
      "product_search_document_trgm",
    );
    expect(await plan(sql`select term from search_terms order by term <-> 'shoie' limit 8`)).toContain(
      "search_terms_term_trgm",
    );
  });
});
