import type { SiteSettings } from "~/features/settings";
import { contentLanguage, type UiLanguage } from "~/i18n/languages";
import { uiText } from "~/i18n/pseudo";
import { aboutPage } from "./content/about";
import { affiliateLinksPage } from "./content/affiliate-links";
import { contactPage } from "./content/contact";
import { privacyPage } from "./content/privacy";
import { termsPage } from "./content/terms";
import { visorGuidePage } from "./content/visor-guide";
import type { StaticPageContent, ContentPageKey, StaticPageText } from "./static-page";

const pages: Record<ContentPageKey, StaticPageText> = {
  about: aboutPage,
  contact: contactPage,
  affiliateLinks: affiliateLinksPage,
  privacy: privacyPage,
  terms: termsPage,
  visorGuide: visorGuidePage,
};

/**
 * A static page's text in a language, with the site's name, curator and address filled in (after
 * marking, in zz, so names and the address stay as they are).
 */
export function getStaticPage(page: ContentPageKey, language: UiLanguage, site: SiteSettings): StaticPageContent {
  const mark = uiText(language);
  const fill = (text: string) =>
    mark(text)
      .replaceAll("{{siteName}}", site.siteName)
      .replaceAll("{{curatorName}}", site.curatorName)
      .replaceAll("{{email}}", site.contactEmail);
  const content = pages[page][contentLanguage(language)];
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
