import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { peerAddress } from "./proxy-trust";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { imageUploadLimits } from "~/features/media/media.server";
import { ConfirmationNeededError, DomainError, InvalidError, ProblemsError, StaleVersionError } from "~/lib/errors";
import { fieldMessages } from "~/lib/form-schemas";
import { databaseTrouble, retryAfterSeconds, troubleDetail, type DatabaseTrouble } from "#db/database-trouble";
import { isClientAbort, logError, logOnceAMinute } from "#db/log-error";

/** The 400 of a refused value: the first issue's message. */
export function invalidInput(error: z.core.$ZodError) {
  return new InvalidError(error.issues[0]?.message ?? "Invalid input");
}

/**
 * The 400 of a refused form: every field with a problem gets its first message in `fields`
 * (a 400 `{ error, fields }`), so a form can show each message beside its field.
 */
export function invalidForm(error: z.core.$ZodError) {
  const fields = fieldMessages(error);
  const count = Object.keys(fields).length;
  return new InvalidError(
    count === 1 ? Object.values(fields)[0]! : `Please correct the ${count} fields marked`,
    fields,
  );
}

/** Parses a value with a schema; a failure becomes a 400 with the first issue's message. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** Maps errors to JSON `{ error }`: domain errors keep their status, malformed URLs are 400, the rest 500. */
export function errorResponse(error: Error, c: Context) {
  if (error instanceof InvalidError && error.fields) return c.json({ error: error.message, fields: error.fields }, 400);
  if (error instanceof ConfirmationNeededError)
    return c.json({ error: error.message, problems: error.problems, needsConfirmation: true }, 409);
  if (error instanceof ProblemsError) return c.json({ error: error.message, problems: error.problems }, 400);
  if (error instanceof StaleVersionError)
    return c.json({ error: error.message, stale: true, version: error.version, current: error.current }, 409);
  if (error instanceof DomainError) return c.json({ error: error.message }, error.status);
  if (error instanceof HTTPException) return c.json({ error: error.message || "Request refused" }, error.status);
  if (error instanceof URIError) return c.json({ error: "Malformed URL" }, 400);
  const trouble = databaseTrouble(error);
  if (trouble) return unavailableJson(c, trouble, error);
  // A visitor who left mid-request: one line, not a stack (issue 29).
  if (c.req.raw.signal.aborted || isClientAbort(error)) {
    logOnceAMinute("Client closed the connection", `${c.req.method} ${c.req.path}`, "warn");
    return c.json({ error: "The request was not finished" }, 400);
  }
  logError(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: "Internal server error" }, 500);
}

/** The 503 of a database that is away or full: what the client can do, and when to try again. */
export function unavailableJson(c: Context, trouble: DatabaseTrouble, error: unknown) {
  const what = trouble === "away" ? "not answering" : "disk full";
  const detail = troubleDetail(error);
  logOnceAMinute(`Database ${what}`, `${detail}: ${c.req.method} ${c.req.path} answered 503`, "warn", detail);
  return c.json(
    {
      error:
        trouble === "away"
          ? "The site's database is not answering; try again in a few seconds"
          : "The site cannot save anything right now: its database's disk is full",
    },
    503,
    { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  );
}

/** Public catalogue reads: browsers keep them a minute, a CDN five, and may serve stale while refreshing. */
export const publicCache =
  (maxAge = 60, sharedMaxAge = 300): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.header(
        "Cache-Control",
        `public, max-age=${maxAge}, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge * 2}`,
      );
    }
  };

/**
 * Every request body, page actions included, is refused past 1 MB before anything reads it: no
 * form or JSON object of this site comes near. Uploads and backup restores set their own, larger
 * limit on their route (imageUploadLimit, and the products' and backup's), and are let through here.
 */
const defaultBodyLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: (c) => c.json({ error: "Request body is too large" }, 413),
});
export const largeBodyRoutes =
  /^\/api\/admin\/(backup\/restore(\/preview)?|products\/\d+\/images|brand-assets\/\d+|image-contamination\/products\/\d+\/images\/\d+\/replace|earnings\/import)$/;
export const limitRequestBodies: MiddlewareHandler = async (c, next) => {
  const refused = largeBodyRoutes.test(c.req.path) ? await next() : await defaultBodyLimit(c, next);
  if (refused instanceof Response) c.res = refused;
  // Whichever limit refused it, the rest of the body is still on the socket, where a keep-alive connection would
  // read it as the next request: close the connection after this answer.
  if (c.res.status === 413) c.header("Connection", "close");
};

/** One picture of at most 10 MB, plus form overhead. */
export const imageUploadLimit = bodyLimit({
  maxSize: imageUploadLimits.maxBytes + 64 * 1024,
  onError: (c) => c.json({ error: "The upload is too large" }, 413),
});

/** The file of a multipart upload's `field`, as a name, its bytes and the form's other fields; a 400 when there is none. */
export async function uploadedFile(c: Context, field = "file", what = "picture") {
  const form = await c.req.formData().catch(() => {
    throw new InvalidError(`Send the ${what} as multipart/form-data`);
  });
  const file = form.get(field);
  if (!(file instanceof File)) throw new InvalidError(`Choose a ${what}`);
  return { name: file.name || what, bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/**
 * The site's origin for absolute links in mail and exports: PUBLIC_ORIGIN, else the server's own local address.
 * Never the request's Host: a sign-up sent with `Host: phish.example` would mail its token there (issue 29).
 */
export function siteOrigin(c: Context<AppEnv>) {
  return c.var.publicOrigin ?? c.var.localOrigin;
}

/**
 * Where the curator's own browser shows a preview of a mail from: the public origin, else the address he came by, so
 * its pictures load under the admin's policy (`img-src 'self'`). A preview is never sent: the request's own origin
 * sends nobody anywhere.
 */
export const previewOrigin = (c: Context<AppEnv>) => c.var.publicOrigin ?? new URL(c.req.url).origin;

/** Whether the visitor reached us over HTTPS: directly, through the public origin, or a trusted proxy. */
export function isHttps(c: Context<AppEnv>, publicOrigin = c.var.publicOrigin) {
  return (
    new URL(c.req.url).protocol === "https:" ||
    publicOrigin?.startsWith("https:") === true ||
    (c.req.header("x-forwarded-proto") === "https" && c.var.trustProxy(peerAddress(c)))
  );
}

/** A CSV download named `{name}-{date}.csv`. */
export function csvAttachment(c: Context, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
  });
}
