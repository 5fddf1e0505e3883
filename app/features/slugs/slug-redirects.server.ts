import type { Db } from "#db/client.server";
import { slugRedirects } from "#db/schema";

export type SlugEntity = "product" | "category";

/**
 * Keeps `oldSlug` answering for entity `id` in `language` (the storefront then redirects with a
 * 301 to the current slug). The newest owner of an old slug wins; a missing slug leaves nothing to keep.
 */
export async function recordSlugRedirect(
  db: Db,
  /** A helmet model's old slug is kept too (the finder's addresses name it). */
  entity: SlugEntity | "helmet-model",
  id: number,
  language: string,
  oldSlug: string,
) {
  if (!oldSlug) return;
  await db
    .insert(slugRedirects)
    .values({ entityType: entity, entityId: id, languageCode: language, oldSlug })
    .onConflictDoUpdate({
      target: [slugRedirects.entityType, slugRedirects.languageCode, slugRedirects.oldSlug],
      set: { entityId: id, createdAt: new Date() },
    });
}
