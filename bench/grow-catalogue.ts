/**
 * Grows the catalogue to TARGET published products by SQL (a few set-based statements, seconds even at
 * 10,000): copies of the published demo products, cycled, each with its translations, images, fits,
 * visor facts and tags, and its search document. Triggers are off while copying (one search refresh per
 * product afterwards instead of one per translation row), so the catalogue version is bumped by hand.
 * Run with the server stopped (PGlite has one process): DATA_DIR=… or DATABASE_URL=…, TARGET=10000.
 */
import path from "node:path";

const target = Number(process.env.TARGET);

const grow = (from: number) => [
  "set session_replication_role = replica",
  `create temp table copies as
     with template as (
       select *, row_number() over (order by id) - 1 as k, count(*) over () as n
       from products where status = 'published' and deleted_at is null and slug !~ '-c[0-9]+$'
     ), inserted as (
       insert into products (name, slug, description, button_text, type, brand_id, category_id, price,
         original_price, stock, price_confirmed_at, aliexpress_url, rating, specifications, is_official,
         status, sort_order, published_at)
       select t.name || ' ' || g, t.slug || '-c' || g, t.description, t.button_text, t.type, t.brand_id,
         t.category_id, t.price, t.original_price, t.stock, t.price_confirmed_at, t.aliexpress_url, t.rating,
         t.specifications, t.is_official, 'published', t.sort_order, now()
       from generate_series(${from}, ${target}) g join template t on t.k = g % t.n
       returning id, slug
     )
     select i.id, t.id as template_id, substring(i.slug from '-c([0-9]+)$') as g
     from inserted i join template t on t.slug = regexp_replace(i.slug, '-c[0-9]+$', '')`,
  `insert into product_translations (product_id, language_code, name, description, button_text, slug,
     specifications, translation_source)
   select c.id, tr.language_code, tr.name || ' ' || c.g, tr.description, tr.button_text, tr.slug || '-c' || c.g,
     tr.specifications, tr.translation_source
   from copies c join product_translations tr on tr.product_id = c.template_id`,
  `insert into product_images (product_id, media_id, alt, sort_order)
   select c.id, i.media_id, i.alt, i.sort_order from copies c join product_images i on i.product_id = c.template_id`,
  `insert into product_fits (product_id, helmet_model_id, note, note_translations)
   select c.id, f.helmet_model_id, f.note, f.note_translations
   from copies c join product_fits f on f.product_id = c.template_id`,
  `insert into visor_details (product_id, maker_kind, maker, part_code, tint, light_transmission, pinlock_ready,
     pinlock_insert, marking)
   select c.id, v.maker_kind, v.maker, v.part_code, v.tint, v.light_transmission, v.pinlock_ready, v.pinlock_insert,
     v.marking
   from copies c join visor_details v on v.product_id = c.template_id`,
  `insert into product_tags (product_id, tag_id)
   select c.id, pt.tag_id from copies c join product_tags pt on pt.product_id = c.template_id`,
  "select refresh_product_search(id) from copies",
  "update catalogue_version set version = version + 1",
  "drop table copies",
  "set session_replication_role = origin",
  "analyze",
];

const countSql = "select count(*)::int as n from products where status = 'published' and deleted_at is null";

async function run(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const [{ n }] = (await query(countSql)).rows as [{ n: number }];
  if (n >= target) return n;
  await query("begin");
  for (const statement of grow(n + 1)) await query(statement);
  await query("commit");
  return ((await query(countSql)).rows[0] as { n: number }).n;
}

const started = performance.now();
let count: number;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  count = await run((sql) => client.query(sql));
  await client.end();
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const db = new PGlite(path.join(process.env.DATA_DIR!, "pgdata"), { extensions: { pg_trgm, unaccent } });
  count = await run((sql) => db.query(sql));
  await db.close();
}
console.log(`${count} published products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
