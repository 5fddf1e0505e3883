import { Hono } from "hono";
import { getOutboxMessage, listOutbox, retryMessage } from "~/features/mail/outbox.server";
import type { AppEnv } from "../../context";
import { idParam } from "../../validate";

/** /api/admin/mail: the outbox (what waits, what went, what failed and why), and "send again". */
export const mailAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ configured: Boolean(c.var.mail), ...(await listOutbox(c.var.database.db)) }))
  .get("/:id", idParam, async (c) => c.json(await getOutboxMessage(c.var.database.db, c.req.valid("param").id)))
  .post("/:id/retry", idParam, async (c) => {
    const message = await retryMessage(c.var.database.db, c.req.valid("param").id);
    c.var.mail?.wake();
    return c.json(message);
  });
