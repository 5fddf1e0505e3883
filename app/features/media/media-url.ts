/** Public URLs of stored images. Content-hashed, so they never change and cache forever. */
export const mediaWidths = [160, 320, 480, 640, 800, 1200, 1600] as const;
export type MediaWidth = (typeof mediaWidths)[number];
export const mediaFormats = ["webp", "avif", "png"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export function mediaUrl(hash: string, width: MediaWidth = 800, format: MediaFormat = "webp") {
  return `/media/${hash}/${width}.${format}`;
}

/** The widest variant that does not enlarge a picture `width` pixels wide (the narrowest for a smaller one). */
export function fittingMediaWidth(width: number | null): MediaWidth {
  return mediaWidths.findLast((w) => w <= (width ?? Infinity)) ?? mediaWidths[0];
}

export function mediaSrcSet(hash: string, format: MediaFormat = "webp", maxWidth = 1600) {
  return mediaWidths
    .filter((w) => w >= 320 && w <= maxWidth)
    .map((w) => `${mediaUrl(hash, w, format)} ${w}w`)
    .join(", ");
}

/** The same stored image at another width or format, from one of its URLs. */
export function resizeMediaUrl(url: string, width: MediaWidth, format: MediaFormat = "webp") {
  return url.replace(/\/\d+\.(webp|avif|png)$/, `/${width}.${format}`);
}
