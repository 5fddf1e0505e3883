import { Hono } from "hono";
import { logIn } from "~/features/admin/auth.server";
import { totpCodeSchema, totpDisableSchema } from "~/features/admin/totp.schema";
import { beginTotpSetup, confirmTotpSetup, disableTotp, totpStatus } from "~/features/admin/totp.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { DomainError, InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { validForm, validJson } from "../../validate";
import { hashedClient, limitBody } from "../../visitor";

const codeBody = validJson(totpCodeSchema);

/**
 * /api/admin/totp: the optional second factor (status, set-up with a QR code, confirmation, turning off).
 * Turning it off asks for the password and a code, checked as a login is (with its lockout): an open
 * session alone (a borrowed laptop) must not be able to weaken the login.
 */
export const totpAdmin = ({ passwordHash }: { passwordHash: string }) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await totpStatus(c.var.database.db)))
    .post("/setup", async (c) => {
      const { db } = c.var.database;
      return c.json(await beginTotpSetup(db, (await getSiteSettings(db)).siteName));
    })
    .post("/confirm", limitBody, codeBody, async (c) =>
      c.json(await confirmTotpSetup(c.var.database.db, c.req.valid("json").code)),
    )
    .post("/disable", limitBody, validForm(totpDisableSchema), async (c) => {
      const { db } = c.var.database;
      const { password, code } = c.req.valid("json");
      const outcome = await logIn(db, { client: await hashedClient(c), passwordHash, password, code });
      if (!outcome.ok) {
        if (outcome.reason === "locked") {
          c.header("Retry-After", String(outcome.retryAfterSeconds));
          throw new DomainError(outcome.message, 429);
        }
        // 400, not 401: the session is fine, the form is wrong (a 401 would ask the page to log in again).
        const field = outcome.reason === "password" ? "password" : "code";
        throw new InvalidError(outcome.message, { [field]: outcome.message });
      }
      await disableTotp(db);
      return c.json({ success: true, message: "Two-step login is off" });
    });
