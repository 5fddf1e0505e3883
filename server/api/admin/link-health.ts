import { Hono } from "hono";
import { linkHealthQuerySchema, linkHealthSettingsSchema } from "~/features/link-health/link-health.schema";
import {
  getLinkHealth,
  getLinkHealthSettings,
  saveLinkHealthSettings,
  startLinkCheck,
} from "~/features/link-health/link-health.server";
import type { AppEnv } from "../../context";
import { validJson, validQuery } from "../../validate";

/**
 * /api/admin/link-health: every published link with its last check (`?status=&search=` filter it),
 * and `POST /check`, which starts checking them all and answers at once (a second call while one
 * runs answers its progress).
 */
export const linkHealthAdmin = new Hono<AppEnv>()
  .get("/", validQuery(linkHealthQuerySchema), async (c) =>
    c.json(await getLinkHealth(c.var.database.db, c.req.valid("query"))),
  )
  .post("/check", async (c) => {
    const { started, running, checked, total } = await startLinkCheck(c.var.database.db, {
      ...c.var.linkCheck,
      ...c.var.outgoing,
    });
    return c.json({ started, running, checked, total }, started ? 202 : 200);
  })
  .get("/settings", async (c) => c.json(await getLinkHealthSettings(c.var.database.db)))
  .put("/settings", validJson(linkHealthSettingsSchema), async (c) =>
    c.json(await saveLinkHealthSettings(c.var.database.db, c.req.valid("json"))),
  );
