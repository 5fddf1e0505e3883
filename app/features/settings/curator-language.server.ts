import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";

/** The languages mail to the curator is written in (the digest, a test send): Portuguese, the curator's, or English. */
export const curatorLanguages = ["pt", "en"] as const;
export type CuratorLanguage = (typeof curatorLanguages)[number];

const settingKey = "curator-language";

const isCuratorLanguage = (value: unknown): value is CuratorLanguage =>
  curatorLanguages.includes(value as CuratorLanguage);

/** The curator's language as remembered (the admin's, chosen while logged in, or the digest's), if ever. */
export async function storedCuratorLanguage(db: Db): Promise<CuratorLanguage | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKey));
  const language = (row?.value as { language?: unknown } | undefined)?.language;
  return isCuratorLanguage(language) ? language : undefined;
}

/** The language of mail to the curator: as remembered, else Portuguese. */
export const curatorLanguage = async (db: Db): Promise<CuratorLanguage> => (await storedCuratorLanguage(db)) ?? "pt";

/**
 * Remembers the curator's language (issue 33 point 1, decision 0034): the admin's when the curator chooses it while
 * logged in, or the digest's on the Mail screen; one value, which every mail to the curator is written in.
 */
export async function rememberCuratorLanguage(db: Db, language: CuratorLanguage) {
  const value = { language };
  await db
    .insert(settings)
    .values({ key: settingKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
