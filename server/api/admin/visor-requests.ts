import { Hono } from "hono";
import {
  deleteVisorRequest,
  listVisorRequests,
  setVisorRequestStatus,
  visorRequestsCsv,
} from "~/features/visor-requests/visor-requests-admin.server";
import { visorRequestStatusSchema } from "~/features/visor-requests/visor-requests.schema";
import type { AppEnv } from "../../context";
import { csvAttachment } from "../../http";
import { idParam, validJson } from "../../validate";

/** /api/admin/visor-requests: the list and export, status changes and deletion. */
export const visorRequestsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listVisorRequests(c.var.database.db)))
  .get("/export.csv", async (c) => csvAttachment(c, "visor-requests", await visorRequestsCsv(c.var.database.db)))
  .patch("/:id", idParam, validJson(visorRequestStatusSchema), async (c) => {
    const { status } = c.req.valid("json");
    await setVisorRequestStatus(c.var.database.db, c.req.valid("param").id, status);
    return c.json({ success: true, status });
  })
  .delete("/:id", idParam, async (c) => {
    await deleteVisorRequest(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true });
  });
