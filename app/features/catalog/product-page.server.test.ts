import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { ensureReferenceData, seedDemoCatalogue } from "#db/seed/seed.server";
import { createTestDatabase } from "#tests/helpers/database";
import { categoryMembership, countCategoryMembers } from "~/features/categories/category-membership";
import {
  categoryMemberCondition,
  listStorefrontCategories,
  refineCondition,
} from "~/features/categories/categories.service.server";
import {
  listStorefrontProducts,
  loadStorefrontProducts,
  pageStorefrontProducts,
  prepareSearch,
  searchStorefrontProducts,
} from "./catalog.service.server";
import { findFitting, parseFinderState } from "~/features/helmets/helmet-finder";
import { findFittingProducts, listHelmetBrands } from "~/features/helmets/helmets.server";
import { applyProductList, parseProductListState, productListSorts } from "./product-list";

/**
 * The database answers the lists (membership, counts, filters, sorts, paging) so a page reads only the
 * cards it shows; the TypeScript rule (category-membership.ts) and list (product-list.ts) are the
 * reference it must agree with, on the demo catalogue and on edge cases added to it.
 */
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureReferenceData(db());
  await seedDemoCatalogue(db());
  await db().execute(sql`
    insert into brands (name, slug, kind) values ('Éjeas', 'ejeas-accented', 'gear'), ('Ünbranded Mic', 'unbranded-mic', 'gear')`);
  const id = (table: string, where: string) => sql.raw(`(select id from ${table} where ${where} limit 1)`);
  // Intercom of a brand whose name only slugifies to "ejeas", filed under cameras; a microphone filed
  // nowhere; a visor filed nowhere that fits the K6; a tear-off (accessory) that fits it too; a draft
  // and a deleted intercom (never members); a product created in the same millisecond as another.
  await db().execute(sql`
    insert into products (name, slug, type, price, status, published_at, brand_id, category_id, sort_order, created_at, rating) values
      ('Edge intercom', 'edge-intercom', 'intercom', 55.5, 'published', now(), ${id("brands", "slug = 'ejeas-accented'")},
        ${id("categories", "slug = 'cameras'")}, -5, '2026-01-01T00:00:00.000456Z', null),
      ('edge microphone', 'edge-microphone', 'microphone', 40, 'published', now(), ${id("brands", "slug = 'unbranded-mic'")},
        null, 3, '2026-01-01T00:00:00.000123Z', 4.5),
      ('Edge visor', 'edge-visor', 'visor', 80.01, 'published', now(), null, null, 0, now(), 5),
      ('Edge tear-off', 'edge-tear-off', 'accessory', 9.99, 'published', now(), null, null, 0, now(), null),
      ('Edge draft', 'edge-draft', 'intercom', 10, 'draft', null, null, ${id("categories", "slug = 'intercoms'")}, 0, now(), null)`);
  await db().execute(sql`
    insert into products (name, slug, type, price, status, published_at, category_id, deleted_at)
    values ('Edge deleted', 'edge-deleted', 'intercom', 10, 'published', now(), ${id("categories", "slug = 'intercoms'")}, now())`);
  await db().execute(sql`
    insert into product_fits (product_id, helmet_model_id)
    select p.id, m.id from products p, helmet_models m
    where p.slug in ('edge-visor', 'edge-tear-off') and m.slug = 'k6'`);
}, 120_000);

afterAll(() => database?.close());

const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);

