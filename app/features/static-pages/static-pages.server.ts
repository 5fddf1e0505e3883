import type { SiteSettings } from "~/features/settings/site-settings";
import type { Language } from "~/i18n/languages";
import { aboutPage } from "./content/about";
import { affiliateLinksPage } from "./content/affiliate-links";
import { contactPage } from "./content/contact";
import { privacyPage } from "./content/privacy";
import { termsPage } from "./content/terms";
import type { StaticPageContent, ContentPageKey, StaticPageText } from "./static-page";

const pages: Record<ContentPageKey, StaticPageText> = {
  about: aboutPage,
  contact: contactPage,
  affiliateLinks: affiliateLinksPage,
  privacy: privacyPage,
  terms: termsPage,
};

/** A static page's text in a language, with the site's name, curator and address filled in. */
export function getStaticPage(page: ContentPageKey, language: Language, site: SiteSettings): StaticPageContent {
  const fill = (text: string) =>
    text
      .replaceAll("{{siteName}}", site.siteName)
      .replaceAll("{{curatorName}}", site.curatorName)
      .replaceAll("{{email}}", site.contactEmail);
  const content = pages[page][language];
  return {
    title: fill(content.title),
    description: fill(content.description),
    intro: fill(content.intro),
    sections: content.sections.map((s) => ({
      heading: fill(s.heading),
      paragraphs: s.paragraphs.map(fill),
      ...(s.items ? { items: s.items.map(fill) } : {}),
    })),
  };
}
