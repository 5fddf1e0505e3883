import { guardedFetch, OutgoingRequestError, type OutgoingAccess } from "~/lib/guarded-fetch.server";
import { verdictOf, type LinkCheckResult } from "./link-verdict";

export interface LinkFetchOptions extends OutgoingAccess {
  /** Per request; a link that does not answer in time is `unknown`. */
  timeoutMs?: number;
  /** The plain User-Agent the checks send. */
  userAgent?: string;
}

export const linkCheckUserAgent = "Mozilla/5.0 (compatible; storefront-link-check/1.0)";

/** Why a check got no answer. Every address not reached reads the same, so the checks cannot map the inside. */
function failureDetail(error: unknown) {
  if (!(error instanceof OutgoingRequestError)) return "The address could not be reached";
  if (error.kind === "timeout") return "No answer in time";
  if (error.kind === "invalid") return "Not an http(s) link without a user name or password";
  return error.message;
}

/**
 * Checks one link politely: HEAD first, then GET when HEAD does not say `ok` (many shops answer
 * HEAD badly); up to five redirects, each judged like the link. Never throws: failures are `unknown`.
 */
export async function checkLink(link: string, options: LinkFetchOptions = {}): Promise<LinkCheckResult> {
  const { timeoutMs = 10_000, userAgent = linkCheckUserAgent, ...access } = options;
  if (!URL.canParse(link.trim())) return { verdict: "unknown", httpStatus: null, detail: "Not a web address" };
  const url = new URL(link.trim());
  let last: LinkCheckResult = { verdict: "unknown", httpStatus: null, detail: "" };
  for (const method of ["HEAD", "GET"] as const) {
    try {
      const answer = await guardedFetch(url, {
        ...access,
        method,
        headers: { "User-Agent": userAgent, Accept: "text/html,*/*;q=0.8", "Accept-Encoding": "identity" },
        maxBytes: 0,
        timeoutMs,
      });
      last = verdictOf(answer.status, url, answer.url);
    } catch (error) {
      // No answer at all (refused address, timeout, network): asking again with GET would not help.
      return { verdict: "unknown", httpStatus: null, detail: failureDetail(error) };
    }
    if (last.verdict === "ok") return last;
  }
  return last;
}
