import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { preparedRead } from "./prepared-read.server";

const t = setupTestApp({ seed: false });

describe("preparedRead", () => {
  it("builds a read once per database and variant, and runs it with each call's values", async () => {
    const { db } = t.database;
    const [first, second] = [await createProduct(db), await createProduct(db)];
    const built: string[] = [];
    const byIds = preparedRead((db: Db, order: "asc" | "desc") => {
      built.push(order);
      return db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder("ids")})`)
        .orderBy(order === "asc" ? asc(products.id) : sql`${products.id} desc`)
        .prepare(`test_products_by_ids_${order}`);
    });
    const ids = [first.id, second.id];
    expect(await byIds(db, "asc").execute({ ids })).toEqual([
      { id: first.id, slug: first.slug },
      { id: second.id, slug: second.slug },
    ]);
    expect((await byIds(db, "asc").execute({ ids: [second.id] })).map((row) => row.id)).toEqual([second.id]);
    expect((await byIds(db, "desc").execute({ ids })).map((row) => row.id)).toEqual([second.id, first.id]);
    expect(await byIds(db, "asc").execute({ ids: [] })).toEqual([]);
    expect(built).toEqual(["asc", "desc"]);

    // Its answers follow the data: the statement is kept, its rows are not.
    await db.update(products).set({ slug: "renamed-slug" }).where(eq(products.id, first.id));
    expect((await byIds(db, "asc").execute({ ids: [first.id] }))[0]!.slug).toBe("renamed-slug");
    expect(built).toEqual(["asc", "desc"]);
  });
});
