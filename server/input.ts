import type { MiddlewareHandler } from "hono";
import { InvalidError } from "~/lib/errors";

/**
 * The shared edge for hostile input, so no route has to think about it: every body, path segment
 * and query parameter is checked here before a schema or the database sees it.
 *
 * - NUL (U+0000) cannot be stored in PostgreSQL text or jsonb, and an unpaired surrogate is not
 *   text at all (jsonb refuses it, text columns silently turn it into U+FFFD).
 * - Nesting is bounded, so recursive code further on (validation, JSON.stringify) cannot overflow the stack.
 * - `__proto__` as a key would become an object's prototype once copied with Object.assign.
 */
export const maxInputDepth = 32;

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unsafeCharacter = /[\u0000\p{Cs}]/u;
/**
 * No address of the site has a control character in its path; React Router's renderer threw on `/%09` (a tab
 * turned `/\t/` into `//`, an invalid URL) and answered 500.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

const refused = (field: string, message: string) =>
  new InvalidError(`${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { [field]: message });

const notAllowed = "Contains a character that is not allowed (NUL or an unpaired surrogate)";

/** Throws a 400 naming the field when `text` holds a character no column can store. */
export function checkText(field: string, text: string) {
  if (unsafeCharacter.test(text)) throw refused(field, notAllowed);
}

/**
 * Checks parsed input (JSON, a form) throughout: text, keys and depth. The field named in the
 * error is the path to the bad value (`specifications.0.value`), as the forms' messages are keyed.
 */
export function checkInput(value: unknown, path: string[] = [], depth = 0): void {
  const field = path.join(".") || "body";
  if (typeof value === "string") return checkText(field, value);
  if (typeof value !== "object" || value === null) return;
  if (depth >= maxInputDepth) throw refused(field, "Is nested too deeply");
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, key].join(".");
    checkText(keyPath, key);
    if (key === "__proto__") throw refused(keyPath, "Is not an allowed field name");
    checkInput(item, [...path, key], depth + 1);
  }
}

/** Path segments and query parameters, decoded, go through the same check as bodies. */
export const checkUrlInput: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split("/")) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Malformed escapes are answered by the route (400 Malformed URL) or left as they are.
    }
    checkText("path", decoded);
    if (controlCharacter.test(decoded)) throw refused("path", "Contains a control character");
  }
  for (const [name, value] of url.searchParams) {
    checkText("query", name);
    checkText(`query ${name}`, value);
  }
  await next();
};
