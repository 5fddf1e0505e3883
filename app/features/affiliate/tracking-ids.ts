import { z } from "zod";
import { supportedLanguages, type Language } from "~/i18n/languages";

/**
 * The tracking id each language's links carry (decision 0023): AliExpress's `tracking_id` (promotion links made per
 * language) and the `clickref` added to Awin links, so a network's orders come back split by language. A language
 * without one uses the main link and its orders count as "no language".
 */
export type TrackingIds = Partial<Record<Language, string>>;

export const trackingIdsKey = "affiliate-tracking";

/** Letters, digits, "_" and "-", as AliExpress's tracking ids and Awin's click references allow. */
export const trackingIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}$/, "Use 1 to 50 letters, digits, _ or -");

export const trackingIdsSchema = z
  .object(Object.fromEntries(supportedLanguages.map((language) => [language, trackingIdSchema.optional()])))
  .strict()
  .refine((ids) => new Set(Object.values(ids)).size === Object.values(ids).length, "Give each language its own id")
  .transform((ids) => ids as TrackingIds);

/** The language a tracking id stands for, or null (the main link's id, or one no longer in the map). */
export function languageOfTrackingId(ids: TrackingIds, trackingId: string | null | undefined): Language | null {
  if (!trackingId) return null;
  const found = Object.entries(ids).find(([, id]) => id === trackingId);
  return found ? (found[0] as Language) : null;
}
