import { z } from "zod";
import type { UiLanguage } from "~/i18n/languages";
import { pagePath } from "~/i18n/routes";

/** Site identity. Stored in the settings table; these are the defaults until the curator changes them. */
export interface SiteSettings {
  siteName: string;
  curatorName: string;
  contactEmail: string;
  social: { instagram: string; youtube: string; facebook: string; tiktok: string };
  /**
   * Third-party branding widget in the footer, and the credit that shows if it has not rendered in 3 s:
   * "Powered by" the named link, or without one (the default) the curator's credit to the About page.
   */
  brandingWidget: { scriptUrl: string | null; poweredByLabel: string | null; poweredByUrl: string | null };
}

export const defaultSiteSettings: SiteSettings = {
  siteName: "Zero's Garage",
  curatorName: "Zero",
  contactEmail: "ola@zerosgarage.pt",
  social: {
    instagram: "https://www.instagram.com/zerosgarage",
    youtube: "https://www.youtube.com/@zerosgarage",
    facebook: "https://www.facebook.com/zerosgarage",
    tiktok: "https://www.tiktok.com/@zerosgarage",
  },
  brandingWidget: { scriptUrl: null, poweredByLabel: null, poweredByUrl: null },
};

export const siteSettingsKey = "site";

const text = z.string({ error: "expected text" });
const optionalText = text.nullable();

/**
 * What the settings row may hold: any part of SiteSettings, each of its type (the rest falls back to the
 * defaults). A restore checks the row with it, so no file can give the pages a value they cannot show.
 */
export const storedSiteSettingsSchema = z
  .object({
    siteName: text,
    curatorName: text,
    contactEmail: text,
    social: z.object({ instagram: text, youtube: text, facebook: text, tiktok: text }).partial(),
    brandingWidget: z
      .object({ scriptUrl: optionalText, poweredByLabel: optionalText, poweredByUrl: optionalText })
      .partial(),
  })
  .partial();

/** The footer's fallback credit in `language` (see SiteSettings.brandingWidget). */
export function brandingCredit(site: SiteSettings, language: UiLanguage) {
  const { poweredByLabel, poweredByUrl } = site.brandingWidget;
  return poweredByLabel && poweredByUrl
    ? { message: "footer.poweredBy" as const, name: poweredByLabel, href: poweredByUrl }
    : { message: "footer.curatedBy" as const, name: site.curatorName, href: pagePath(language, "about") };
}
