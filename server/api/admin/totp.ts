import { Hono } from "hono";
import { z } from "zod";
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
import { parseOr400 } from "../../http";
import { limitBody, readJsonObject } from "../../visitor";

const codeSchema = z.object({
  code: z.string({ error: "Enter a code" }).trim().min(6, "Enter a code").max(20, "That code is too long"),
});

/** /api/admin/totp: the optional second factor (status, set-up with a QR code, confirmation, turning off). */
export const totpAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await totpStatus(c.var.database.db)))
  .post("/setup", async (c) => {
    const { db } = c.var.database;
    return c.json(await beginTotpSetup(db, (await getSiteSettings(db)).siteName));
  })
  .post("/confirm", limitBody, async (c) => {
    const { code } = parseOr400(codeSchema, await readJsonObject(c));
    return c.json(await confirmTotpSetup(c.var.database.db, code));
  })
  .post("/disable", limitBody, async (c) => {
    const { db } = c.var.database;
    const { code } = parseOr400(codeSchema, await readJsonObject(c));
    if (!(await verifySecondFactor(db, code))) throw new InvalidError("Invalid code", { code: "Invalid code" });
    await disableTotp(db);
    return c.json({ success: true, message: "Two-step login is off" });
  });
