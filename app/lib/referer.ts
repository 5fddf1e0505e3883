/** The Referer as a URL when it is a page of `origin` (ours), else null. */
export function sameOriginReferer(referer: string | null | undefined, origin: string): URL | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(origin).origin ? url : null;
  } catch {
    return null;
  }
}
