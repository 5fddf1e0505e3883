import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/client.server";
import { createApp } from "#server/app";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { resolveAdminPasswordHash } from "~/features/admin/auth.server";

/**
 * Issue 29 item 14: the admin password changed by restarting one instance (ADMIN_PASSWORD) was still accepted by
 * every instance not restarted, which kept the hash of its own start in memory. Two instances on one database (on
 * PostgreSQL each with its own connections): the other refuses the old password at once.
 */
const t = setupTestApp({ seed: false });
let otherDatabase: Database;
beforeAll(async () => {
  const { url } = t.database as { url?: string };
  otherDatabase = url ? await openDatabase({ url }) : t.database;
});
afterAll(async () => {
  if (otherDatabase !== t.database) await otherDatabase.close();
});

/** An instance started with `password` in ADMIN_PASSWORD, as server/index.ts starts one. */
const start = async (database: Database, password: string) =>
  createApp({ database, adminPasswordHash: await resolveAdminPasswordHash(database.db, { ADMIN_PASSWORD: password }) });
async function login(app: ReturnType<typeof createApp>, password: string) {
  const res = await app.request("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin },
    body: JSON.stringify({ password }),
  });
  return res.status;
}

describe("a changed admin password", () => {
  it("is the only one any instance accepts, from the moment one instance starts with it", async () => {
    const first = await start(t.database, "the old password");
    const second = await start(otherDatabase, "the old password");
    expect([await login(first, "the old password"), await login(second, "the old password")]).toEqual([200, 200]);
    // The first instance restarts with a new password; the second one runs on.
    const restarted = await start(t.database, "the new password");
    expect(await login(second, "the old password")).toBe(401);
    expect(await login(restarted, "the old password")).toBe(401);
    expect([await login(second, "the new password"), await login(restarted, "the new password")]).toEqual([200, 200]);
  });
});
