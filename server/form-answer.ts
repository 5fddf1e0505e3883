import type { Context } from "hono";
import { isLanguage, type Language } from "~/i18n/languages";
import { DomainError } from "~/lib/errors";
import type { AppEnv } from "./context";
import { isFormBody, referringPath } from "./visitor";

/** The visitor forms that also work without JavaScript, and what their answer page can say. */
export type VisitorForm = "newsletter" | "notify" | "stock" | "price";
export type FormResult = "check" | "ok" | "pending" | "duplicate" | "invalid" | "later" | "error";

/** Where a form posted without JavaScript lands: `/{lang}/sent` with the outcome, never a field's value. */
export function formResultPath(language: Language, form: VisitorForm, result: FormResult, back: string) {
  return `/${language}/sent?${new URLSearchParams({ form, result, back })}`;
}

const resultOf = (error: unknown): FormResult | undefined => {
  if (!(error instanceof DomainError)) return undefined;
  if (error.status === 409) return "duplicate";
  if (error.status === 429) return "later";
  if (error.status === 400) return "invalid";
  return "error";
};

/**
 * Runs a visitor form's work and answers as the client expects: JSON (the scripted form) as the
 * route always did, or, for a plain HTML form post, a 303 to the answer page in the visitor's language.
 */
export async function answerVisitorForm(
  c: Context<AppEnv>,
  form: VisitorForm,
  body: Record<string, unknown>,
  work: () => Promise<Response>,
) {
  if (!isFormBody(c)) return work();
  const language = isLanguage(body.locale) ? body.locale : "pt";
  const back = referringPath(c) ?? `/${language}/`;
  const go = (result: FormResult) => c.redirect(formResultPath(language, form, result, back), 303);
  if (c.var.overRateLimit) return go("later");
  try {
    // 202: nothing new was done, what was asked before is under way (a newsletter confirmation already sent).
    return go((await work()).status === 202 ? "pending" : "ok");
  } catch (error) {
    const result = resultOf(error);
    if (!result) throw error;
    // A notify form without an address (or one without @) answers as the script's own check: "Email required".
    const noAddress = form === "notify" && !String(body.email ?? "").includes("@");
    return go(result === "invalid" && noAddress ? "check" : result);
  }
}
