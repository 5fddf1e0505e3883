import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { visorRequests } from "#db/schema";
import { toCsv } from "~/lib/csv";
import { NotFoundError } from "~/lib/errors";

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
  status: VisorRequestStatus;
  requestedAt: string;
  processedAt: string | null;
}

/** Every visor request, newest first. */
export async function listVisorRequests(db: Db): Promise<VisorRequestRow[]> {
  const rows = await db.select().from(visorRequests).orderBy(desc(visorRequests.requestedAt), desc(visorRequests.id));
  return rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
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
