import { Hono } from "hono";
import { runValidationChecks } from "~/features/validation/validation-center.server";
import type { AppEnv } from "../../context";

/** /api/admin/validation: the validation center's report (every check, with fix links). */
export const validationAdmin = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await runValidationChecks(c.var.database.db)),
);
