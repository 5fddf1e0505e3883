import { Hono } from "hono";
import { idSchema } from "~/features/catalog/catalog.schema";
import { deleteStockRequest, listStockRequests } from "~/features/stock-requests/stock-requests.server";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";

/** /api/admin/stock-requests: the "tell me when it's back" requests, and deleting one. */
export const stockRequestsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listStockRequests(c.var.database.db)))
  .delete("/:id", async (c) => {
    await deleteStockRequest(c.var.database.db, parseOr400(idSchema, c.req.param("id")));
    return c.json({ success: true });
  });
