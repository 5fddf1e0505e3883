/** The readiness steps of the product workflow (admin spec §4 and §9: 33, 33, then 100). */
export const readinessSteps = { identity: 33, translations: 33, ready: 100 } as const;

export type ReadinessStatus = "Not Started" | "In Progress" | "Ready";

/**
 * A product's readiness, computed on the client as the spec says: 33 points for a slug or an
 * English name, 33 more for more than one translation, and 66 or more counts as 100.
 */
export function workflowReadiness(product: { slug: string | null; nameEn: string | null; translationCount: number }) {
  const points =
    (product.slug || product.nameEn ? readinessSteps.identity : 0) +
    (product.translationCount > 1 ? readinessSteps.translations : 0);
  const score = points >= readinessSteps.identity + readinessSteps.translations ? readinessSteps.ready : points;
  const status: ReadinessStatus =
    score === 0 ? "Not Started" : score === readinessSteps.ready ? "Ready" : "In Progress";
  return { score, status };
}
