import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string }
  /** dataDir undefined = in memory (tests). */
  | { dataDir?: string };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Opens PostgreSQL (url) or the embedded PGlite, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = "url" in options ? await openPostgres(options.url) : await openPglite(options.dataDir);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function migrateDatabase(database: Database) {
  if (database.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded lazily so PGlite's WASM is never loaded in PostgreSQL deployments, and vice versa.
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be closed by the server (restart, failover, a dropped test database):
  // pg emits that on the pool, and unhandled it would end the process. The pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let releaseLock = () => {};
  let client;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireLock(path.join(dir, "app.lock"));
    try {
      client = new PGlite(path.join(dir, "pgdata"));
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export class DataFolderLockedError extends Error {}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it, so the app takes
 * an exclusive lock file holding its pid. A lock left by a dead process is taken over.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataFolderLockedError(
          `The data folder ${path.dirname(lockPath)} is in use by another process (pid ${holder}). ` +
            `Stop it first, or point DATA_DIR at another folder, or use DATABASE_URL.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataFolderLockedError(`Could not take the lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
