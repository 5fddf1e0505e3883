/**
 * Whether an error means the database cannot serve right now, rather than a fault of the request or the code:
 * `away` (not reachable, restarting, out of connections, a statement or lock wait past its bound) or `disk-full`
 * (it reads but cannot write). Such answers are a 503 with Retry-After, never a 500 (issue 29).
 */
export type DatabaseTrouble = "away" | "disk-full";

/** SQLSTATE codes of a database that is away or overloaded (class 08, shutdowns, limits, cancelled waits). */
const awayCodes = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "53200",
  "57014",
  "55P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "08P01",
]);
/** Socket-level failures and the pg driver's own messages for a lost or unobtainable connection. */
const awaySystemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const awayMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|Query read timeout|Cannot use a pool after calling end/i;

export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  // Drizzle wraps the driver's error (`cause`); React Router wraps a loader's in a route error response.
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "53100") return "disk-full";
    if (typeof code === "string" && (awayCodes.has(code) || awaySystemCodes.has(code))) return "away";
    if (typeof message === "string" && awayMessages.test(message)) return "away";
    e = (e as { cause?: unknown; error?: unknown }).cause ?? (e as { error?: unknown }).error;
  }
  return undefined;
}

/** The driver's own words for the trouble (a connection error, a timeout, a full disk): no values of a statement. */
export function troubleDetail(error: unknown) {
  let innermost = error as { cause?: unknown; message?: unknown; code?: unknown };
  while (innermost?.cause && typeof innermost.cause === "object") innermost = innermost.cause as typeof innermost;
  const code = typeof innermost?.code === "string" ? ` ${innermost.code}` : "";
  return `${String(innermost?.message ?? "unknown")
    .split("\n")[0]!
    .slice(0, 200)}${code}`;
}

/** Seconds a visitor or client is asked to wait before trying again. */
export const retryAfterSeconds = 10;
