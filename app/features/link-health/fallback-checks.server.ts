import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { linkStatuses, recordedCheck, type LinkCheckResult, type LinkStatus } from "./link-verdict";

/**
 * The checks of products' second shops (decision 0023). `link_checks` keeps one row per product (its primary key), so
 * without a migration a fallback link's state lives in one settings row, `link-health-fallbacks`: product id → the
 * last check of its fallback link, with the same verdicts and "broken twice in a row" rule as the main link. A round
 * writes it once, in one statement that merges its products' entries (settings writes bump the catalogue version,
 * so pages show a fallback turning broken or back at once). An entry whose `url` is not the product's current
 * fallback link counts as not checked.
 */
const fallbackChecksKey = "link-health-fallbacks";

const fallbackCheckSchema = z.object({
  url: z.string(),
  status: z.enum(linkStatuses),
  verdict: z.enum(linkStatuses),
  brokenStreak: z.number().int().min(0),
  httpStatus: z.number().int().nullable(),
  detail: z.string(),
  checkedAt: z.string(),
});
export type FallbackCheck = z.output<typeof fallbackCheckSchema>;

/** Every product's stored fallback check; an entry that does not read as one is left out (checked afresh). */
export async function readFallbackChecks(db: Db): Promise<Map<number, FallbackCheck>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, fallbackChecksKey));
  const checks = new Map<number, FallbackCheck>();
  for (const [id, value] of Object.entries((row?.value ?? {}) as Record<string, unknown>)) {
    const parsed = fallbackCheckSchema.safeParse(value);
    if (parsed.success) checks.set(Number(id), parsed.data);
  }
  return checks;
}

/** One product's stored fallback check, if it is about `url` (its current fallback link). */
export async function fallbackCheckOf(db: Db, productId: number, url: string): Promise<FallbackCheck | null> {
  const [row] = await db
    .select({ value: sql<unknown>`${settings.value} -> ${String(productId)}` })
    .from(settings)
    .where(eq(settings.key, fallbackChecksKey));
  const parsed = fallbackCheckSchema.safeParse(row?.value);
  return parsed.success && parsed.data.url === url ? parsed.data : null;
}

/** Whether a fallback link's last checks called it broken. */
export async function isFallbackBroken(db: Db, productId: number, url: string) {
  return (await fallbackCheckOf(db, productId, url))?.status === "broken";
}

/** Records a round's fallback checks: each entry follows `nextLinkState` from its link's previous check. */
export async function recordFallbackChecks(
  db: Db,
  results: { productId: number; url: string; result: LinkCheckResult }[],
) {
  if (!results.length) return;
  const previous = await readFallbackChecks(db);
  const checkedAt = new Date().toISOString();
  const entries = Object.fromEntries(
    results.map(({ productId, url, result }) => {
      const before = previous.get(productId);
      const check: FallbackCheck = {
        url,
        ...recordedCheck(before?.url === url ? before : undefined, result),
        checkedAt,
      };
      return [String(productId), check];
    }),
  );
  await db
    .insert(settings)
    .values({ key: fallbackChecksKey, value: entries })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || excluded.value`, updatedAt: new Date() },
    });
}

/** What the admin shows of a fallback link: its status (null: not checked since it was set) and last check. */
export function fallbackHealth(url: string, check: FallbackCheck | undefined) {
  const current = check?.url === url ? check : undefined;
  return {
    url,
    status: (current?.status ?? null) as LinkStatus | null,
    httpStatus: current?.httpStatus ?? null,
    checkedAt: current?.checkedAt ?? null,
    detail: current?.detail ?? "",
  };
}
