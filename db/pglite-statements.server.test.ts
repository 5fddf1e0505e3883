import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { keepStatements } from "./pglite-statements.server";
import { executeRows, openDatabase } from "./client.server";

// PGlite's own statements (decision 0037): reads kept as named statements, everything else as PGlite does it.

let client: PGlite;
const kept = async () =>
  (await client.query<{ statement: string }>("select statement from pg_prepared_statements", [])).rows.map(
    (row) => row.statement,
  );
// pg_prepared_statements is itself a read: it is kept too, and counted out.
const keptBesidesTheCount = async () => (await kept()).filter((text) => !text.includes("pg_prepared_statements"));

beforeEach(async () => {
  client = new PGlite();
  await client.waitReady;
  keepStatements(client);
  await client.exec(`create table visor (id int primary key, name text, price numeric(8,2), seen timestamptz,
    fits int[], facts jsonb);
    insert into visor values (1, 'AGV K6', 49.90, '2026-11-01T10:00:00Z', '{3,4}', '{"tint":"clear"}'),
      (2, 'HJC i71', 39.00, null, '{}', null)`);
});
afterEach(() => client.close());

describe("kept statements", () => {
  it("answer a read as PGlite's own query does, typed values and nulls included", async () => {
    const text = "select id, name, price, seen, fits, facts from visor where id = $1 or name = $2 order by id";
    const plain = await new PGlite().query(
      "select 1 as id, 'AGV K6' as name, 49.90::numeric(8,2) as price, '2026-11-01T10:00:00Z'::timestamptz as seen, '{3,4}'::int[] as fits, '{\"tint\":\"clear\"}'::jsonb as facts",
    );
    const first = await client.query(text, [1, null]);
    expect(first.rows).toEqual(plain.rows);
    expect(first.fields.map((field) => field.name)).toEqual(["id", "name", "price", "seen", "fits", "facts"]);
    const second = await client.query<{ id: number }>(text, [2, "AGV K6"], { rowMode: "array" });
    expect(second.rows).toEqual([
      [1, "AGV K6", "49.90", new Date("2026-11-01T10:00:00Z"), [3, 4], { tint: "clear" }],
      [2, "HJC i71", "39.00", null, [], null],
    ]);
    expect(await keptBesidesTheCount()).toEqual([text]);
  });

  it("read with the query's own parsers, each query its own", async () => {
    const text = "select id from visor where id = $1";
    const asText = { parsers: { 23: (value: string) => `#${value}` } };
    expect((await client.query(text, [1], asText)).rows).toEqual([{ id: "#1" }]);
    expect((await client.query(text, [1], { parsers: { 23: (value: string) => Number(value) * 10 } })).rows).toEqual([
      { id: 10 },
    ]);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1 }]);
  });

  it("parse a read once however often it runs; writes and transactions go PGlite's own way", async () => {
    for (let i = 0; i < 5; i++) await client.query("select name from visor where id = $1", [1]);
    await client.query("update visor set name = $1 where id = $2", ["AGV K6 S", 1]);
    await client.transaction((tx) => tx.query("select price from visor where id = $1", [1]));
    expect(await keptBesidesTheCount()).toEqual(["select name from visor where id = $1"]);
    expect((await client.query("select name from visor where id = $1", [1])).rows).toEqual([{ name: "AGV K6 S" }]);
  });

  it("run a kept read in one pass through PGlite: bind, execute and sync in one message", async () => {
    const text = "select name from visor where id = $1";
    await client.query(text, [1]);
    const passes: number[] = [];
    const execProtocolStream = client.execProtocolStream.bind(client);
    client.execProtocolStream = (message, options) => {
      passes.push(message[0]!);
      return execProtocolStream(message, options);
    };
    expect((await client.query(text, [2])).rows).toEqual([{ name: "HJC i71" }]);
    expect(passes.map((code) => String.fromCharCode(code))).toEqual(["B"]);
  });

  it("keep at most 200, letting the least recently used go", async () => {
    for (let i = 0; i < 205; i++) await client.query(`select ${i} as n from visor where id = $1`, [1]);
    await client.query("select 0 as n from visor where id = $1", [1]);
    const texts = await keptBesidesTheCount();
    expect(texts.length).toBeLessThanOrEqual(200);
    expect(texts).toContain("select 204 as n from visor where id = $1");
    expect(texts).not.toContain("select 5 as n from visor where id = $1");
  });

  it("survive a failing read: the error is PostgreSQL's, and the next query is answered", async () => {
    const text = "select 10 / $1::int as n from visor where id = 1";
    await expect(client.query(text, [0])).rejects.toThrow("division by zero");
    expect((await client.query(text, [5])).rows).toEqual([{ n: 2 }]);
    // The failed one was let go, not left behind beside its successor.
    expect(await keptBesidesTheCount()).toEqual([text]);
    await expect(client.query("select nothing from visor", [])).rejects.toThrow('column "nothing" does not exist');
    expect((await client.query("select count(*)::int as n from visor", [])).rows).toEqual([{ n: 2 }]);
  });

  it("follow a table changed under them", async () => {
    const text = "select * from visor where id = $1";
    await client.query(text, [1]);
    await client.exec("alter table visor add column tint text default 'clear'");
    expect((await client.query<{ tint: string }>(text, [1])).rows[0]!.tint).toBe("clear");
    await client.exec("alter table visor drop column tint");
    expect(Object.keys((await client.query(text, [1])).rows[0]!)).not.toContain("tint");
  });
});

it("the app's embedded database keeps its reads", async () => {
  const database = await openDatabase({});
  try {
    const read = sql`select ${"visor"}::text as kind`;
    await database.db.execute(read);
    await database.db.execute(read);
    const statements = await executeRows<{ statement: string }>(
      database.db,
      sql`select statement from pg_prepared_statements where statement like ${"%::text as kind"}`,
    );
    expect(statements).toHaveLength(1);
  } finally {
    await database.close();
  }
}, 60_000);
