import { z } from "zod";

/** PostgreSQL's integer columns end here: a larger id can name no row, and the database would refuse it. */
export const maxId = 2_147_483_647;

/**
 * A row id written as a number or in decimal digits, else null. `Number()` alone reads "0x10" as 16, "1e1" as 10
 * and " 7" as 7: `DELETE /api/admin/products/0x10` deleted product 16 (issue 29).
 */
export function parseId(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? +value : NaN;
  return Number.isInteger(n) && n > 0 && n <= maxId ? n : null;
}

/** A row id (a JSON number or decimal digits, within PostgreSQL's integers), else `message`. */
export const idInput = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => parseId(v) ?? refuse(ctx, message));

/** A reference field of an admin form (a brand, a parent): empty or null for none, else a row id. */
export const optionalIdInput = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .transform((v, ctx) => (v === null || v === "" ? null : (parseId(v) ?? refuse(ctx, message))));

const refuse = (ctx: z.core.$RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** A required short text ("Name", "Label"): trimmed, required, at most `maxLength` characters. */
export const requiredShortText = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} is at most ${maxLength} characters`);

/**
 * A required name: empty says it is required, one letter says it is too short (not "required"),
 * and too long says so. Trimmed.
 */
export const nameInput = (maxLength: number, minLength = 2) =>
  z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .min(minLength, `Name is too short (at least ${minLength} characters)`)
    .max(maxLength, "Name is too long");

/**
 * A refused form's messages by field: each field (the issue's path joined with dots, "form" for the
 * whole) gets its first issue's message. The API answers these as `fields`; an admin form checking the
 * same schema in the browser shows the same ones.
 */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}

/**
 * The version of the record an edit form loaded (its `updatedAt` as the API answered it), sent back with
 * the save: a record changed since is refused with a 409 (decision 0031). Left out, the save overwrites,
 * as it always did (older clients, scripts).
 */
export const versionField = {
  expectedVersion: z.iso.datetime({ offset: true, error: "expectedVersion must be the record's updatedAt" }).optional(),
};

/** A list's page in the address (`?page=`), from 1; the default is the first. */
export const pageField = {
  page: z.coerce
    .number({ error: "page is a number" })
    .int("page is a whole number")
    .min(1, "page starts at 1")
    .max(100_000, "page is at most 100000")
    .default(1),
};

/** Which page of how many a list shows: `number` of `pages` (at least one), `size` rows each, `total` in all. */
export const pageOf = (number: number, size: number, total: number) => ({
  number,
  size,
  total,
  pages: Math.max(1, Math.ceil(total / size)),
});
export type PageOf = ReturnType<typeof pageOf>;

/**
 * A list screen's filters from its address (empty fields left out): one the address bar got wrong shows the first
 * page of everything rather than an error.
 */
export function listQueryOf<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
  return parsed.success ? parsed.data : schema.parse({});
}
