import type { Category } from "./lighthouse.ts";

/** The targets the storefront is held to. Lighthouse scores are minimums (0-100); JS is a maximum. */
export const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  /** First-load JS of the product page, gzip -9 KiB. */
  productPageJsKiB: 100,
};

/** PASS/FAIL, or n/a when the figure could not be measured (a skipped page or a failed run). */
export type Verdict = "PASS" | "FAIL" | "n/a";

export function atLeast(value: number | null | undefined, minimum: number): Verdict {
  if (value == null) return "n/a";
  return value >= minimum ? "PASS" : "FAIL";
}

export function atMost(value: number | null | undefined, maximum: number): Verdict {
  if (value == null) return "n/a";
  return value <= maximum ? "PASS" : "FAIL";
}
