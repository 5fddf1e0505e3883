import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { media, mediaVariants } from "#db/schema";
import { gpsJpeg, metadataOf } from "#tests/helpers/images";
import { setupTestApp } from "#tests/helpers/test-app";
import { fingerprintStoredOriginals, storeMedia, stripStoredOriginals } from "./media.server";

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

describe("perceptual hashes", () => {
  it("are made when a picture is stored, given once at start-up to pictures stored before, and none for junk", async () => {
    const { db } = t.database;
    const shapes = '<rect width="90" height="60" fill="#ddd"/><circle cx="30" cy="30" r="22" fill="#123"/>';
    const drawing = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="90" height="60">${shapes}</svg>`),
    )
      .jpeg()
      .toBuffer();
    const stored = await storeMedia(db, drawing, "image/jpeg");
    const [fresh] = await db.select({ hash: media.perceptualHash }).from(media).where(eq(media.id, stored.id));
    expect(fresh!.hash).toMatch(/^[0-9a-f]{16}$/);

    // As stored before: no hash yet, then the start-up job's, the same as a new upload's.
    await db.update(media).set({ perceptualHash: null }).where(eq(media.id, stored.id));
    const [junk] = await db
      .insert(media)
      .values({ hash: "c".repeat(32), mimeType: "image/png", data: new TextEncoder().encode("not a picture") })
      .returning({ id: media.id });
    // Those two, and any picture an earlier test left without one.
    const waiting = await db.$count(media, isNull(media.perceptualHash));
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(await fingerprintStoredOriginals(db)).toBe(waiting);
    const rows = await db.select({ id: media.id, hash: media.perceptualHash }).from(media);
    expect(rows.find((r) => r.id === stored.id)?.hash).toBe(fresh!.hash);
    expect(rows.find((r) => r.id === junk!.id)?.hash).toBe("none");
    expect(await fingerprintStoredOriginals(db)).toBe(0);
  });
});