describe("category membership in the database", () => {
  it("agrees with the rule for every category, and counts the same", async () => {
    const [categories, products] = await Promise.all([
      listStorefrontCategories(db(), "en"),
      listStorefrontProducts(db(), "en"),
    ]);
    expect(categories.length).toBeGreaterThan(20);
    const tree = categories;
    const counts = countCategoryMembers(tree, products);
    let gathered = 0;
    for (const category of categories) {
      const where = await categoryMemberCondition(db(), categories, category.id);
      const inSql = ids(await loadStorefrontProducts(db(), "en", { where }));
      const inRule = ids(products.filter(categoryMembership(tree, category.id)));
      expect(inSql, category.canonicalSlug).toEqual(inRule);
      expect(category.productCount, category.canonicalSlug).toBe(counts.get(category.id));
      gathered += inRule.length;
    }
    expect(gathered).toBeGreaterThan(products.length);
    // The edge cases are where the rule says.
    const members = async (slug: string) => {
      const category = categories.find((c) => c.canonicalSlug === slug)!;
      const where = await categoryMemberCondition(db(), categories, category.id);
      return (await loadStorefrontProducts(db(), "pt", { where })).map((p) => p.slug);
    };
    expect(await members("intercoms-ejeas")).toContain("edge-intercom");
    expect(await members("intercoms")).not.toContain("edge-draft");
    expect(await members("intercoms")).not.toContain("edge-deleted");
    expect(await members("accessories-microphones")).toContain("edge-microphone");
    expect(await members("visors-agv-k6")).toContain("edge-visor");
    expect(await members("visors-agv")).toContain("edge-visor");
    expect(await members("visors-agv-k6")).not.toContain("edge-tear-off");
  });
});

describe("the product list in the database", () => {
  const queries = [
    "",
    "filter=featured",
    "filter=new",
    "filter=zeros-picks",
    "refine=brand:ejeas",
    "refine=brand:nobody",
    ...["visors", "intercoms", "accessories"].map((slug) => `refine=category-slug:${slug}`),
    ...productListSorts.map((sort) => `sort=${sort}`),
    ...productListSorts.map((sort) => `filter=new&sort=${sort}`),
    "search=viseira",
    "search=viseira&sort=price-high",
    "search=shoie",
    "search=%25",
  ];

  it.each(queries)("shows what the TypeScript list shows: %s", async (query) => {
    const categories = await listStorefrontCategories(db(), "en");
    const slug = /category-slug:(.+)/.exec(query)?.[1];
    const params = new URLSearchParams(
      slug ? `refine=category:${categories.find((c) => c.canonicalSlug === slug)!.id}` : query,
    );
    params.set("show", "900");
    const state = parseProductListState(params);
    const seed = 12345;
    const source = state.search
      ? await searchStorefrontProducts(db(), "en", state.search)
      : await listStorefrontProducts(db(), "en");
    const expected = applyProductList(source, state, (id) => categoryMembership(categories, id), seed);

    const isDefaultView = state.filter === "all" && !state.search && !state.refine && !state.sort;
    const filter = {
      flag: state.filter === "all" ? undefined : state.filter,
      search: await prepareSearch(db(), state.search),
      where: await refineCondition(db(), state.refine, categories),
    };
    const order = isDefaultView ? { mix: seed } : state.sort;
    const all = await pageStorefrontProducts(db(), "en", filter, order, 900);
    expect(ids(all.products)).toEqual(ids(expected.products));
    expect(all.total).toBe(expected.total);
    const first = await pageStorefrontProducts(db(), "en", filter, order, 9);
    expect(ids(first.products)).toEqual(ids(expected.products).slice(0, 9));
    expect(first.total).toBe(expected.total);
  });
});

describe("the helmet finder in the database", () => {
  // The free text is the site's search: helmets/finder-search.server.test.ts.
  const states = ["brand=agv", "brand=agv&model=k6", "brand=ls2", "brand=x-lite&model=x-803-rs"];

  it.each(states)("finds what the rule finds: %s", async (query) => {
    const [helmets, products] = await Promise.all([listHelmetBrands(db()), listStorefrontProducts(db(), "fr")]);
    const state = parseFinderState(new URLSearchParams(query), helmets);
    for (const kind of ["visors", "accessories"] as const) {
      const expected = findFitting(products, state, helmets, kind);
      const found = await findFittingProducts(db(), "fr", state, helmets, kind, 6);
      expect(ids(found.products), kind).toEqual(ids(expected).slice(0, 6));
      expect(found.total, kind).toBe(expected.length);
      if (query.startsWith("brand=agv") && kind === "visors") expect(found.total).toBeGreaterThan(0);
    }
  });
});
