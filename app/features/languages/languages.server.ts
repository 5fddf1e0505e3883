import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { languages } from "#db/schema";
import { isLanguage, type Language } from "~/i18n/languages";

/** Enabled languages in display order. */
export async function listActiveLanguages(db: Db) {
  const rows = await db
    .select({
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      flagEmoji: languages.flagEmoji,
      direction: languages.direction,
    })
    .from(languages)
    .where(eq(languages.enabled, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
  return rows.filter((r): r is typeof r & { code: Language } => isLanguage(r.code));
}
