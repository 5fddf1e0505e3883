import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { languages } from "#db/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { cachedRead } from "#db/catalogue-cache.server";

/** What the site shows of a language. */
export const languageColumns = {
  code: languages.code,
  name: languages.name,
  nativeName: languages.nativeName,
  flagEmoji: languages.flagEmoji,
  direction: languages.direction,
};

/** Enabled languages in display order. */
export function listActiveLanguages(db: Db) {
  return cachedRead(db, "languages", () => loadActiveLanguages(db));
}

async function loadActiveLanguages(db: Db) {
  const rows = await db
    .select(languageColumns)
    .from(languages)
    .where(eq(languages.enabled, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
  return rows.filter((r): r is typeof r & { code: Language } => isLanguage(r.code));
}
