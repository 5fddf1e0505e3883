import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  createBackup,
  previewRestore,
  restoreBackup,
  schemaMark,
  validateBackup,
} from "~/features/admin/backup.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { checkInput } from "../../input";
import { validQuery } from "../../validate";

/** A backup holds every image as base64: far more than any other request body. */
const backupLimit = bodyLimit({
  maxSize: 200 * 1024 * 1024,
  onError: (c) => c.json({ error: "Backup file is too large" }, 413),
});

/** `?confirmEmpty=likes,page_views`: the tables the curator agreed the restore may leave empty. */
const restoreQuery = validQuery(
  z.object({
    confirmEmpty: z
      .string()
      .optional()
      .transform((list) => list?.split(",").filter(Boolean) ?? []),
  }),
);

/** The request body as a checked backup file (a 400 naming what is wrong with it). */
async function readBackup(c: Context<AppEnv>) {
  let input: unknown;
  try {
    input = JSON.parse(await c.req.text());
  } catch {
    throw new InvalidError("Not a backup file");
  }
  checkInput(input);
  return validateBackup(input, await schemaMark(c.var.database.db));
}

/**
 * /api/admin/backup: the whole database as one JSON download, what restoring a file would change
 * (`/restore/preview`), and its restore.
 */
export const backupAdmin = new Hono<AppEnv>()
  .get("/", async (c) => {
    const backup = await createBackup(c.var.database.db);
    return c.body(JSON.stringify(backup), 200, {
      "Content-Type": "application/json",
      "Content-Disposition": `attachment; filename="zeros-garage-backup-${backup.createdAt.slice(0, 10)}.json"`,
    });
  })
  .post("/restore/preview", backupLimit, async (c) =>
    c.json(await previewRestore(c.var.database.db, await readBackup(c))),
  )
  .post("/restore", backupLimit, restoreQuery, async (c) => {
    const backup = await readBackup(c);
    const { confirmEmpty } = c.req.valid("query");
    const restored = await restoreBackup(c.var.database.db, backup, { confirmEmpty });
    return c.json({ success: true, ...restored });
  });
