import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import {
  deleteVisorRequest,
  listVisorRequests,
  setVisorRequestStatus,
  visorRequestsCsv,
} from "~/features/visor-requests/visor-requests-admin.server";
import type { AppEnv } from "../../context";
import { csvAttachment, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const statusSchema = z.object({
  status: z.enum(["pending", "processed"], { error: "Status must be pending or processed" }),
});

/** /api/admin/visor-requests: the list and export, status changes and deletion. */
export const visorRequestsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listVisorRequests(c.var.database.db)))
  .get("/export.csv", async (c) => csvAttachment(c, "visor-requests", await visorRequestsCsv(c.var.database.db)))
  .patch("/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const { status } = parseOr400(statusSchema, await readJsonObject(c));
    await setVisorRequestStatus(c.var.database.db, id, status);
    return c.json({ success: true, status });
  })
  .delete("/:id", async (c) => {
    await deleteVisorRequest(c.var.database.db, parseOr400(idSchema, c.req.param("id")));
    return c.json({ success: true });
  });
