import { z } from "zod";

/** The login form: the password, and once two-step login is on, a code of the authenticator app or a recovery code. */
export const loginSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  code: z.string().trim().max(20, "That code is too long").optional(),
});

/** The admin's language choice (zz marks untranslated text, for tests and translators). */
export const adminLanguageChoiceSchema = z.object({
  language: z.enum(["pt", "en", "zz"], { error: "Choose pt or en" }),
});
