import { productIsLive } from "#db/predicates";
import { count } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { listVisorDemand } from "~/features/insight/index.server";
import { linksWithStatus, linkStatuses } from "~/features/link-health/index.server";
import { outboxCounts } from "~/features/mail/index.server";
import { syncProgress } from "~/features/marketplace/index.server";
import { seoChecks, sitemapChecks, translationCounts, validationCounts } from "./catalogue-checks.server";

/**
 * What the dashboard's cards, its inbox and the digest read from the tools, each through the tool's own function
 * and at most once per page (a read is a promise made on first use): the cards and the inbox of one page share them.
 * Whole-catalogue checks come from the background (decision 0029): the page answers with the last ones and their age
 * (`wait: false`); the digest and tests wait for current ones.
 */
export function dashboardReads(db: Db, { wait = true }: { wait?: boolean } = {}) {
  const once = <T>(read: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= read());
  };
  return {
    db,
    /** Products not in the trash, per status. */
    productStatuses: once(() =>
      db.select({ status: products.status, n: count() }).from(products).where(productIsLive).groupBy(products.status),
    ),
    translations: once(() => translationCounts(db, { wait })),
    validation: once(() => validationCounts(db, { wait })),
    seoChecks: once(() => seoChecks(db, { wait })),
    sitemap: once(() => sitemapChecks(db, { wait })),
    /** Every published link's last status (the card); the broken and unknown ones by name (the inbox). */
    linkStatuses: once(() => linkStatuses(db)),
    brokenLinks: once(() => linksWithStatus(db, "broken")),
    unknownLinks: once(() => linksWithStatus(db, "unknown")),
    sync: once(() => syncProgress(db)),
    outbox: once(() => outboxCounts(db)),
    demand: once(() => listVisorDemand(db)),
  };
}
export type DashboardReads = ReturnType<typeof dashboardReads>;

/** How many products have `status` (live ones), from the shared read. */
export async function productsIn(reads: DashboardReads, status: "draft" | "ready" | "published") {
  return (await reads.productStatuses()).find((row) => row.status === status)?.n ?? 0;
}
