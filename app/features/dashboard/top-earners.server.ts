import { inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { fromCents, periodOrders } from "~/features/earnings/index.server";

/**
 * The period's products by commission earned (estimated and settled, decision 0023), most first, with their orders;
 * the orders no product matched as one line (`name` null). Those that earned nothing are left out.
 */
export async function topEarners(db: Db, [start, end]: readonly [Date, Date], limit = 5) {
  const byProduct = new Map<number | null, { orders: number; earned: number }>();
  for (const row of await periodOrders(db, start, end)) {
    const entry = byProduct.get(row.productId) ?? { orders: 0, earned: 0 };
    byProduct.set(row.productId, { orders: entry.orders + row.orders, earned: entry.earned + row.earned });
  }
  const ids = [...byProduct.keys()].filter((id): id is number => id !== null);
  const names = ids.length
    ? await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return [...byProduct]
    .filter(([, figures]) => figures.earned > 0)
    .sort(([, a], [, b]) => b.earned - a.earned)
    .slice(0, limit)
    .map(([id, figures]) => ({
      name: id === null ? null : (nameOf.get(id) ?? null),
      orders: figures.orders,
      commission: fromCents(figures.earned),
    }));
}
