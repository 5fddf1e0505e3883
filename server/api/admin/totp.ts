import { Hono } from "hono";
import { totpCodeSchema } from "~/features/admin/totp.schema";
import {
  beginTotpSetup,
  confirmTotpSetup,
  disableTotp,
  totpStatus,
  verifySecondFactor,
} from "~/features/admin/totp.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { validJson } from "../../validate";
import { limitBody } from "../../visitor";

const codeBody = validJson(totpCodeSchema);

/** /api/admin/totp: the optional second factor (status, set-up with a QR code, confirmation, turning off). */
export const totpAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await totpStatus(c.var.database.db)))
  .post("/setup", async (c) => {
    const { db } = c.var.database;
    return c.json(await beginTotpSetup(db, (await getSiteSettings(db)).siteName));
  })
  .post("/confirm", limitBody, codeBody, async (c) =>
    c.json(await confirmTotpSetup(c.var.database.db, c.req.valid("json").code)),
  )
  .post("/disable", limitBody, codeBody, async (c) => {
    const { db } = c.var.database;
    if (!(await verifySecondFactor(db, c.req.valid("json").code)))
      throw new InvalidError("Invalid code", { code: "Invalid code" });
    await disableTotp(db);
    return c.json({ success: true, message: "Two-step login is off" });
  });
