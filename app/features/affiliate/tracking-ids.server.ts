import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { trackingIdsKey, trackingIdsSchema, type TrackingIds } from "./tracking-ids";

/** The per-language tracking ids (none set: every language uses the main link). */
export async function getTrackingIds(db: Db): Promise<TrackingIds> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, trackingIdsKey));
  const parsed = trackingIdsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : {};
}

export async function saveTrackingIds(db: Db, ids: TrackingIds) {
  await db
    .insert(settings)
    .values({ key: trackingIdsKey, value: ids })
    .onConflictDoUpdate({ target: settings.key, set: { value: ids, updatedAt: new Date() } });
  return ids;
}
