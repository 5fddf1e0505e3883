import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateOrders } from "#db/schema";
import { InvalidError } from "~/lib/errors";
import { saveOrders, type ReportedOrder } from "./orders.server";
import { awinMapping, decodeReport, readReport, ReportError, type ReportField, type ReportRow } from "./report-csv";

const orderOf = (network: string, row: ReportRow): ReportedOrder => ({
  network,
  transactionId: row.transactionId,
  orderId: null,
  externalProductId: null,
  productTitle: row.productTitle,
  productUrl: row.productUrl,
  trackingId: row.clickRef,
  status: row.status,
  commissionState: row.commissionState,
  amount: row.amount,
  commission: row.commission,
  currency: row.currency,
  shipToCountry: null,
  orderedAt: row.orderedAt,
  settledAt: row.commissionState === "settled" ? row.orderedAt : null,
});

/** Reads a report; a file that is not one, or any bad row, is a 400 naming every problem (nothing is written). */
function readFile(bytes: Uint8Array, mapping: Partial<Record<ReportField, string>>) {
  try {
    const report = readReport(decodeReport(bytes), mapping);
    if (report.errors.length) {
      const fields = Object.fromEntries(report.errors.slice(0, 50).map((e) => [`row ${e.line}`, e.message]));
      throw new InvalidError(
        `${report.errors.length} of ${report.rows.length + report.errors.length} rows cannot be imported: nothing was imported`,
        fields,
      );
    }
    if (!report.rows.length) throw new InvalidError("The file has a header but no transactions");
    return report;
  } catch (error) {
    if (error instanceof ReportError) throw new InvalidError(error.message);
    throw error;
  }
}

/**
 * A network's transaction report (CSV): previewed (what would be added and updated, the first rows) or imported whole
 * in one transaction, each transaction kept once per network (a later report updates it).
 */
export async function importReport(
  db: Db,
  file: Uint8Array,
  {
    network,
    mapping = awinMapping,
    preview,
  }: { network: string; mapping?: Partial<Record<ReportField, string>>; preview: boolean },
) {
  const { columns, rows } = readFile(file, mapping);
  const orders = rows.map((row) => orderOf(network, row));
  if (!preview) return { network, columns, rows: rows.length, ...(await saveOrders(db, orders)) };
  const known = await db
    .select({ id: affiliateOrders.transactionId })
    .from(affiliateOrders)
    .where(
      and(
        eq(affiliateOrders.network, network),
        inArray(
          affiliateOrders.transactionId,
          orders.map((o) => o.transactionId),
        ),
      ),
    );
  return {
    network,
    columns,
    rows: rows.length,
    willAdd: rows.length - known.length,
    willUpdate: known.length,
    sample: orders.slice(0, 10).map((o) => ({
      transactionId: o.transactionId,
      orderedAt: o.orderedAt.toISOString(),
      status: o.status,
      commissionState: o.commissionState,
      commission: o.commission,
      currency: o.currency,
      clickRef: o.trackingId,
    })),
  };
}
