/**
 * The one way the server logs an error (issue 29): what went wrong and where, never a value. A failed statement
 * is logged as its SQL and the database's own message: Drizzle's error message carries the statement's parameters
 * (subscriber addresses with their tokens, whole pictures), so it is never printed. The same error, repeated, is
 * printed once a minute with how many times it came meanwhile (a full disk wrote 135 MB of log in 3 minutes).
 */
const repeatWindowMs = 60_000;
const maxStackLines = 8;
const seen = new Map<string, { at: number; repeats: number }>();

/**
 * A database's own message may quote the value it refused (`invalid input syntax for type integer: "…"`): an
 * address or a trailing quoted value is masked.
 */
const masked = (message: string) =>
  message.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[address]").replace(/: "[^"]*"$/, ': "[value]"');

/** An error as lines that hold no value of a statement: kind and message, the SQL, the database's code, the stack. */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e !== "object") {
      lines.push(masked(String(e).split("\n")[0]!.slice(0, 300)));
      break;
    }
    const { name, message, query, code } = e as { name?: string; message?: unknown; query?: unknown; code?: unknown };
    // Drizzle's wrapper: its message is the statement and its parameters; PGlite's own error also names the query.
    const wrapper = typeof query === "string" && String(message).startsWith("Failed query");
    if (wrapper) lines.push(`Failed query: ${query.slice(0, 500)}`);
    else {
      const text = masked(
        String(message ?? "")
          .split("\n")[0]!
          .slice(0, 300),
      );
      lines.push(`${name ?? "Error"}: ${text}${typeof code === "string" ? ` [${code}]` : ""}`);
    }
    e = (e as { cause?: unknown }).cause;
  }
  // The stack's own first line repeats the message (a failed query's, with its parameters): only its frames.
  const stack = (error as { stack?: unknown })?.stack;
  const frames = typeof stack === "string" ? stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [...lines, ...frames.slice(0, maxStackLines)].join("\n");
}

/**
 * Prints `context: text` unless a line of the same kind (`context` and `text`'s first line without its numbers, or
 * `kind`) was printed in the last minute; then it is counted, and the next one printed says how many were held back.
 */
export function logOnceAMinute(
  context: string,
  text: string,
  level: "error" | "warn" = "error",
  kind = text.split("\n")[0]!.replace(/\d+/g, "#"),
  now = Date.now(),
) {
  const key = `${context}\n${kind}`;
  const last = seen.get(key);
  if (last && now - last.at < repeatWindowMs) {
    last.repeats++;
    return;
  }
  const repeats = last?.repeats ? ` (and ${last.repeats} more like it in the last minute)` : "";
  seen.delete(key);
  seen.set(key, { at: now, repeats: 0 });
  if (seen.size > 1000) seen.delete(seen.keys().next().value!);
  console[level](`${context}${repeats}: ${text}`);
}

/** Logs `error` under `context`, without values, at most once a minute for the same kind of error. */
export const logError = (context: string, error: unknown) => logOnceAMinute(context, describeError(error));

/** A client that closed its connection before the answer: not the server's error. */
export const isClientAbort = (error: unknown) => {
  const { name, message, code } = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
  return (
    name === "AbortError" || message === "aborted" || code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE"
  );
};
