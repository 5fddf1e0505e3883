import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { cachedRead } from "#db/catalogue-cache.server";
import { defaultSiteSettings, siteSettingsKey, type SiteSettings } from "./site-settings";

export function getSiteSettings(db: Db): Promise<SiteSettings> {
  return cachedRead(db, "site-settings", () => loadSiteSettings(db));
}

async function loadSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, siteSettingsKey));
  const stored = (row?.value ?? {}) as Partial<SiteSettings>;
  return {
    ...defaultSiteSettings,
    ...stored,
    social: { ...defaultSiteSettings.social, ...stored.social },
    brandingWidget: { ...defaultSiteSettings.brandingWidget, ...stored.brandingWidget },
  };
}
