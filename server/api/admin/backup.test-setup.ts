import { Hono } from "hono";
import { expect } from "vitest";
import { catalogueVersion } from "#db/schema";
import type { AppEnv } from "#server/context";
import { errorResponse } from "#server/http";
import { setupTestApp } from "#tests/helpers/test-app";
import { createBackup } from "~/features/admin/backup.server";
import { backupAdmin } from "./backup";
import { trustNoProxy } from "#server/proxy-trust";

/**
 * The backup tests (backup-*.test.ts): the seeded app's database under the backup router on its own,
 * downloads, restores, and what a backup holds.
 */
export function setupBackupTests() {
  const t = setupTestApp();
  // The router on its own (the admin API adds the session check in front of it).
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("database", t.database);
      c.set("trustProxy", trustNoProxy);
      await next();
    })
    .onError(errorResponse)
    .route("/backup", backupAdmin);

  /** Every backed-up row, as a fresh backup reads it. */
  const dump = async () => (await createBackup(t.database.db)).tables;

  async function download() {
    const res = await app.request("/backup");
    expect(res.status).toBe(200);
    return { res, text: await res.text() };
  }

  /** `query` carries the confirmation, e.g. `?confirmEmpty=likes`. */
  const restore = (body: string, query = "") =>
    app.request(`/backup/restore${query}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });

  async function restoreJson(body: string, query = "") {
    const res = await restore(body, query);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const catalogueVersionNow = async () =>
    (await t.database.db.select({ version: catalogueVersion.version }).from(catalogueVersion))[0]!.version;

  return { t, app, dump, download, restore, restoreJson, catalogueVersionNow };
}
