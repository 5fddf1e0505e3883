import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { queriesSent, type Database } from "#db/client.server";
import { catalogueVersionQueries } from "#db/catalogue-cache.server";
import { products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { ensureReferenceData } from "#db/seed/seed.server";
import { createTestDatabase } from "#tests/helpers/database";
import {
  loadStorefrontProducts,
  pageStorefrontProducts,
  prepareSearch,
  searchStorefrontProducts,
} from "./catalog.service.server";

/**
 * A search finds its page in product_search and takes the cards from the catalogue cache, one by one
 * (issue 35 item 5): the answer must be exactly the one read afresh, a card must be read once while the
 * catalogue is unchanged, and a change must show in the next search.
 */
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureReferenceData(database.db);
  for (let n = 1; n <= 12; n++)
    await createProduct(db(), {
      name: n % 3 ? `Viseira Quasar ${n}` : `Pinlock Quasar ${n}`,
      translations: { en: { name: `Quasar visor ${n}`, slug: `quasar-visor-${n}` } },
    });
});
afterAll(() => database?.close());

/** The statements `run` sends. */
/** Statements a call sends besides the catalogue version's reads (this test's process does not listen). */
async function statementsOf(run: () => Promise<unknown>) {
  const before = queriesSent() - catalogueVersionQueries();
  await run();
  return queriesSent() - catalogueVersionQueries() - before;
}

describe("a search's cards", () => {
  it("are the cards read afresh, in rank order, in every language and page", async () => {
    for (const language of ["pt", "en"] as const) {
      for (const page of [{}, { limit: 5 }, { limit: 5, offset: 5 }]) {
        const search = await prepareSearch(db(), "quasar");
        const fresh = await loadStorefrontProducts(db(), language, { search, ...page });
        expect(await searchStorefrontProducts(db(), language, "quasar", page)).toEqual(fresh);
        expect(await searchStorefrontProducts(db(), language, "quasar", page)).toEqual(fresh);
      }
    }
    const search = await prepareSearch(db(), "pinlock quasar");
    const page = await pageStorefrontProducts(db(), "pt", { search }, "", 9);
    expect(page.products).toEqual(await loadStorefrontProducts(db(), "pt", { search, limit: 9 }));
    expect(page.products.map((p) => p.name)).toEqual([
      "Pinlock Quasar 3",
      "Pinlock Quasar 6",
      "Pinlock Quasar 9",
      "Pinlock Quasar 12",
    ]);
  });

  it("are read once while the catalogue is unchanged: a search again, or another finding the same products, reads none", async () => {
    await db().update(products).set({ stock: 3 }).where(eq(products.name, "Viseira Quasar 1")); // a new catalogue version
    const first = await statementsOf(() => searchStorefrontProducts(db(), "pt", "viseira quasar"));
    const again = await statementsOf(() => searchStorefrontProducts(db(), "pt", "viseira quasar"));
    const subset = await statementsOf(() => searchStorefrontProducts(db(), "pt", "viseira quasar 1"));
    // The same search again reads nothing (its words, ids and cards are kept); another text finding the same
    // products reads its words and ids, never a card.
    expect(again).toBe(0);
    expect(subset).toBeGreaterThan(0);
    expect(subset).toBeLessThan(first);
  });

  it("show a change of the catalogue in the next search", async () => {
    const [before] = await searchStorefrontProducts(db(), "pt", "quasar 4");
    await db().update(products).set({ price: "77.70" }).where(eq(products.id, before!.id));
    const [after] = await searchStorefrontProducts(db(), "pt", "quasar 4");
    expect(after).toMatchObject({ id: before!.id, price: "77.70" });
  });
});
