import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateClicks } from "#db/schema";

/** The last click recorded for a product (what /go or the tracking call stored), or undefined. */
export async function lastClick(db: Db, productId: number) {
  const [click] = await db
    .select()
    .from(affiliateClicks)
    .where(eq(affiliateClicks.productId, productId))
    .orderBy(desc(affiliateClicks.id))
    .limit(1);
  return click;
}

/** A visitor's click through /go/{id} in `lang`: the status and where it sends them. */
export async function clickThrough(request: (path: string) => Promise<Response>, id: number, lang = "pt") {
  const res = await request(`/go/${id}?lang=${lang}`);
  return { status: res.status, location: res.headers.get("location") };
}
