import { describe, expect, it } from "vitest";
import { helmetNameKey, matchHelmetModel } from "./helmet-names";

const scorpion = ["EXO-1400 Air", "R1-Air", "EXO-520 Evo Air", "Covert X"];
const agv = ["K1 S", "K3", "K5 S", "K6 S", "Pista GP RR"];

describe("matchHelmetModel", () => {
  it("finds the same model written with other spaces, capitals or punctuation", () => {
    expect(helmetNameKey("EXO-1400 Air")).toBe("exo1400air");
    expect(matchHelmetModel("r1 air", scorpion)).toEqual({ same: "R1-Air" });
    expect(matchHelmetModel("K6-S", agv)).toEqual({ same: "K6 S" });
  });

  it("offers the existing model a new name probably means: a prefix or a typo away", () => {
    expect(matchHelmetModel("EXO-R1 Air", scorpion)).toEqual({ close: "R1-Air" });
    expect(matchHelmetModel("Scorpion Covert X", scorpion)).toEqual({ close: "Covert X" });
    expect(matchHelmetModel("Pista GPRR", agv)).toEqual({ same: "Pista GP RR" });
    expect(matchHelmetModel("Pista GP R", agv)).toEqual({ close: "Pista GP RR" });
    expect(matchHelmetModel("EXO-1400 Aír", scorpion)).toEqual({ close: "EXO-1400 Air" });
    expect(matchHelmetModel("AGV K6 S", agv)).toEqual({ close: "K6 S" });
  });

  it("offers nothing for a name unlike every model, or for nothing typed", () => {
    expect(matchHelmetModel("Tourmaster", agv)).toEqual({});
    expect(matchHelmetModel("  ", agv)).toEqual({});
    // Short names stay apart: K3 is not K5 S, and "Air" alone is no model.
    expect(matchHelmetModel("K3 SV", agv)).toEqual({});
    expect(matchHelmetModel("Air", scorpion)).toEqual({});
  });
});
