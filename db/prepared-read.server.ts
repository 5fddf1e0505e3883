import type { Db } from "#db/client.server";

/**
 * A read Drizzle builds once per database (and per `variant`, say a language) and then runs with its
 * `sql.placeholder` values: `.prepare(name)` keeps the statement's text and result mapping, so a run skips building
 * the query anew (80 of a 165 µs read at 10,000 products on PGlite, ten reads for a never-visited product page;
 * decision 0040). With PostgreSQL the name also makes it a prepared statement of each pooled connection, so `build`
 * must name each variant's text differently.
 */
export function preparedRead<Variant extends string, Query>(build: (db: Db, variant: Variant) => Query) {
  const made = new WeakMap<Db, Map<Variant, Query>>();
  return (db: Db, variant = "" as Variant): Query => {
    let byVariant = made.get(db);
    if (!byVariant) made.set(db, (byVariant = new Map()));
    let query = byVariant.get(variant);
    if (!query) byVariant.set(variant, (query = build(db, variant)));
    return query;
  };
}
