import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { stepAsideWhile } from "~/lib/in-turns";
import { backgroundRead } from "./background-read.server";

const t = setupTestApp({ seed: false });

describe("background read", () => {
  it("answers at once with the last result and its age, computing once per catalogue version behind it", async () => {
    const { db } = t.database;
    let computed = 0;
    let pending: (() => void) | undefined;
    const compute = async () => {
      const n = ++computed;
      await new Promise<void>((resolve) => (pending = resolve));
      return n;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Lets the computation under way (once it has started: it reads the version first) finish.
    const finish = async () => {
      while (!pending) await pause(5);
      pending();
      pending = undefined;
      await pause(20);
    };
    const read = () => backgroundRead(db, "test", compute);

    // Nothing yet: the first call starts the computation and does not wait for it.
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined();
    await finish();
    const first = await read();
    expect(first).toMatchObject({ value: 1, current: true });
    expect(first!.computedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(computed).toBe(1);

    // A catalogue change: the last result is still shown, marked old, while one new computation runs.
    const product = await createProduct(db);
    expect(await read()).toMatchObject({ value: 1, current: false });
    expect(await read()).toMatchObject({ value: 1, current: false });
    await finish();
    expect(computed).toBe(2);
    expect(await read()).toMatchObject({ value: 2, current: true });

    // Waiting (a mail, a test) gives the current result, including a change made while it was being computed.
    await db.update(products).set({ price: "2.00" }).where(eq(products.id, product.id));
    const waited = backgroundRead(db, "test", compute, { wait: true });
    await finish();
    expect(await waited).toMatchObject({ value: 3, current: true });
    expect(computed).toBe(3);
  });

  it("computes again past its maximum age, for inputs that bump no version", async () => {
    const { db } = t.database;
    let computed = 0;
    const read = (wait: boolean) => backgroundRead(db, "aged", async () => ++computed, { wait, maxAgeMs: 200 });
    expect(await read(true)).toMatchObject({ value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await read(false)).toMatchObject({ value: 1, current: false });
    expect(await read(true)).toMatchObject({ value: 2 });
  });

  it("runs computations one after another, never beside another one or while the asking request is answered", async () => {
    const { db } = t.database;
    const log: string[] = [];
    const computation = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      log.push(`end ${name}`);
      return name;
    };
    // As server/index.ts does: the request is being answered until its own reads are done. (One turn of the event
    // loop is not enough for three PostgreSQL round trips: the test relied on it once and failed in CI.)
    let answering = true;
    stepAsideWhile(() => answering);
    try {
      // A page asks for two figures and reads its own counts a moment later (its loader awaits something first).
      const own = new Promise((resolve) => setTimeout(resolve, 50))
        .then(() =>
          Promise.all(
            [1, 2, 3].map((n) =>
              db
                .select({ id: products.id })
                .from(products)
                .then(() => log.push(`page read ${n}`)),
            ),
          ),
        )
        .then(() => (answering = false));
      await Promise.all([
        backgroundRead(db, "one", computation("one")),
        backgroundRead(db, "two", computation("two")),
        own,
      ]);
      expect(await backgroundRead(db, "two", computation("two"), { wait: true })).toMatchObject({ value: "two" });
      // The page's three reads (in any order: PostgreSQL answers them on three connections), then each computation.
      expect(log.slice(0, 3).sort()).toEqual(["page read 1", "page read 2", "page read 3"]);
      expect(log.slice(3)).toEqual(["start one", "end one", "start two", "end two"]);
    } finally {
      stepAsideWhile(() => false);
    }
  });

  it("makes a computation a request waits for at once, not once no request is answered (that one is)", async () => {
    const { db } = t.database;
    stepAsideWhile(() => true);
    try {
      const started = Date.now();
      expect(await backgroundRead(db, "waited-for", async () => "made", { wait: true })).toMatchObject({
        value: "made",
      });
      // A quiet turn would have waited its longest (2 s) for a site that never rests.
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      stepAsideWhile(() => false);
    }
  });
});
