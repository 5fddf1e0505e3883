import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { hugeOneBitPng } from "#tests/helpers/images";
import { imageProcessesStarted, inImageProcess, setImageProcessIdle, stopImageProcess } from "./image-process.server";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ff5a1f" } })
    .png()
    .toBuffer();

// Other files of this worker may have left one running.
beforeEach(stopImageProcess);
afterAll(() => setImageProcessIdle(10_000));

describe("the image process", () => {
  it("reads and renders images in one child process while busy, and a bad image fails its job alone", async () => {
    const before = imageProcessesStarted();
    const original = await png(300, 200);
    const [meta, ...variants] = await Promise.all([
      inImageProcess({ op: "metadata", data: original }),
      ...[80, 160, 240].map((width) => inImageProcess({ op: "variant", data: original, width, format: "webp" })),
    ]);
    expect(meta).toEqual({ width: 300, height: 200 });
    for (const [i, variant] of variants.entries()) {
      expect(Buffer.from(variant.subarray(8, 12)).toString("latin1")).toBe("WEBP");
      expect((await sharp(variant).metadata()).width).toBe([80, 160, 240][i]);
    }
    await expect(inImageProcess({ op: "decode", data: original.subarray(0, 100) })).rejects.toThrow();
    expect(await inImageProcess({ op: "decode", data: original })).toBe(true);
    expect(imageProcessesStarted() - before).toBe(1);
  });

  it("stops when idle, so what sharp kept goes with it, and starts again for the next job", async () => {
    setImageProcessIdle(50);
    const original = await png(40, 30);
    await inImageProcess({ op: "metadata", data: original });
    const before = imageProcessesStarted();
    await inImageProcess({ op: "metadata", data: original });
    expect(imageProcessesStarted()).toBe(before);
    await sleep(300);
    await inImageProcess({ op: "metadata", data: original });
    expect(imageProcessesStarted()).toBe(before + 1);
  });

  it("reads the header of a picture past the pixel limit, and decodes or renders none of it", async () => {
    const huge = hugeOneBitPng();
    expect(await inImageProcess({ op: "metadata", data: huge })).toEqual({ width: 16000, height: 16000 });
    const started = performance.now();
    await expect(inImageProcess({ op: "decode", data: huge })).rejects.toThrow(/pixel limit/);
    await expect(inImageProcess({ op: "strip", data: huge })).rejects.toThrow(/pixel limit/);
    await expect(inImageProcess({ op: "variant", data: huge, width: 160, format: "webp" })).rejects.toThrow(
      /pixel limit/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
