import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { acquireLock, DataFolderLockedError, executeRows, openDatabase } from "./client.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("data folder lock", () => {
  it("refuses a lock held by another live process, with a clear message", async () => {
    const lock = path.join(tempDir(), "app.lock");
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(lock, String(other.pid));
      expect(() => acquireLock(lock)).toThrow(DataFolderLockedError);
      expect(() => acquireLock(lock)).toThrow(/in use by another process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const lock = path.join(tempDir(), "app.lock");
    writeFileSync(lock, "999999999");
    const release = acquireLock(lock);
    expect(existsSync(lock)).toBe(true);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it("keeps a second open of the same PGlite folder out, and lets it in after close", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataFolderLockedError);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
  }, 60_000);

  it("takes over a lock naming this very pid that this process does not hold (PID 1 in a container)", () => {
    const lock = path.join(tempDir(), "app.lock");
    writeFileSync(lock, String(process.pid));
    const release = acquireLock(lock);
    expect(() => acquireLock(lock)).toThrow(DataFolderLockedError);
    release();
  });

  it("takes over a lock whose pid now names another process (another start time)", async () => {
    const lock = path.join(tempDir(), "app.lock");
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(lock, `${other.pid} 1`);
      acquireLock(lock)();
    } finally {
      other.kill();
    }
  });

  it("opens the folder again right after the app was killed with kill -9", async () => {
    const dataDir = tempDir();
    const script = path.join(dataDir, "hold.mts");
    const client = new URL("./client.server.ts", import.meta.url).pathname;
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(client)};\n` +
        `const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });\n` +
        `await db.db.execute("create table crashed (id int)");\n` +
        `console.log("ready");\nsetInterval(() => {}, 1000);\n`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`the holder exited first (${code})`)));
    });
    child.kill("SIGKILL");
    // Killed but not yet reaped (a zombie, as under a slow parent): this thread does not yield, so
    // the lock is taken while the pid still exists.
    const stat = `/proc/${child.pid}/stat`;
    while (existsSync(stat) && !/\) [ZX] /.test(readFileSync(stat, "utf8")));
    acquireLock(path.join(dataDir, "app.lock"))();

    const reopened = await openDatabase({ dataDir });
    await reopened.ping();
    await reopened.close();
  }, 60_000);
});

describe("embedded PostgreSQL settings", () => {
  // PGlite's shared memory is part of its WASM heap, touched at start and never returned (decision 0017).
  const sharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
    (await executeRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`))[0]?.shared_buffers;

  it("keeps shared buffers at 16 MB in a data folder, also one made before the setting", async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(database)).toBe("16MB");
      // The folder's own postgresql.conf (initdb's) still says 128MB: the setting is given at each start.
      expect(readFileSync(path.join(dataDir, "pgdata", "postgresql.conf"), "utf8")).toMatch(/^shared_buffers = 128MB/m);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("keeps shared buffers at 16 MB in memory (tests, templates)", async () => {
    const database = await openDatabase({});
    try {
      expect(await sharedBuffers(database)).toBe("16MB");
    } finally {
      await database.close();
    }
  }, 60_000);
});
