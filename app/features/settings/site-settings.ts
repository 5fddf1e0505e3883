/** Site identity. Stored in the settings table; these are the defaults until the curator changes them. */
export interface SiteSettings {
  siteName: string;
  curatorName: string;
  contactEmail: string;
  social: { instagram: string; youtube: string; facebook: string; tiktok: string };
  /** Third-party branding widget in the footer; the "Powered by" link shows if it has not rendered in 3 s. */
  brandingWidget: { scriptUrl: string | null; poweredByLabel: string; poweredByUrl: string };
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
  brandingWidget: { scriptUrl: null, poweredByLabel: "React Router", poweredByUrl: "https://reactrouter.com" },
};

export const siteSettingsKey = "site";
