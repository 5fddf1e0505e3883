/** Site identity. Stored in the settings table; these are the defaults until the curator changes them. */
export interface SiteSettings {
  siteName: string;
  curatorName: string;
  contactEmail: string;
  social: { instagram: string; youtube: string; facebook: string; tiktok: string };
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
};

export const siteSettingsKey = "site";
