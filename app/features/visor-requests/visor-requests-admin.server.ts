import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox, products, visorRequests } from "#db/schema";
import { toCsv } from "~/lib/csv";
import { NotFoundError } from "~/lib/errors";

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
  const rows = await db
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
    .orderBy(desc(visorRequests.requestedAt), desc(visorRequests.id));
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
