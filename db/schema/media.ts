import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./column-types";

/** Stored image originals, once per content hash; resized variants are cached in mediaVariants. */
export const media = pgTable("media", {
  id: serial().primaryKey(),
  hash: text().notNull().unique(),
  mimeType: text().notNull(),
  data: bytea().notNull(),
  width: integer(),
  height: integer(),
  /** Re-encoded without EXIF, XMP, IPTC or comments; rows stored before that are stripped at start-up. */
  metadataStripped: boolean().notNull().default(false),
  /**
   * What the picture looks like, not its bytes: a difference hash (16 hex digits) that re-encoded, resized or
   * recompressed copies share within a few bits (the image repair tool, issue 33). "none" for a picture too plain to
   * tell apart (one colour) and for a drawing (SVG); null until computed (rows stored before it are done at start-up).
   */
  perceptualHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer().notNull(),
    format: text().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);
