import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { databaseTrouble } from "#db/database-trouble";
import { createApp } from "./app";

/**
 * Issue 29 item 12: with the database away every page answered 500, cached ones too, and a held lock made
 * requests wait with no limit; a full disk gave 500 on every write. Now: kept pages are served stale, the rest is
 * a 503 page in the visitor's language with Retry-After, every wait is bounded, and the site recovers by itself.
 */
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production" });
}, 120_000);
afterAll(() => site?.close());

const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await site.app.request(path, { headers: { ...browser, ...headers } });
  return { res, text: await res.text() };
};
const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];

describe("a full disk", () => {
  it("answers a write with a 503 that says so, and keeps serving reads", async () => {
    // The server's own error, raised by the database for every insert of one table, as a full disk raises it.
    await t.database.db.execute(
      sql.raw(`create function disk_is_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger disk_is_full before insert on newsletter_subscribers
        for each row execute function disk_is_full()`),
    );
    try {
      const res = await site.app.request("/api/newsletter/subscribe", {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "rider@example.com", locale: "en" }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("10");
      expect(((await res.json()) as { error: string }).error).toMatch(/disk is full/);
      expect((await get("/en/")).res.status).toBe(200);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger disk_is_full on newsletter_subscribers"));
    }
  });
});

describe.runIf(onPostgres)("PostgreSQL away", () => {
  const url = () => (t.database as { url?: string }).url!;
  const name = () => new URL(url()).pathname.slice(1);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: Object.assign(new URL(url()), { pathname: "/postgres" }).href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const away = () =>
    admin(`alter database "${name()}" allow_connections false`).then(() =>
      admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name()}'`),
    );
  const back = () => admin(`alter database "${name()}" allow_connections true`);

  it("serves kept pages stale, answers the rest with a 503 page in the visitor's language, and recovers", async () => {
    const kept = await get("/en/");
    expect(kept.res.status).toBe(200);
    await away();
    try {
      const stale = await get("/en/");
      expect(stale.res.status).toBe(200);
      expect(nonceOf(stale.text)).toBe(nonceOf(kept.text));

      const page = await get("/de/produkte");
      expect(page.res.status).toBe(503);
      expect(page.res.headers.get("retry-after")).toBe("10");
      expect(page.res.headers.get("cache-control")).toBe("no-store");
      expect(page.text).toContain('<html lang="de">');
      expect(page.text).toContain("Gleich wieder da");

      // No language in the address: the visitor's browser language.
      const home = await get("/", { "Accept-Language": "fr-FR,fr;q=0.9" });
      expect(home.res.status).toBe(503);
      expect(home.text).toContain('<html lang="fr">');

      const api = await site.app.request("/api/products?lang=en");
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("10");
      expect((await site.app.request("/healthz")).status).toBe(503);
    } finally {
      await back();
    }
    expect((await get("/de/produkte")).res.status).toBe(200);
    expect((await site.app.request("/api/products?lang=en")).status).toBe(200);
  }, 60_000);

  it("takes writes again once the database is back, even when its first write came while it was away", async () => {
    // Another instance on the same database: its first write needs the rate limits' salt, which it reads then.
    const instance = createApp({ database: t.database, adminPasswordHash: "" });
    const subscribe = (email: string) =>
      instance.request("/api/newsletter/subscribe", {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/json", "X-Forwarded-For": email },
        body: JSON.stringify({ email, locale: "en" }),
      });
    await away();
    try {
      expect((await subscribe("first@example.com")).status).toBe(503);
    } finally {
      await back();
    }
    expect((await subscribe("second@example.com")).status).toBeLessThan(300);
  }, 60_000);

  it("survives losing a connection in the middle of a transaction: the transaction fails, the process goes on", async () => {
    const failed = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The server ends this very connection while the transaction waits on something else (a render, a mail).
        await admin(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name()}' and state like 'idle in transaction%'`,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(databaseTrouble(failed)).toBe("away");
    expect((await get("/en/")).res.status).toBe(200);
  }, 30_000);

  it("bounds a wait on a held lock: a 503 within seconds, never a hang", async () => {
    const holder = new pg.Client({ connectionString: url() });
    await holder.connect();
    try {
      await holder.query("begin; lock table products in access exclusive mode");
      const started = performance.now();
      const page = await get("/it/prodotti?search=visiera");
      expect(page.res.status).toBe(503);
      expect(page.text).toContain('<html lang="it">');
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      await holder.query("rollback").catch(() => undefined);
      await holder.end();
    }
    expect((await get("/it/prodotti?search=visiera")).res.status).toBe(200);
  }, 60_000);
});

describe("database trouble", () => {
  it("is told from the error's code or message, through wrapping errors", () => {
    const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });
    expect(databaseTrouble(wrapped({ code: "ECONNREFUSED" }))).toBe("away");
    expect(databaseTrouble(wrapped({ code: "57P01" }))).toBe("away");
    expect(databaseTrouble(wrapped({ code: "55P03" }))).toBe("away");
    expect(databaseTrouble(wrapped(new Error("timeout exceeded when trying to connect")))).toBe("away");
    expect(databaseTrouble(wrapped({ code: "53100" }))).toBe("disk-full");
    expect(databaseTrouble(wrapped({ code: "23505" }))).toBeUndefined();
    expect(databaseTrouble(new Error("boom"))).toBeUndefined();
  });
});
