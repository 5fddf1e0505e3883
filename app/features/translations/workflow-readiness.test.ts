import { describe, expect, it } from "vitest";
import { workflowReadiness } from "./workflow-readiness";

describe("workflow readiness", () => {
  it.each([
    [{ slug: "", nameEn: null, translationCount: 0 }, 0, "Not Started"],
    [{ slug: "", nameEn: null, translationCount: 2 }, 33, "In Progress"],
    [{ slug: "viseira", nameEn: null, translationCount: 1 }, 33, "In Progress"],
    [{ slug: "", nameEn: "Visor", translationCount: 1 }, 33, "In Progress"],
    [{ slug: "viseira", nameEn: null, translationCount: 2 }, 100, "Ready"],
    [{ slug: "viseira", nameEn: "Visor", translationCount: 5 }, 100, "Ready"],
  ])("%o scores %i (%s)", (product, score, status) => {
    expect(workflowReadiness(product)).toEqual({ score, status });
  });
});
