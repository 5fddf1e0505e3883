import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireLock, DataFolderLockedError, openDatabase } from "./client.server";

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
});
