import { Hono } from "hono";
import { digestSettingsSchema } from "~/features/dashboard/digest-settings";
import { getDigestSettings, saveDigestSettings } from "~/features/dashboard/digest-settings.server";
import { outboxQuerySchema } from "~/features/mail/outbox.schema";
import { getOutboxMessage, listOutbox, retryMessage } from "~/features/mail/outbox.server";
import type { AppEnv } from "../../context";
import { idParam, validForm, validQuery } from "../../validate";

/**
 * /api/admin/mail: the outbox (a page of 50: `?status=&kind=&recipient=&page=`, failed first; what waits, what
 * went, what failed and why), "send again", and the curator's digest
 * settings (`/digest`: weekly, daily or off; the address, empty for the site's contact address; pt or en).
 */
export const mailAdmin = new Hono<AppEnv>()
  .get("/", validQuery(outboxQuerySchema), async (c) =>
    c.json({ configured: Boolean(c.var.mail), ...(await listOutbox(c.var.database.db, c.req.valid("query"))) }),
  )
  .get("/digest", async (c) => c.json(await getDigestSettings(c.var.database.db)))
  .put("/digest", validForm(digestSettingsSchema), async (c) =>
    c.json(await saveDigestSettings(c.var.database.db, c.req.valid("json"))),
  )
  .get("/:id", idParam, async (c) => c.json(await getOutboxMessage(c.var.database.db, c.req.valid("param").id)))
  .post("/:id/retry", idParam, async (c) => {
    const message = await retryMessage(c.var.database.db, c.req.valid("param").id);
    c.var.mail?.wake();
    return c.json(message);
  });
