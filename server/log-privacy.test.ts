import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { describeError } from "#db/log-error";

/**
 * Issue 29 item 13: a failed statement logged its parameters (subscriber addresses with their tokens, whole
 * pictures), and each repeat logged again (135 MB in 3 minutes with a full disk). Logs say the statement and the
 * error, never a value, and the same error at most once a minute; a client that left or a POST to a page without
 * an action is not the server's error.
 */
const t = setupTestApp({ trustProxy: true });
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let logged: string[] = [];
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production" });
  await t.database.db.execute(
    sql.raw(`create function refuse_subscriber() returns trigger language plpgsql as $$
      begin raise exception 'subscribers are refused today'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger refuse_subscriber before insert on newsletter_subscribers
      for each row execute function refuse_subscriber()`),
  );
}, 120_000);
afterAll(() => site?.close());
beforeAll(() => {
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
    });
  }
});
afterEach(() => {
  logged = [];
});
afterAll(() => vi.restoreAllMocks());

let visitors = 0;
/** Each from another address, so the sign-up limit does not answer first. */
const subscribe = (email: string) =>
  t.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++visitors}` },
    body: JSON.stringify({ email, locale: "en" }),
  });

describe("the log", () => {
  it("names a failed statement and its error, never its values", async () => {
    const res = await subscribe("private.rider@example.com");
    expect(res.status).toBe(500);
    const text = logged.join("\n");
    expect(text).toContain('Failed query: insert into "newsletter_subscribers"');
    expect(text).toContain("subscribers are refused today");
    expect(text).not.toContain("private.rider@example.com");
    expect(text).not.toMatch(/params/i);
  });

  it("says the same error once a minute, however often it comes", async () => {
    for (let i = 0; i < 100; i++) expect((await subscribe(`rider${i}@example.com`)).status).toBe(500);
    expect(logged.length).toBeLessThanOrEqual(1);
    expect(logged.join("\n")).not.toMatch(/rider\d+@example\.com/);
  });

  it("keeps a POST to a page that takes none out of it (a 405 is the visitor's, not the server's)", async () => {
    const res = await site.app.request("/pt/", { method: "POST", headers: sameOrigin, body: "x=1" });
    expect(res.status).toBe(405);
    expect(logged).toEqual([]);
  });

  it("says a client that left mid-request in one line, not a stack", async () => {
    const controller = new AbortController();
    // A body that starts and never ends: the visitor goes away while it is read, and the stream fails as Node's
    // does when the socket closes ("aborted").
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"email":'));
        controller.signal.addEventListener("abort", () => stream.error(new Error("aborted")));
      },
    });
    const pending = t.request("/api/newsletter/subscribe", {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.250" },
      body,
      signal: controller.signal,
      duplex: "half",
    } as RequestInit);
    setTimeout(() => controller.abort(), 50);
    await pending.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).toEqual(["Client closed the connection: POST /api/newsletter/subscribe"]);
  });

  it("describes an error without the message of a failed query, which holds its parameters", () => {
    const failed = Object.assign(new Error('Failed query: insert into "t" values ($1)\nparams: secret@example.com'), {
      query: 'insert into "t" values ($1)',
      params: ["secret@example.com"],
      cause: Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    });
    const text = describeError(failed);
    expect(text).toContain('Failed query: insert into "t" values ($1)');
    expect(text).toContain("duplicate key value violates unique constraint [23505]");
    expect(text).not.toContain("secret@example.com");
  });

  it("masks a value or an address the database's own message quotes", () => {
    const refused = describeError(new Error('invalid input syntax for type integer: "rider@example.com"'));
    expect(refused.split("\n")[0]).toBe('Error: invalid input syntax for type integer: "[value]"');
    expect(describeError(new Error("no mailbox rider@example.com here"))).not.toContain("rider@example.com");
  });
});
