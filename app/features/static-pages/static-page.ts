import type { Language } from "~/i18n/languages";

/**
 * The text of a static page in one language. Placeholders {{siteName}}, {{curatorName}} and
 * {{email}} are filled from the site settings when the page renders.
 */
export interface StaticPageContent {
  /** <title> and <h1>. */
  title: string;
  /** Meta description, 120-155 characters. */
  description: string;
  /** One or two sentences under the heading. */
  intro: string;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
}

export type ContentPageKey = "about" | "contact" | "affiliateLinks" | "privacy" | "terms" | "visorGuide";
export type StaticPageText = Record<Language, StaticPageContent>;
