import { Hono } from "hono";
import { idSchema } from "~/features/catalog/catalog.schema";
import { getOutboxMessage, listOutbox, retryMessage } from "~/features/mail/outbox.server";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";

/** /api/admin/mail: the outbox (what waits, what went, what failed and why), and "send again". */
export const mailAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ configured: Boolean(c.var.mail), ...(await listOutbox(c.var.database.db)) }))
  .get("/:id", async (c) => c.json(await getOutboxMessage(c.var.database.db, parseOr400(idSchema, c.req.param("id")))))
  .post("/:id/retry", async (c) => {
    const message = await retryMessage(c.var.database.db, parseOr400(idSchema, c.req.param("id")));
    c.var.mail?.wake();
    return c.json(message);
  });
