import { Hono } from "hono";
import { listAdminLanguages, setLanguageEnabled } from "~/features/languages/languages-admin.server";
import { languageEnabledSchema } from "~/features/languages/languages-admin.schema";
import type { AppEnv } from "../../context";
import { validJson } from "../../validate";
import { limitBody } from "../../visitor";

/** /api/admin/languages: the six languages, each turned on or off (Portuguese always on). */
export const languagesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminLanguages(c.var.database.db)))
  .patch("/:code", limitBody, validJson(languageEnabledSchema), async (c) =>
    c.json(await setLanguageEnabled(c.var.database.db, c.req.param("code"), c.req.valid("json").enabled)),
  );
