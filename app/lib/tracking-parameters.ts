/**
 * Query parameters that ad networks, social sites and mail tools add to a link to follow a visit (issue 35). They
 * change nothing on the page: a visitor from Instagram with a fresh `fbclid` gets the page everyone gets, from the
 * page cache, and no canonical or internal link of the page carries them.
 */
export const trackingParameters = [
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "igshid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "ref",
] as const;

/** Whether `name` follows a visit: `utm_*`, a known click id, or one the site's settings add (`extra`). */
export const isTrackingParameter = (name: string, extra: readonly string[] = []) => {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || (trackingParameters as readonly string[]).includes(lower) || extra.includes(lower);
};

/** The address without its tracking parameters, or null when it has none (the common case costs no copy). */
export function withoutTrackingParameters(url: string, extra: readonly string[] = []): string | null {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return null;
  const parsed = new URL(url);
  const names = [...new Set(parsed.searchParams.keys())].filter((name) => isTrackingParameter(name, extra));
  if (!names.length) return null;
  for (const name of names) parsed.searchParams.delete(name);
  return parsed.href;
}
