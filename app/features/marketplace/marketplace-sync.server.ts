import { productIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import { NotFoundError } from "~/lib/errors";
import { logError } from "#db/log-error";
import { claimableRun } from "#db/single-run.server";
import { marketplaceSyncState, products, productShipping, productSync, settings } from "#db/schema";
import { applyShopPrice } from "~/features/catalog/index.server";
import { cents } from "~/features/prices";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";
import type { AliExpressClient } from "./aliexpress-client.server";
import { isAliExpressShopUrl } from "./aliexpress-url";
import {
  marketplaceSettingsSchema,
  syncStatuses,
  type MarketplaceSettings,
  type SyncProgress,
} from "./marketplace.schema";
import { readProductShop, type ShopReading } from "./shop-reading.server";
import { refreshProductLinksAlong } from "./product-links.server";

/** What a sync needs: the database, the AliExpress client (absent: only other shops are read), where mail links point. */
export interface SyncDeps {
  db: Db;
  client?: AliExpressClient;
  outgoing?: OutgoingAccess;
  /** The site's address for the riders' mail a change queues (none: the riders are told at the next save). */
  origin?: string;
}

const settingsKey = "marketplace";
const defaultSettings: MarketplaceSettings = { reviewThresholdPercent: 15 };

export async function getMarketplaceSettings(db: Db): Promise<MarketplaceSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingsKey));
  const parsed = marketplaceSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultSettings;
}

