import { serveArguments } from "#server/engine/serve-command";
import { benchRenderToken } from "./throughput.ts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { benchAdminPassword } from "./admin-at-scale.ts";
import { delay, freePort, runToCompletion, startChild, waitForOk, type Child } from "./processes.ts";

const SERVER_START_TIMEOUT_MS = 120_000;

export type Driver = "pglite" | "postgres";

export interface Storefront {
  driver: Driver;
  origin: string;
  child: Child;
  /** How long the start took (migrations and, on an empty database, the demo catalogue), ms. */
  startMs: number;
}

/** Where the storefront keeps its data: a folder of the bench's (PGlite) or a throw-away database (PostgreSQL). */
export interface DataPlace {
  driver: Driver;
  dataDir?: string;
  databaseUrl?: string;
}

/** Starts the built server (`npm run serve`'s arguments) on a free loopback port on `place`. */
export async function startStorefront(place: DataPlace): Promise<Storefront> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = startChild("storefront", process.execPath, [...serveArguments], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: place.dataDir ?? "",
      // Empty means "not set" to the server: the embedded database, never a configured PostgreSQL.
      DATABASE_URL: place.databaseUrl ?? "",
      // As in production: the pages name it, and the page warmer renders them before they are asked for.
      PUBLIC_ORIGIN: origin,
      BENCH_RENDER_TOKEN: benchRenderToken,
      ADMIN_PASSWORD: benchAdminPassword,
      ADMIN_PASSWORD_HASH: "",
    },
  });
  await waitForOk(`${origin}/healthz`, child, SERVER_START_TIMEOUT_MS);
  return { driver: place.driver, origin, child, startMs: performance.now() - started };
}

/**
 * Waits until the server has been idle (under 5 % of a core) for three seconds in a row, at most `timeoutMs`: what
 * it does by itself after starting (the page warmer, V8 compiling the database) is not what the bench measures.
 * Returns the seconds it took.
 */
export async function waitForQuiet(child: Child, timeoutMs = 180_000) {
  const started = performance.now();
  const ticksPerSecond = 100; // Linux's USER_HZ
  const cpuTicks = async () => {
    const stat = await readFile(`/proc/${child.process.pid}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime + stime
  };
  let quietSeconds = 0;
  let last = await cpuTicks();
  while (quietSeconds < 3 && performance.now() - started < timeoutMs) {
    await delay(1000);
    const now = await cpuTicks();
    quietSeconds = now - last < 0.05 * ticksPerSecond ? quietSeconds + 1 : 0;
    last = now;
  }
  return (performance.now() - started) / 1000;
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc). */
export async function residentMemory(child: Child) {
  const status = await readFile(`/proc/${child.process.pid}/status`, "utf8").catch(() => "");
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: mb("VmRSS"), peakMb: mb("VmHWM") };
}

/**
 * A throw-away PostgreSQL database for the bench: on BENCH_DATABASE_URL's server, or the local one
 * (127.0.0.1:5432, user postgres) when it answers; undefined when neither does.
 */
export async function createBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const { default: pg } = await import("pg");
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? "storefront_bench"}_${randomBytes(4).toString("hex")}`;
  try {
    await admin(`create database "${name}"`);
  } catch (error) {
    return { skipped: `no PostgreSQL (${(error as Error).message})` } as const;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) } as const;
}

/** Grows the catalogue to `target` products by SQL (bench/grow-catalogue.ts); the server must be stopped. */
export async function growCatalogue(place: DataPlace, target: number) {
  const { code, output } = await runToCompletion(
    "grow catalogue",
    process.execPath,
    ["--import", "tsx", "bench/grow-catalogue.ts"],
    {
      env: {
        ...process.env,
        TARGET: String(target),
        DATA_DIR: place.dataDir ?? "",
        DATABASE_URL: place.databaseUrl ?? "",
      },
      timeoutMs: 15 * 60_000,
    },
  );
  if (code !== 0) throw new Error(`growing the catalogue failed (${code}): ${output}`);
  return output.trim().split("\n").at(-1) ?? "";
}

export const dataPlaceOf = (workDir: string, driver: Driver, databaseUrl?: string): DataPlace =>
  driver === "pglite" ? { driver, dataDir: path.join(workDir, "data") } : { driver, databaseUrl };
