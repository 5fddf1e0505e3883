/**
 * `value` as a path of this site to send a visitor to, or null. It is parsed as a URL against `origin`, as a
 * browser would resolve it (`/./`, `/../`, `%2e`, backslashes, tabs), kept only if it stays on that origin, and
 * given back with one leading slash: a path that resolved to `//host` is a protocol-relative address in a
 * `Location` header, another site (issue 29: `/language/en?to=/.//evil.example`).
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const site = new URL(origin).origin;
    const url = new URL(value, site);
    if (url.origin !== site) return null;
    return `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
  } catch {
    return null;
  }
}

/** The Referer as a path of `origin` (ours) to send the visitor back to, else null. */
export const refererPath = (referer: string | null | undefined, origin: string) =>
  referer && URL.canParse(referer) ? sameSitePath(referer, origin) : null;
