import { Hono } from "hono";
import {
  deleteSubscriber,
  listSubscribers,
  subscriberStats,
  subscribersCsv,
} from "~/features/newsletter/newsletter-admin.server";
import type { AppEnv } from "../../context";
import { csvAttachment, siteOrigin } from "../../http";
import { idParam } from "../../validate";

/** /api/admin/newsletters: the subscriber list, its statistics and export, and deletion. */
export const newslettersAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listSubscribers(c.var.database.db)))
  .get("/stats", async (c) => c.json(await subscriberStats(c.var.database.db)))
  .get("/export.csv", async (c) =>
    csvAttachment(c, "newsletter-subscribers", await subscribersCsv(c.var.database.db, siteOrigin(c))),
  )
  .delete("/:id", idParam, async (c) => {
    await deleteSubscriber(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true });
  });
