import { describe, expect, it } from "vitest";
import { mapInTurns } from "./in-turns";

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
