import { afterEach, describe, expect, it } from "vitest";
import { mapInTurns, quietTurn, readAll, stepAsideWhile } from "./in-turns";

describe("mapInTurns", () => {
  it("maps every item in order and lets other work run between batches", async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    let otherWorkRanAt: number | undefined;
    let mapped = 0;
    setImmediate(() => (otherWorkRanAt = mapped));
    const result = await mapInTurns(items, (i) => (mapped++, i * 2), 100);
    expect(result).toEqual(items.map((i) => i * 2));
    // The other work ran after the first batch, long before the last.
    expect(otherWorkRanAt).toBe(100);
  });
});

describe("readAll", () => {
  const reads = (log: string[]) =>
    [1, 2, 3].map((n) => async () => {
      log.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 5 * (4 - n)));
      log.push(`end ${n}`);
      return n * 10;
    });

  it("runs the reads together by default", async () => {
    const log: string[] = [];
    expect(await readAll(reads(log))).toEqual([10, 20, 30]);
    expect(log.slice(0, 3)).toEqual(["start 1", "start 2", "start 3"]);
  });

  it("one at a time: each starts after the one before has ended, results in order", async () => {
    const log: string[] = [];
    expect(await readAll(reads(log), { oneAtATime: true })).toEqual([10, 20, 30]);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  });
});

describe("quietTurn", () => {
  afterEach(() => stepAsideWhile(() => false));

  it("waits while requests are being answered, and goes on once none is", async () => {
    let busy = true;
    stepAsideWhile(() => busy);
    let done = false;
    const waiting = quietTurn().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(done).toBe(false);
    busy = false;
    await waiting;
    expect(done).toBe(true);
  });

  it("goes on after its longest wait on a site that never rests", async () => {
    stepAsideWhile(() => true);
    const started = Date.now();
    await quietTurn(80);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });
});
