import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

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

describe("parseCsv", () => {
  it("reads back what toCsv writes: quotes, line breaks in cells, formulas neutralised", () => {
    const rows = [
      ["email", "note", "f"],
      ["ana@example.pt", 'says "olá", twice\nthen leaves', "=SUM(A1)"],
      ["rui@example.pt", "", "-2"],
    ];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
  });

  it("takes LF line ends, a semicolon separator and skips blank lines", () => {
    expect(parseCsv("a;b\n1,5;x\n\n2;\n")).toEqual([
      ["a", "b"],
      ["1,5", "x"],
      ["2", ""],
    ]);
    expect(parseCsv("a,b\r\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("refuses a quote never closed", () => {
    expect(parseCsv('a,b\n"1,2\n')).toBeNull();
  });
});
