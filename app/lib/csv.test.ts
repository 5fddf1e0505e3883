import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes what needs quoting and starts with a UTF-8 BOM", () => {
    const csv = toCsv(["email", "note"], [["ana@example.pt", 'says "olá", twice\nthen leaves']]);
    expect(csv).toBe('\uFEFFemail,note\r\nana@example.pt,"says ""olá"", twice\nthen leaves"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = toCsv(["a", "b", "c", "d", "e"], [['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "plain"]]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),plain`);
  });

  it("writes dates as ISO, empty for null, and numbers and booleans as text", () => {
    const csv = toCsv(["d", "n", "b", "x"], [[new Date("2025-06-21T10:00:00Z"), 3, true, null]]);
    expect(csv.split("\r\n")[1]).toBe("2025-06-21T10:00:00.000Z,3,true,");
  });
});
