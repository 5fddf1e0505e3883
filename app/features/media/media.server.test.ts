import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media, mediaVariants } from "#db/schema";
import { gpsJpeg, metadataOf } from "#tests/helpers/images";
import { setupTestApp } from "#tests/helpers/test-app";
import { stripStoredOriginals } from "./media.server";

const t = setupTestApp({ seed: false });

describe("originals stored before uploads were stripped", () => {
  it("lose their metadata once at start-up, keep their hash, and render again upright", async () => {
    const { db } = t.database;
    const photo = await gpsJpeg(400, 300);
    const [old] = await db
      .insert(media)
      .values({ hash: "a".repeat(32), mimeType: "image/jpeg", data: photo, width: 400, height: 300 })
      .returning({ id: media.id });
    await db.insert(mediaVariants).values({ mediaId: old!.id, width: 160, format: "webp", data: new Uint8Array(8) });
    // Not a picture the image process can read: marked, left as it is.
    const junk = new TextEncoder().encode("not a picture");
    await db.insert(media).values({ hash: "b".repeat(32), mimeType: "image/png", data: junk });

    expect(await stripStoredOriginals(db)).toBe(1);
    const rows = await db.select().from(media).orderBy(media.id);
    expect(rows.map((r) => [r.hash, r.metadataStripped, r.width, r.height])).toEqual([
      ["a".repeat(32), true, 300, 400],
      ["b".repeat(32), true, null, null],
    ]);
    expect(await metadataOf(rows[0]!.data)).toMatchObject({ format: "jpeg", exif: false, xmp: false });
    expect(Buffer.from(rows[1]!.data).equals(Buffer.from(junk))).toBe(true);
    expect(await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, old!.id))).toEqual([]);

    // Once done, a start costs one query.
    expect(await stripStoredOriginals(db)).toBe(0);
  });
});
