import { zValidator } from "@hono/zod-validator";
import type { Context, Env } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ValidationTargets } from "hono/types";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import { invalidForm, invalidInput } from "./http";
import { readJsonObject } from "./visitor";

/**
 * Request validation declared on the route (`c.req.valid(...)` in the handler), answered as `parseOr400`
 * answers: a refused param, query or body throws the same InvalidError,
 * so the app's error handler sends the same 400 `{ error }` or `{ error, fields }`. One owner for the
 * admin routers' id params, form bodies and form size limits.
 */

/** What zValidator makes for `target` and `schema`: the middleware whose types `c.req.valid()` reads. */
type Validator<T extends keyof ValidationTargets, S extends z.ZodType> = ReturnType<
  typeof zValidator<S, T, Env, string>
>;
type Refusal = (error: z.core.$ZodError) => Error;
type Checked = { success: true } | { success: false; error: z.core.$ZodError };

/** The one hook: a refusal is thrown as today's 400, a success goes on to the handler. */
const answer400 = (refuse: Refusal) => (result: Checked) => {
  if (!result.success) throw refuse(result.error);
};

/**
 * zValidator on `target`, reading the value as the routes always did (`read`), so a value hono would
 * read differently (a repeated query parameter, a JSON body sent without a JSON content type) is
 * answered as before.
 */
function validated<T extends keyof ValidationTargets, S extends z.ZodType>(
  target: T,
  schema: S,
  refuse: Refusal,
  read: (c: Context) => unknown,
) {
  const middleware: Validator<T, S> = async (c, next) => {
    const value = await read(c);
    const check = zValidator(target, schema, answer400(refuse), {
      // The value read above, not the one hono would read.
      validationFunction: () => schema.safeParseAsync(value) as never,
    });
    return check(c, next);
  };
  return middleware;
}

/** Path parameters; a refusal names the first bad one (or is `refuse`'s error: a 404 for an unknown key). */
export const validParams = <S extends z.ZodType>(schema: S, refuse: Refusal = invalidInput) =>
  zValidator("param", schema, answer400(refuse));

/** `/:id`, a row id. */
export const idParam = validParams(z.object({ id: idSchema }));

/** Query parameters (the first value of a repeated one); a refusal names the first bad one. */
export const validQuery = <S extends z.ZodType>(schema: S) =>
  validated("query", schema, invalidInput, (c) => c.req.query());

/**
 * The JSON object body, read and checked at the edge (`readJsonObject`: not JSON, not an object,
 * NUL, nesting) before the schema sees it. `absent` tells when a bodiless request stands for `{}`.
 */
const readBody = (absent?: (c: Context) => boolean) => async (c: Context) => {
  if (!absent?.(c)) return readJsonObject(c);
  c.req.bodyCache.json = Promise.resolve({});
  return {};
};

/** A JSON body whose refusal names the first problem (`{ error }`). */
export const validJson = <S extends z.ZodType>(schema: S, options: { absent?: (c: Context) => boolean } = {}) =>
  validated("json", schema, invalidInput, readBody(options.absent));

/** A form's JSON body: a refusal lists each field's first problem (`{ error, fields }`). */
export const validForm = <S extends z.ZodType>(schema: S, options: { absent?: (c: Context) => boolean } = {}) =>
  validated("json", schema, invalidForm, readBody(options.absent));

/** An admin form's body is refused past `kib` KiB (413), before anything reads it. */
export const formLimit = (kib: number) =>
  bodyLimit({ maxSize: kib * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });
