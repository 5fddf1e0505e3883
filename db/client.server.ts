import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { sql, type SQLWrapper } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { keepStatements } from "./pglite-statements.server";

/**
 * A database or a transaction, on PGlite or PostgreSQL: the first argument of every query and service.
 * Drizzle's transactions extend its databases, so `db.transaction(async (tx) => f(tx))` needs no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw SQL statement: both drivers answer `{ rows }` of objects keyed by column name. */
export async function executeRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies the pending migrations of `migrationsFolder` (use `migrateDatabase`). */
  migrate(migrationsFolder: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered at commit, from any connection or
   * instance), and `onLost` if the listening connection breaks. Answers how to stop listening.
   */
  listen(channel: string, onNotify: () => void, onLost?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar file, which `loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

let sentQueries = 0;
/** How many statements this process has sent through Drizzle: tests and the bench count a render's queries. */
export const queriesSent = () => sentQueries;
const countQueries = { logQuery: () => void sentQueries++ };

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type DatabaseOptions = (
  | { url: string }
  /** dataDir undefined = in memory (tests), empty or a copy of a `dumpDataDir` tar. */
  | { dataDir?: string; loadDataDir?: Blob }
) & {
  /** Migrations to apply; the app's own by default (a test of a migration stops before it). */
  migrationsFolder?: string;
};

const appMigrations = path.resolve(process.cwd(), "drizzle");
/** A data folder just after initdb, made by `npm run build` (scripts/pglite-template.ts). */
export const pgliteTemplateFolder = path.resolve(process.cwd(), "build/pglite-template");

/** Opens PostgreSQL (url) or the embedded PGlite, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    "url" in options ? await openPostgres(options.url) : await openPglite(options.dataDir, options.loadDataDir);
  try {
    await migrateDatabase(database, options.migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Applies the pending migrations of `migrationsFolder`. */
export async function migrateDatabase(database: Database, migrationsFolder = appMigrations) {
  await database.migrate(migrationsFolder);
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded lazily so PGlite's WASM is never loaded in PostgreSQL deployments, and vice versa.
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // No JIT: it compiled the storefront's short queries (a product's recommendations at 10,000 products: 9.5 ms
  // of compiling for 7 ms of work); they never run long enough to repay it.
  // Every wait is bounded (issue 29): a connection within 5 s, a lock within 5 s, a statement within 30 s, and a
  // socket that stops answering is given up after 35 s. Past them a request gets a 503, instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    query_timeout: 35_000,
    options: "-c jit=off -c lock_timeout=5s -c statement_timeout=30s -c idle_in_transaction_session_timeout=60s",
  });
  // An idle connection can be closed by the server (restart, failover, a dropped test database):
  // pg emits that on the pool, and unhandled it would end the process. The pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // A connection checked out between two statements of a transaction (say, while a mail is rendered) gets the
  // server's "terminating connection" as an event of its own: unheard, it ended the process (the topology test saw an
  // instance restart nine times while PostgreSQL was away). Heard, the transaction's next statement fails: a 503.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error(`PostgreSQL connection lost in use: ${error.message}`)),
  );
  const db = drizzle(pool, { schema, casing: "snake_case", logger: countQueries });
  return {
    db,
    driver: "postgres",
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(db, { migrationsFolder });
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    // A connection of its own: a pooled one would be handed to queries and miss notifications.
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: url });
      let ended = false;
      client.on("notification", (message) => message.channel === channel && onNotify());
      client.on("error", (error) => {
        if (!ended) onLost?.(error);
      });
      client.on("end", () => {
        if (!ended) onLost?.(new Error("The listening connection ended"));
      });
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        ended = true;
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/**
 * Settings of the embedded PostgreSQL, given at every start (a data folder made before keeps its own
 * postgresql.conf, so this is where they live). PGlite keeps PostgreSQL's shared memory inside its WASM
 * heap, touches all of it at start, and a WASM heap never shrinks: initdb's 128 MB of shared buffers made
 * half of the server's resident memory before the first query. 16 MB holds the pages a render reads;
 * the rest come back from the operating system's file cache (decision 0017, "PGlite's memory").
 */
const pgliteSettings = { shared_buffers: "16MB" };

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // The search's extensions (drizzle/0012_search.sql): PostgreSQL has them built in, PGlite loads them.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const extensions = { pg_trgm, unaccent };
  const settings = Object.entries(pgliteSettings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const startParams = [...PGlite.defaultStartParams, ...settings];
  let releaseLock = () => {};
  let client;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireLock(path.join(dir, "app.lock"));
    try {
      const pgdata = path.join(dir, "pgdata");
      // A new folder starts as a copy of the build's template: initdb inside PGlite peaks near 900 MB.
      if (!existsSync(pgdata) && existsSync(pgliteTemplateFolder)) {
        // Copied beside it, then renamed: an interrupted copy never passes for a data folder.
        rmSync(`${pgdata}-copy`, { recursive: true, force: true });
        cpSync(pgliteTemplateFolder, `${pgdata}-copy`, { recursive: true });
        renameSync(`${pgdata}-copy`, pgdata);
      }
      client = new PGlite(pgdata, { extensions, startParams });
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = new PGlite({ extensions, loadDataDir, startParams });
  }
  keepStatements(client);
  const db = drizzle(client, { schema, casing: "snake_case", logger: countQueries });
  return {
    db,
    driver: "pglite",
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db, { migrationsFolder });
    },
    ping: async () => void (await client.query("select 1")),
    listen: async (channel, onNotify) => client.listen(channel, () => onNotify()),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export class DataFolderLockedError extends Error {}

/** Lock files this process holds: a second open of one folder in the same process is refused too. */
const heldLocks = new Set<string>();

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it, so the app takes
 * an exclusive lock file holding its pid and that process's start time. A lock is stale, and
 * taken over, when its process is gone: dead, a zombie (killed, not yet reaped), or its pid now
 * names another process (a different start time). A lock naming this very pid is stale too unless
 * this process took it: in a container the app is PID 1 at every start, so after `kill -9` the
 * lock it left names the pid of the new process.
 */
export function acquireLock(lockPath: string): () => void {
  if (heldLocks.has(lockPath)) throw lockedBy(lockPath, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, [process.pid, processStartTime(process.pid)].filter(Boolean).join(" "));
      closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText = "", startTime] = readFileSync(lockPath, "utf8").trim().split(/\s+/);
      const holder = Number(pidText);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder, startTime)) {
        throw lockedBy(lockPath, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataFolderLockedError(`Could not take the lock ${lockPath}`);
}

const lockedBy = (lockPath: string, pid: number) =>
  new DataFolderLockedError(
    `The data folder ${path.dirname(lockPath)} is in use by another process (pid ${pid}). ` +
      `Stop it first, or point DATA_DIR at another folder, or use DATABASE_URL.`,
  );

/** Linux's /proc/{pid}/stat fields after the command name: state first, start time (in ticks) 20th. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

function processStartTime(pid: number) {
  return procStat(pid)?.[19];
}

/** Whether `pid` is a live process, and the same one that wrote the lock when its start time is known. */
function isRunning(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = procStat(pid);
  if (!stat) return true; // no /proc (not Linux): the signal's answer is all we know
  if (stat[0] === "Z" || stat[0] === "X") return false;
  return startTime === undefined || stat[19] === startTime;
}
