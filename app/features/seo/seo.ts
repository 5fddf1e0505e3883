import type { MetaDescriptor } from "react-router";
import {
  contentLanguage,
  defaultLanguage,
  fallbackLanguage,
  languageInfo,
  visitorFallbackOf,
  type Language,
  type UiLanguage,
} from "~/i18n/languages";

/** What a page's loader returns for its head; the origin and language come from the root loader. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of this page in every language: hreflang alternates, and the canonical of the current one. */
  alternatePaths: Record<Language, string>;
  /**
   * The languages its text is written in (a product's or category's own translations); every language when absent.
   * Only these are alternates; a page showing another language's text names that page as its canonical.
   */
  languages?: readonly Language[];
  /** A page with nothing to show yet (an empty category): served, but kept out of search results. */
  noindex?: boolean;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object[];
}

interface RootSeoData {
  origin: string;
  language: UiLanguage;
  /** The languages the storefront offers (the admin can turn the others off). */
  enabledLanguages: readonly Language[];
}

/**
 * Title, description, canonical, hreflang (+ x-default), Open Graph and JSON-LD for a page. Alternates name
 * the enabled languages its text is written in only. A page in a disabled language (or zz), or one showing
 * another language's text, is still served, but not indexed: its canonical is the page of the text it shows
 * (zz: English, its content language, while enabled), or else the Portuguese one.
 */
export function seoMeta(seo: PageSeo, root: RootSeoData): MetaDescriptor[] {
  const url = (path: string) => new URL(path, root.origin).toString();
  const written = (language: Language) => !seo.languages || seo.languages.includes(language);
  const enabled = root.enabledLanguages.filter(written);
  const ogLanguage = contentLanguage(root.language);
  // A page showing another language's text (a fallback) names the page of that text: English, or the original.
  const shownLanguage = written(ogLanguage) ? ogLanguage : enabled.includes(fallbackLanguage) ? fallbackLanguage : null;
  const canonicalLanguage = shownLanguage && enabled.includes(shownLanguage) ? shownLanguage : defaultLanguage;
  const canonical = url(seo.alternatePaths[canonicalLanguage]);
  const locale = (language: Language) => languageInfo(language).locale.replace("-", "_");
  // Soft hyphens mark where a word may break on screen ("Nutzungs\u00adbedingungen"): titles and snippets go without.
  const title = seo.title.replaceAll("\u00ad", "");
  const description = seo.description.replaceAll("\u00ad", "");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...enabled.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: url(seo.alternatePaths[lang]),
    })),
    // The page `/` would choose for a visitor whose languages the site does not offer.
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: url(seo.alternatePaths[visitorFallbackOf(enabled)]),
    },
    ...(seo.noindex || root.language !== canonicalLanguage ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale(ogLanguage) },
    ...enabled.filter((l) => l !== ogLanguage).map((l) => ({ property: "og:locale:alternate", content: locale(l) })),
    ...(seo.image ? [{ property: "og:image", content: url(seo.image) }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** The meta function of every storefront page: its loader's `seo` plus the root's origin and languages. */
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
