import { describe, expect, it } from "vitest";
import { generatePassword, passwordAlphabet } from "./auth.server";

describe("the generated first-start password", () => {
  it("is four groups of five characters of the alphabet", () => {
    expect(generatePassword()).toMatch(new RegExp(`^([${passwordAlphabet}]{5}-){3}[${passwordAlphabet}]{5}$`));
  });

  it("draws every character of the alphabet equally often (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      for (const char of generatePassword().replaceAll("-", "")) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 256 = 4 × 56 + 32: `byte % 56` gives the first 32 characters 5/256 and the other 24 only 4/256 (25% more).
    const mean = (chars: string) => [...chars].reduce((sum, c) => sum + (counts.get(c) ?? 0), 0) / chars.length;
    const ratio = mean(passwordAlphabet.slice(0, 32)) / mean(passwordAlphabet.slice(32));
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.05);
  });
});
