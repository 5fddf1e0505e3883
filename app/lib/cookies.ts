/** The raw (still percent-encoded) value of cookie `name` in a Cookie header. */
function rawCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The value of cookie `name` in a Cookie header (nothing when it is not valid percent-encoding). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = rawCookie(header, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Whether the header carries cookie `name` at all, even with a malformed value (which logout still clears). */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  return rawCookie(header, name) !== undefined;
}
