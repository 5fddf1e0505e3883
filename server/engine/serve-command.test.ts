import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serveArguments } from "./serve-command";

describe("the serve command", () => {
  it("sets V8's young generation, heap growth and WebAssembly tier before the entry", () => {
    expect(serveArguments).toEqual([
      "--max-semi-space-size=8",
      "--heap-growing-percent=30",
      "--liftoff-only",
      "build/server/index.js",
    ]);
  });

  it("is the command the systemd unit runs", () => {
    const unit = readFileSync("deploy/storefront@.service", "utf8");
    const execStart = unit.match(/^ExecStart=(\S+) (.+)$/m);
    expect(execStart?.[1]).toMatch(/\/node$/);
    expect(execStart?.[2]!.split(" ")).toEqual(serveArguments);
  });
});
