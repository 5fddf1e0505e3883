import { Hono } from "hono";
import { deleteStockRequest, listStockRequests } from "~/features/stock-requests/stock-requests.server";
import type { AppEnv } from "../../context";
import { idParam } from "../../validate";

/** /api/admin/stock-requests: the "tell me when it's back" requests, and deleting one. */
export const stockRequestsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listStockRequests(c.var.database.db)))
  .delete("/:id", idParam, async (c) => {
    await deleteStockRequest(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true });
  });