export async function saveMarketplaceSettings(db: Db, value: MarketplaceSettings) {
  await db
    .insert(settings)
    .values({ key: settingsKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** A run whose holder has not renewed its heartbeat for this long is taken over (its instance is gone). */
const staleAfterSeconds = 60;
const heartbeatMs = 10_000;

/**
 * Claims the one sync of all instances (a single row, decision 0022): free, or its holder gone silent. `dueHours`
 * (the schedule) claims it only when the last run ended that long ago, so several instances sync once.
 */
async function claimRun(db: Db, dueHours?: number) {
  const claimed = await db
    .update(marketplaceSyncState)
    .set({
      running: true,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      finishedAt: null,
      total: 0,
      checked: 0,
      changed: 0,
      failed: 0,
    })
    .where(claimableRun(marketplaceSyncState, { dueHours, staleAfterSeconds }))
    .returning({ id: marketplaceSyncState.id });
  return claimed.length > 0;
}

/** Every product with a shop link that is not in the trash: AliExpress by its API, the others by their page. */
function productsToSync(db: Db, only?: number) {
  return db
    .select({
      id: products.id,
      aliexpressUrl: products.aliexpressUrl,
      marketplaceProductId: products.marketplaceProductId,
      marketplaceSkuId: products.marketplaceSkuId,
    })
    .from(products)
    .where(and(productIsLive, ne(products.aliexpressUrl, "#"), only === undefined ? undefined : eq(products.id, only)))
    .orderBy(asc(products.id));
}

type Outcome = "changed" | "unchanged" | "failed";

async function saveSyncRow(db: Db, row: typeof productSync.$inferInsert) {
  const value = { pending: null, detail: "", price: null, previousPrice: null, ...row, checkedAt: new Date() };
  await db.insert(productSync).values(value).onConflictDoUpdate({ target: productSync.productId, set: value });
}

/** Writes what one reading found, in one transaction: applied at once, or waiting for the curator above the threshold. */
async function applyReading(deps: SyncDeps, productId: number, reading: ShopReading, threshold: number) {
  return deps.db.transaction(async (db): Promise<Outcome> => {
    await asActor(db, "sync");
    const [current] = await db
      .select({
        price: products.price,
        originalPrice: products.originalPrice,
        stock: products.stock,
        url: products.aliexpressUrl,
        gtin: products.gtin,
      })
      .from(products)
      .where(and(eq(products.id, productId), productIsLive));
    if (!current) return "unchanged";
    const source = isAliExpressShopUrl(current.url) ? "marketplace" : "shop";
    const apply = (change: Parameters<typeof applyShopPrice>[2]) =>
      applyShopPrice(db, productId, change, { source, origin: deps.origin });
    const confirm = () => db.update(products).set({ priceConfirmedAt: new Date() }).where(eq(products.id, productId));
    const wasAvailable = current.stock !== 0;
    if (reading.kind === "failed" || reading.kind === "no-markup") {
      await saveSyncRow(db, { productId, status: reading.kind, previousPrice: current.price, detail: reading.detail });
      return "failed";
    }
    if (reading.kind === "unavailable") {
      if (wasAvailable) await apply({ price: current.price, originalPrice: current.originalPrice, available: false });
      else await confirm();
      await saveSyncRow(db, { productId, status: "unavailable", previousPrice: current.price, detail: reading.detail });
      return wasAvailable ? "changed" : "unchanged";
    }
    // A barcode fills an empty field; one the curator wrote stays.
    if (reading.gtin && !current.gtin)
      await db.update(products).set({ gtin: reading.gtin }).where(eq(products.id, productId));
    if (reading.shipping.length) {
      await db.delete(productShipping).where(eq(productShipping.productId, productId));
      await db.insert(productShipping).values(reading.shipping.map((row) => ({ ...row, productId })));
    }
    const row = { productId, price: reading.price, previousPrice: current.price };
    const change = { price: reading.price, originalPrice: reading.originalPrice, available: reading.available };
    const percent = (Math.abs(cents(reading.price) - cents(current.price)) / Math.max(cents(current.price), 1)) * 100;
    if (cents(reading.price) !== cents(current.price) && percent > threshold) {
      const detail = `${percent.toFixed(0)} % ${cents(reading.price) > cents(current.price) ? "dearer" : "cheaper"}: above the ${threshold} % that waits for you`;
      await saveSyncRow(db, { ...row, status: "review", pending: change, detail });
      return "changed";
    }
    const changed =
      cents(reading.price) !== cents(current.price) ||
      reading.available !== wasAvailable ||
      (reading.originalPrice ?? "") !== (current.originalPrice ?? "");
    if (changed) await apply(change);
    else await confirm();
    await saveSyncRow(db, { ...row, status: changed ? "changed" : "unchanged" });
    return changed ? "changed" : "unchanged";
  });
}

async function refreshProduct(
  deps: SyncDeps,
  product: Awaited<ReturnType<typeof productsToSync>>[number],
  threshold: number,
) {
  try {
    return await applyReading(deps, product.id, await readProductShop(product, deps), threshold);
  } catch (error) {
    logError(`Marketplace sync of product ${product.id} failed`, error);
    await saveSyncRow(deps.db, {
      productId: product.id,
      status: "failed",
      detail: "Could not be checked (see the server log)",
    });
    return "failed";
  }
}

/** One product read now; `threshold` Infinity applies any change (the curator asked for it: a variant chosen). */
export async function refreshOneProduct(deps: SyncDeps, productId: number, threshold: number) {
  const [product] = await productsToSync(deps.db, productId);
  return product ? refreshProduct(deps, product, threshold) : "unchanged";
}

const runs = new WeakMap<Db, Promise<void>>();

async function runSync(deps: SyncDeps) {
  const { db } = deps;
  const state = (set: PgUpdateSetSource<typeof marketplaceSyncState>) =>
    db
      .update(marketplaceSyncState)
      .set({ ...set, heartbeatAt: sql`now()` })
      .where(eq(marketplaceSyncState.id, 1));
  const heartbeat = setInterval(() => void state({}).catch(() => undefined), heartbeatMs);
  heartbeat.unref();
  try {
    const [list, { reviewThresholdPercent }] = await Promise.all([productsToSync(db), getMarketplaceSettings(db)]);
    await state({ total: list.length });
    for (const product of list) {
      const outcome = await refreshProduct(deps, product, reviewThresholdPercent);
      await state({
        checked: sql`${marketplaceSyncState.checked} + 1`,
        changed: sql`${marketplaceSyncState.changed} + ${outcome === "changed" ? 1 : 0}`,
        failed: sql`${marketplaceSyncState.failed} + ${outcome === "failed" ? 1 : 0}`,
      });
    }
    // Per-language promotion links whose main link or tracking id changed are made again (decision 0023).
    await refreshProductLinksAlong(deps);
  } finally {
    clearInterval(heartbeat);
    await state({ running: false, finishedAt: sql`now()` });
  }
}

/**
 * Starts a sync of every product unless one is under way on any instance (then `started` is false and the caller
 * answers its progress). It runs in the background; `whenSynced` waits for this instance's run.
 */
export async function startMarketplaceSync(deps: SyncDeps, { dueHours }: { dueHours?: number } = {}) {
  if (!(await claimRun(deps.db, dueHours))) return { started: false };
  const run = runSync(deps).catch((error: unknown) => logError("Marketplace sync failed", error));
  runs.set(deps.db, run);
  return { started: true };
}

/** Resolves when this instance's sync of this database has ended (tests, and a server stopping). */
export const whenSynced = (db: Db) => runs.get(db) ?? Promise.resolve();

const statusRank = (status: string) => syncStatuses.indexOf(status as (typeof syncStatuses)[number]);

/** The sync under way or the last one, and every product's last check: what needs the curator first. */
export async function syncProgress(db: Db): Promise<SyncProgress> {
  const [[state], rows] = await Promise.all([
    db.select().from(marketplaceSyncState).where(eq(marketplaceSyncState.id, 1)),
    db
      .select({
        productId: productSync.productId,
        name: products.name,
        status: productSync.status,
        price: productSync.price,
        previousPrice: productSync.previousPrice,
        pending: productSync.pending,
        checkedAt: productSync.checkedAt,
        detail: productSync.detail,
      })
      .from(productSync)
      .innerJoin(products, and(eq(products.id, productSync.productId), productIsLive)),
  ]);
  return {
    running: state?.running ?? false,
    checked: state?.checked ?? 0,
    total: state?.total ?? 0,
    changed: state?.changed ?? 0,
    failed: state?.failed ?? 0,
    startedAt: state?.startedAt?.toISOString() ?? null,
    finishedAt: state?.finishedAt?.toISOString() ?? null,
    items: rows
      .map((row) => ({ ...row, checkedAt: row.checkedAt.toISOString() }))
      .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.name.localeCompare(b.name, "pt")),
  };
}

/**
 * The curator's click on a change that waited: applied as the sync would have (history, riders told), or dismissed
 * (the storefront keeps its price; the next sync asks again if the shop still differs).
 */
export async function reviewSyncChange(deps: SyncDeps, productId: number, decision: "apply" | "dismiss") {
  return deps.db.transaction(async (db) => {
    await asActor(db, "sync");
    const [row] = await db
      .select({ pending: productSync.pending, url: products.aliexpressUrl })
      .from(productSync)
      .innerJoin(products, and(eq(products.id, productSync.productId), productIsLive))
      .where(and(eq(productSync.productId, productId), eq(productSync.status, "review")));
    if (!row?.pending) throw new NotFoundError("No change of this product is waiting");
    if (decision === "apply") {
      const source = isAliExpressShopUrl(row.url) ? "marketplace" : "shop";
      await applyShopPrice(db, productId, row.pending, { source, origin: deps.origin });
    }
    const detail = decision === "apply" ? "Applied by you" : "Dismissed by you: the storefront keeps its price";
    await db
      .update(productSync)
      .set({ status: decision === "apply" ? "changed" : "unchanged", pending: null, detail })
      .where(eq(productSync.productId, productId));
    return { productId, status: decision === "apply" ? "changed" : "unchanged" };
  });
}

const hour = 3600_000;

/**
 * The scheduled sync of this server process (MARKETPLACE_SYNC_HOURS; 0 turns it off): every hour it claims a run that
 * is due, so across instances the catalogue is synced once per period.
 */
export function startMarketplaceSyncWorker(deps: SyncDeps & { hours: number; tickMs?: number }) {
  const { hours, tickMs = Math.min(deps.hours * hour, hour) } = deps;
  const round = () =>
    void startMarketplaceSync(deps, { dueHours: hours }).catch((error: unknown) =>
      logError("Scheduled marketplace sync failed", error),
    );
  const timer = setInterval(round, tickMs);
  timer.unref();
  round();
  return { stop: () => clearInterval(timer) };
}
