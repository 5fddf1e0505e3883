import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createBackup, restoreBackup, schemaMark, validateBackup } from "~/features/admin/backup.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { checkInput } from "../../input";

/** A backup holds every image as base64: far more than any other request body. */
const backupLimit = bodyLimit({
  maxSize: 200 * 1024 * 1024,
  onError: (c) => c.json({ error: "Backup file is too large" }, 413),
});

/** /api/admin/backup: the whole database as one JSON download, and its restore. */
export const backupAdmin = new Hono<AppEnv>()
  .get("/", async (c) => {
    const backup = await createBackup(c.var.database.db);
    return c.body(JSON.stringify(backup), 200, {
      "Content-Type": "application/json",
      "Content-Disposition": `attachment; filename="zeros-garage-backup-${backup.createdAt.slice(0, 10)}.json"`,
    });
  })
  .post("/restore", backupLimit, async (c) => {
    let input: unknown;
    try {
      input = JSON.parse(await c.req.text());
    } catch {
      throw new InvalidError("Not a backup file");
    }
    checkInput(input);
    const { db } = c.var.database;
    const restored = await restoreBackup(db, validateBackup(input, await schemaMark(db)));
    return c.json({ success: true, ...restored });
  });
