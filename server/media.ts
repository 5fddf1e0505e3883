import { Hono, type Context } from "hono";
import { getMediaVariant, contentTypes } from "~/features/media/media.server";
import { mediaFormats, mediaWidths, type MediaFormat, type MediaWidth } from "~/features/media/media-url";
import { NotFoundError } from "~/lib/errors";
import type { AppEnv } from "./context";

const immutable = "public, max-age=31536000, immutable";

/** Sends image bytes with an ETag; images never run scripts, even SVG. */
export function imageResponse(c: Context, data: Uint8Array, mimeType: string, etag: string, cacheControl = immutable) {
  const tag = `"${etag}"`;
  const headers = {
    "Cache-Control": cacheControl,
    ETag: tag,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header("if-none-match") === tag) return c.body(null, 304, headers);
  return c.body(data as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": mimeType });
}

/** /media/{hash}/{width}.{format}: a resized variant, made once and cached in the database. */
export const mediaRoutes = new Hono<AppEnv>().get("/:hash{[0-9a-f]{32}}/:file{[0-9]+\\.[a-z]+}", async (c) => {
  const [widthText, format] = c.req.param("file").split(".") as [string, string];
  const width = Number(widthText);
  if (!mediaWidths.includes(width as MediaWidth) || !mediaFormats.includes(format as MediaFormat)) {
    throw new NotFoundError("Image size not available");
  }
  const hash = c.req.param("hash");
  const data = await getMediaVariant(c.var.database.db, hash, width as MediaWidth, format as MediaFormat);
  if (!data) throw new NotFoundError("Image not found");
  return imageResponse(c, data, contentTypes[format as MediaFormat], `${hash}-${width}-${format}`);
});
