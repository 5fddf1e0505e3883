import { Hono } from "hono";
import { listAdminLanguages, setLanguageEnabled } from "~/features/languages/languages-admin.server";
import { languageEnabledSchema } from "~/features/languages/languages-admin.schema";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";
import { limitBody, readJsonObject } from "../../visitor";

/** /api/admin/languages: the six languages, each turned on or off (Portuguese always on). */
export const languagesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminLanguages(c.var.database.db)))
  .patch("/:code", limitBody, async (c) => {
    const { enabled } = parseOr400(languageEnabledSchema, await readJsonObject(c));
    return c.json(await setLanguageEnabled(c.var.database.db, c.req.param("code"), enabled));
  });
