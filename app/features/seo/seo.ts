import type { MetaDescriptor } from "react-router";
import { languageInfo, supportedLanguages, type Language } from "~/i18n/languages";

export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  origin: string;
  /** Path of this page in every language; the current one is the canonical. */
  paths: Record<Language, string>;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical, hreflang (+ x-default), Open Graph and JSON-LD for a page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const url = (path: string) => new URL(path, seo.origin).toString();
  const canonical = url(seo.paths[seo.language]);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: url(seo.paths[lang]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(seo.paths.pt) },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: languageInfo(seo.language).locale.replace("-", "_") },
    ...supportedLanguages
      .filter((l) => l !== seo.language)
      .map((l) => ({ property: "og:locale:alternate", content: languageInfo(l).locale.replace("-", "_") })),
    ...(seo.image ? [{ property: "og:image", content: url(seo.image) }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
