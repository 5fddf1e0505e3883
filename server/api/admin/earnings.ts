import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { orderSyncStatus, startOrderSync } from "~/features/earnings/order-sync.server";
import { maxReportBytes, reportImportSchema } from "~/features/earnings/report-csv";
import { importReport } from "~/features/earnings/report-import.server";
import { ConflictError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { parseOr400, uploadedFile } from "../../http";

/** A report past the limit is refused before it is read, with what to do instead. */
const reportLimit = bodyLimit({
  maxSize: maxReportBytes + 64 * 1024,
  onError: (c) => c.json({ error: "The file is larger than 5 MB: export a shorter period" }, 413),
});

/**
 * /api/admin/earnings (issue 31): the AliExpress order sync (`POST /sync` starts it, `GET /` tells the last run) and
 * the import of a network's transaction report (`POST /import`, multipart: `file`, `network`, `mapping` as JSON,
 * `preview`).
 */
export const earningsAdmin = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json({ configured: Boolean(c.var.marketplace), sync: await orderSyncStatus(c.var.database.db) }),
  )
  .post("/sync", async (c) => {
    const client = c.var.marketplace;
    if (!client) {
      throw new ConflictError(
        "AliExpress is not configured: set ALIEXPRESS_APP_KEY, ALIEXPRESS_APP_SECRET and ALIEXPRESS_TRACKING_ID",
      );
    }
    const { started } = await startOrderSync({ db: c.var.database.db, client });
    return c.json({ started, sync: await orderSyncStatus(c.var.database.db) }, started ? 202 : 200);
  })
  .post("/import", reportLimit, async (c) => {
    const { bytes, form } = await uploadedFile(c, "file", "CSV file");
    let mapping: unknown;
    try {
      mapping = form.get("mapping") ? JSON.parse(String(form.get("mapping"))) : undefined;
    } catch {
      mapping = "not JSON";
    }
    const options = parseOr400(reportImportSchema, {
      network: form.get("network") ?? undefined,
      mapping,
      preview: form.get("preview") === "true",
    });
    return c.json(await importReport(c.var.database.db, bytes, options));
  });
