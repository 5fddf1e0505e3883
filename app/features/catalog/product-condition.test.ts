import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { products } from "#db/schema";
import { allOf, productCondition } from "./catalog.queries.server";

const compiled = (condition: { sql: Parameters<PgDialect["sqlToQuery"]>[0] }) =>
  new PgDialect({ casing: "snake_case" }).sqlToQuery(condition.sql);

describe("conditions on products, named by what they were built from", () => {
  const visor = productCondition("visor", eq(products.type, "visor"));
  const brand = productCondition("brand agv", eq(products.brandId, 7));

  it("joins the conditions given, and names the join by their names", () => {
    const both = allOf(visor, undefined, brand)!;
    expect(both.key).toBe("(visor) and (brand agv)");
    expect(compiled(both).params).toEqual(["visor", 7]);
    expect(compiled(both).sql).toBe('("products"."type" = $1 and "products"."brand_id" = $2)');
  });

  it("is no condition when none is given, and the condition itself when one is", () => {
    expect(allOf()).toBeUndefined();
    expect(allOf(undefined, undefined)).toBeUndefined();
    expect(allOf(undefined, brand)).toBe(brand);
  });

  it("gives different conditions different names", () => {
    const keys = [allOf(visor), allOf(brand), allOf(visor, brand)].map((c) => c!.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
