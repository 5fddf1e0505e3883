import { Hono } from "hono";
import { idSchema } from "~/features/catalog/catalog.schema";
import {
  deleteSubscriber,
  listSubscribers,
  subscriberStats,
  subscribersCsv,
} from "~/features/newsletter/newsletter-admin.server";
import type { AppEnv } from "../../context";
import { csvAttachment, parseOr400, siteOrigin } from "../../http";

/** /api/admin/newsletters: the subscriber list, its statistics and export, and deletion. */
export const newslettersAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listSubscribers(c.var.database.db)))
  .get("/stats", async (c) => c.json(await subscriberStats(c.var.database.db)))
  .get("/export.csv", async (c) =>
    csvAttachment(c, "newsletter-subscribers", await subscribersCsv(c.var.database.db, siteOrigin(c))),
  )
  .delete("/:id", async (c) => {
    await deleteSubscriber(c.var.database.db, parseOr400(idSchema, c.req.param("id")));
    return c.json({ success: true });
  });
