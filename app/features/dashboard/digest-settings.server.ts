import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { getSiteSettings, rememberCuratorLanguage, storedCuratorLanguage } from "~/features/settings/index.server";
import { inboxKinds } from "./inbox";
import { defaultDigestSettings, digestSettingsSchema, type DigestSettings } from "./digest-settings";

const settingsKey = "digest";
const stateKey = "digest-sent";

async function readSetting(db: Db, key: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

async function writeSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/**
 * The digest's settings (the defaults until the curator saves them), and where it goes now. Its language is the
 * curator's (settings' `curatorLanguage`): the admin's as chosen while logged in, or as the Mail screen set it.
 */
export async function getDigestSettings(db: Db) {
  const parsed = digestSettingsSchema.safeParse(await readSetting(db, settingsKey));
  const chosen: DigestSettings = parsed.success ? parsed.data : defaultDigestSettings;
  const [{ contactEmail }, language] = await Promise.all([getSiteSettings(db), storedCuratorLanguage(db)]);
  return {
    ...chosen,
    language: language ?? chosen.language,
    defaultRecipient: contactEmail,
    sendsTo: chosen.recipient || contactEmail,
  };
}

/** Saves the Mail screen's digest form; its language is the curator's, which the admin's choice also sets. */
export async function saveDigestSettings(db: Db, value: DigestSettings) {
  await db.transaction(async (tx) => {
    await writeSetting(tx, settingsKey, value);
    await rememberCuratorLanguage(tx, value.language);
  });
  return getDigestSettings(db);
}

/**
 * What the last digest told, so the next one tells what is new: the inbox's counts per kind and the links broken
 * then. Written with the digest, in its transaction.
 */
const digestStateSchema = z.object({
  period: z.string(),
  inbox: z.partialRecord(z.enum(inboxKinds), z.number()),
  brokenLinks: z.array(z.number()),
});
export type DigestState = z.output<typeof digestStateSchema>;

export async function lastDigestState(db: Db): Promise<DigestState | undefined> {
  const parsed = digestStateSchema.safeParse(await readSetting(db, stateKey));
  return parsed.success ? parsed.data : undefined;
}

export const saveDigestState = (db: Db, state: DigestState) => writeSetting(db, stateKey, state);
