import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { containsText } from "#db/predicates";
import type { Db } from "#db/client.server";
import { mailOutbox, products, visorRequests } from "#db/schema";
import { toCsv } from "~/lib/csv";
import { NotFoundError } from "~/lib/errors";
import { pageOf } from "~/lib/form-schemas";
import {
  listPageParam,
  visorRequestLists,
  visorRequestPageSize,
  type VisorRequestList,
  type VisorRequestQuery,
} from "./visor-requests.schema";

/** What the curator sets; "notified" is set when a fitting visor's notice is queued. */
export type VisorRequestStatus = "pending" | "processed";

export interface VisorRequestRow {
  id: number;
  email: string;
  helmetBrand: string;
  helmetModel: string;
  visorType: string;
  locale: string;
  pageUrl: string | null;
  sourceType: string;
  status: VisorRequestStatus | "notified";
  requestedAt: string;
  processedAt: string | null;
  /** The notice the rider was sent: when, for which visor, and how its message fared. */
  notified: {
    at: string;
    productId: number | null;
    product: string | null;
    messageId: number | null;
    mail: string | null;
  } | null;
}

/** Every visor request, newest first, with the notice it was sent. */
export async function listVisorRequests(db: Db): Promise<VisorRequestRow[]> {
  return selectVisorRequests(db);
}

/** The newest `n` requests and how many there are in all (the Newsletter screen's summary). */
export async function latestVisorRequests(db: Db, n: number) {
  const [requests, [all]] = await Promise.all([
    selectVisorRequests(db, undefined, { limit: n, offset: 0 }),
    db.select({ n: count() }).from(visorRequests),
  ]);
  return { requests, total: all?.n ?? 0 };
}

/**
 * The screen's three lists (pending, notified, processed), each one page of `visorRequestPageSize` newest first
 * with its total, narrowed to the requests whose address or helmet holds `query.search`.
 */
export async function visorRequestPages(db: Db, query: VisorRequestQuery) {
  const search = query.search
    ? or(
        containsText(visorRequests.email, query.search),
        containsText(visorRequests.helmetBrand, query.search),
        containsText(visorRequests.helmetModel, query.search),
      )
    : undefined;
  const lists = await Promise.all(
    visorRequestLists.map(async (list) => {
      const where = and(eq(visorRequests.status, list), search);
      const number = query[listPageParam(list)];
      const [rows, [matching]] = await Promise.all([
        selectVisorRequests(db, where, {
          limit: visorRequestPageSize,
          offset: (number - 1) * visorRequestPageSize,
        }),
        db.select({ n: count() }).from(visorRequests).where(where),
      ]);
      return [list, { rows, page: pageOf(number, visorRequestPageSize, matching?.n ?? 0) }] as const;
    }),
  );
  return Object.fromEntries(lists) as Record<VisorRequestList, (typeof lists)[number][1]>;
}

async function selectVisorRequests(
  db: Db,
  where?: SQL,
  slice?: { limit: number; offset: number },
): Promise<VisorRequestRow[]> {
  const query = db
    .select({
      id: visorRequests.id,
      email: visorRequests.email,
      helmetBrand: visorRequests.helmetBrand,
      helmetModel: visorRequests.helmetModel,
      visorType: visorRequests.visorType,
      locale: visorRequests.locale,
      pageUrl: visorRequests.pageUrl,
      sourceType: visorRequests.sourceType,
      status: visorRequests.status,
      requestedAt: visorRequests.requestedAt,
      processedAt: visorRequests.processedAt,
      notifiedAt: visorRequests.notifiedAt,
      notifiedProductId: visorRequests.notifiedProductId,
      product: products.name,
      messageId: mailOutbox.id,
      mail: mailOutbox.status,
    })
    .from(visorRequests)
    .leftJoin(products, eq(products.id, visorRequests.notifiedProductId))
    .leftJoin(mailOutbox, eq(mailOutbox.visorRequestId, visorRequests.id))
    .where(where)
    .orderBy(desc(visorRequests.requestedAt), desc(visorRequests.id))
    .$dynamic();
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
  return rows.map(({ notifiedAt, notifiedProductId, product, messageId, mail, ...r }) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
    notified: notifiedAt
      ? { at: notifiedAt.toISOString(), productId: notifiedProductId, product, messageId, mail }
      : null,
  }));
}

/** Pending → processed, or back to pending. */
export async function setVisorRequestStatus(db: Db, id: number, status: VisorRequestStatus) {
  const updated = await db
    .update(visorRequests)
    .set({ status, processedAt: status === "processed" ? new Date() : null })
    .where(eq(visorRequests.id, id))
    .returning({ id: visorRequests.id });
  if (!updated.length) throw new NotFoundError("Visor request not found");
}

export async function deleteVisorRequest(db: Db, id: number) {
  const deleted = await db.delete(visorRequests).where(eq(visorRequests.id, id)).returning({ id: visorRequests.id });
  if (!deleted.length) throw new NotFoundError("Visor request not found");
}

export async function visorRequestsCsv(db: Db) {
  const rows = await listVisorRequests(db);
  return toCsv(
    [
      "email",
      "helmet_brand",
      "helmet_model",
      "visor_type",
      "status",
      "locale",
      "source",
      "page",
      "requested_at",
      "processed_at",
    ],
    rows.map((r) => [
      r.email,
      r.helmetBrand,
      r.helmetModel,
      r.visorType,
      r.status,
      r.locale,
      r.sourceType,
      r.pageUrl,
      r.requestedAt,
      r.processedAt,
    ]),
  );
}
