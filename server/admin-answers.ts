import type { MiddlewareHandler } from "hono";
import { adminLanguageOf } from "~/features/admin/admin-language";
import { adminMessageIn } from "~/i18n/admin-errors";
import { technicalErrorText } from "~/i18n/technical-errors";
import type { AdminLanguage } from "~/i18n/languages";

/** The keys whose text is a message wherever it sits in an answer (a result's `error`, a skipped item's `reason`). */
const messageKeys = new Set(["error", "message", "reason"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

const inLanguage = (language: AdminLanguage) => (value: unknown) =>
  typeof value === "string" ? adminMessageIn(language, value) : value;

function translated(value: unknown, language: AdminLanguage, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => translated(item, language, false));
  if (!isRecord(value)) return value;
  const say = inLanguage(language);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item === "string" && messageKeys.has(key)) return [key, say(item)];
      // A refused form's message per field, and a refusal's list of why (a 409's, an imported file's).
      if (top && key === "fields" && isRecord(item))
        return [key, Object.fromEntries(Object.entries(item).map(([field, message]) => [field, say(message)]))];
      if (top && key === "problems" && Array.isArray(item)) return [key, item.map(say)];
      return [key, translated(item, language, false)];
    }),
  );
}

/**
 * A JSON answer of the admin API with its messages in the admin's language: `error`, `message` and `reason` wherever
 * they are (an answer's, or each result's of a batch), each field's of a refused form and each of a refusal's
 * `problems`. The data stays as it is: a link check's detail is shown by the page, with its raw part apart.
 */
export const answerIn = <T>(body: T, language: AdminLanguage): T =>
  language === "pt" ? (translated(body, language, true) as T) : body;

/**
 * A refusal that carries another host's or the database's raw words (the AI provider's answer, AliExpress's, a restore
 * the database refused) says a plain sentence, and keeps the raw words apart in `detail` for a disclosure.
 */
function technicalRefusal(body: unknown, language: AdminLanguage) {
  if (!isRecord(body) || typeof body.error !== "string" || "detail" in body) return undefined;
  const { sentence, detail, explained } = technicalErrorText(body.error, language);
  return explained.cause && detail ? { ...body, error: sentence, detail } : undefined;
}

/**
 * Every answer under /api/admin (the login's and the refusals of the layers before the routers included) speaks the
 * admin's language (issue 33 point 1, decision 0034): the sources say it in English, and a Portuguese curator's
 * answer is put into Portuguese here, in one place, on its way out; a refusal with another host's raw words becomes a
 * sentence with those words apart in `detail`. A file (a backup, an export) goes as it is.
 */
export const adminAnswersInLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  const language = adminLanguageOf(c.req.header("cookie"), c.req.header("accept-language"));
  const res = c.res;
  if (language !== "pt" || res.headers.has("content-disposition")) return;
  if (!/^application\/json\b/.test(res.headers.get("content-type") ?? "")) return;
  const text = await res.text();
  let answer: string;
  try {
    const body: unknown = JSON.parse(text);
    answer = JSON.stringify((res.status >= 400 && technicalRefusal(body, language)) || answerIn(body, language));
  } catch {
    answer = text;
  }
  res.headers.delete("content-length");
  c.res = new Response(answer, res);
};
