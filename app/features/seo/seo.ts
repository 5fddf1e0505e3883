import type { MetaDescriptor } from "react-router";
import { languageInfo, supportedLanguages, testLanguage, type Language, type UiLanguage } from "~/i18n/languages";

/** What a page's loader returns for its head; the origin and language come from the root loader. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of this page in every language: hreflang alternates, and the canonical of the current one. */
  alternatePaths: Record<Language, string>;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object[];
}

interface RootSeoData {
  origin: string;
  language: UiLanguage;
}

/** Title, description, canonical, hreflang (+ x-default), Open Graph and JSON-LD for a page. */
export function seoMeta(seo: PageSeo, root: RootSeoData): MetaDescriptor[] {
  const url = (path: string) => new URL(path, root.origin).toString();
  const isTest = root.language === testLanguage;
  const canonical = url(isTest ? seo.alternatePaths.en : seo.alternatePaths[root.language as Language]);
  const locale = (language: Language) => languageInfo(language).locale.replace("-", "_");
  const ogLanguage: Language = isTest ? "en" : (root.language as Language);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: url(seo.alternatePaths[lang]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(seo.alternatePaths.pt) },
    ...(isTest ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale(ogLanguage) },
    ...supportedLanguages
      .filter((l) => l !== ogLanguage)
      .map((l) => ({ property: "og:locale:alternate", content: locale(l) })),
    ...(seo.image ? [{ property: "og:image", content: url(seo.image) }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** The meta function of every storefront page: its loader's `seo` plus the root's origin and language. */
export function storefrontMeta({
  data,
  matches,
}: {
  data?: { seo?: PageSeo } | null;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootSeoData | undefined;
  return data?.seo && root ? seoMeta(data.seo, root) : [];
}

/** A meta description of at most ~155 characters, cut at a word. */
export function summarize(text: string, max = 155) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(" ", max - 1))}…`;
}
