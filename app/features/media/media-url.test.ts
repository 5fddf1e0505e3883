import { describe, expect, it } from "vitest";
import { fittingMediaWidth, mediaSrcSet, mediaUrl, resizeMediaUrl } from "./media-url";

describe("media URLs", () => {
  const hash = "0123456789abcdef0123456789abcdef";

  it("name a stored image by hash, width and format", () => {
    expect(mediaUrl(hash)).toBe(`/media/${hash}/800.webp`);
    expect(mediaSrcSet(hash, "avif", 640)).toBe(
      `/media/${hash}/320.avif 320w, /media/${hash}/480.avif 480w, /media/${hash}/640.avif 640w`,
    );
  });

  it("resize an existing URL", () => {
    expect(resizeMediaUrl(mediaUrl(hash), 160)).toBe(`/media/${hash}/160.webp`);
    expect(resizeMediaUrl(mediaUrl(hash, 320, "avif"), 1200, "png")).toBe(`/media/${hash}/1200.png`);
  });

  it("pick the widest size that does not enlarge a picture (public answers serve it in place of the original)", () => {
    expect([4000, 1600, 1000, 700, 100, null].map(fittingMediaWidth)).toEqual([1600, 1600, 800, 640, 160, 1600]);
  });
});
