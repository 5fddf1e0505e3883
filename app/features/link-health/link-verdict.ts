/**
 * Link health verdicts (issue 16 item 3), pure: what one answer of a marketplace says about a
 * product's link, and what the link is called after a check.
 */
export const linkStatuses = ["ok", "broken", "unknown"] as const;
export type LinkStatus = (typeof linkStatuses)[number];

/** What one check found: the verdict of that check alone, the HTTP status it ended on, and why. */
export interface LinkCheckResult {
  verdict: LinkStatus;
  httpStatus: number | null;
  detail: string;
}

/** Search and listing pages a marketplace sends a dead item's link to (AliExpress, Amazon, eBay, generic). */
const searchPath = /(^|\/)(search|s|w|wholesale[^/]*|catalog\/search|sch)(\/|\.html?$|$)/i;
const searchParams = ["q", "k", "query", "keyword", "keywords", "searchtext", "_nkw", "search"];

/** A marketplace's home page or a search page: where a link whose item is gone lands. */
export function isSearchOrHomePage(url: URL) {
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "" || /^\/(index\.html?|home)$/i.test(path)) return true;
  if (searchPath.test(path)) return true;
  return [...url.searchParams.keys()].some((key) => searchParams.includes(key.toLowerCase()));
}

/**
 * The verdict of the last answer of a check (after redirects). 2xx is `ok`, unless a redirect took
 * the link to a search or home page it did not point at; 404 and 410 are `broken`; anything else
 * (401/403/429, 5xx, an unexpected status) says nothing about the item: `unknown`.
 */
export function verdictOf(status: number, requested: URL, landed: URL): LinkCheckResult {
  if (status >= 200 && status < 300) {
    const movedAway = landed.href !== requested.href;
    if (movedAway && isSearchOrHomePage(landed) && !isSearchOrHomePage(requested)) {
      return { verdict: "broken", httpStatus: status, detail: `Redirected to a search or home page: ${landed.href}` };
    }
    return { verdict: "ok", httpStatus: status, detail: movedAway ? `Lands on ${landed.href}` : "" };
  }
  if (status === 404 || status === 410) {
    return { verdict: "broken", httpStatus: status, detail: status === 404 ? "Not found" : "Gone" };
  }
  const reason =
    status === 401 || status === 403
      ? "The shop refused the check"
      : status === 429
        ? "The shop asked to slow down"
        : status >= 500
          ? "The shop had an error"
          : "Unexpected answer";
  return { verdict: "unknown", httpStatus: status, detail: `${reason}; tried again later` };
}

/** The state a link keeps between checks. */
export interface LinkState {
  status: LinkStatus;
  brokenStreak: number;
}

/**
 * What the link is called after a check: `broken` only after two broken checks in a row (the first
 * is `unknown`, to be confirmed); an `unknown` check neither breaks nor confirms the streak and keeps
 * a broken link broken (a shop's error page says nothing about the item); `ok` clears everything.
 */
export function nextLinkState(previous: LinkState | undefined, verdict: LinkStatus): LinkState {
  if (verdict === "ok") return { status: "ok", brokenStreak: 0 };
  const streak = previous?.brokenStreak ?? 0;
  if (verdict === "broken") {
    const brokenStreak = streak + 1;
    return { status: brokenStreak >= 2 ? "broken" : "unknown", brokenStreak };
  }
  return { status: previous?.status === "broken" ? "broken" : "unknown", brokenStreak: streak };
}

/** What a check records: the state shown after it (`nextLinkState`), and that check's own verdict, status and why. */
export function recordedCheck(previous: LinkState | undefined, result: LinkCheckResult) {
  const next = nextLinkState(previous, result.verdict);
  const detail =
    result.verdict === "broken" && next.status !== "broken"
      ? `${result.detail}; called broken if the next check agrees`
      : result.detail;
  return { ...next, verdict: result.verdict, httpStatus: result.httpStatus, detail };
}
