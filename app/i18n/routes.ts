import { contentLanguage, supportedLanguages, type Language, type UiLanguage } from "./languages";

/**
 * The localized slug of every page, per language (spec §2). Routing (app/routes.ts), links, the
 * language switcher, canonical and hreflang links and the sitemap all read this one table.
 * The zz test locale uses the English slugs.
 */
export const pageSlugs = {
  home: { pt: "", en: "", es: "", fr: "", it: "", de: "" },
  products: { pt: "products", en: "products", es: "products", fr: "products", it: "prodotti", de: "produkte" },
  categories: {
    pt: "categories",
    en: "categories",
    es: "categories",
    fr: "categories",
    it: "categorie",
    de: "kategorien",
  },
  helmetFinder: {
    pt: "qual-teu-capacete",
    en: "helmet-finder",
    es: "buscador-de-casco",
    fr: "chercheur-casque",
    it: "trovatore-casco",
    de: "helm-finder",
  },
  about: { pt: "sobre", en: "about", es: "acerca", fr: "a-propos", it: "chi-siamo", de: "uber-uns" },
  contact: { pt: "contacto", en: "contact", es: "contacto", fr: "contact", it: "contatto", de: "kontakt" },
  affiliateLinks: {
    pt: "links-afiliado",
    en: "affiliate-links",
    es: "enlaces-afiliados",
    fr: "liens-affiliation",
    it: "collegamenti-affiliati",
    de: "affiliate-links",
  },
  privacy: {
    pt: "privacidade",
    en: "privacy",
    es: "privacidad",
    fr: "confidentialite",
    it: "privacy",
    de: "datenschutz",
  },
  terms: { pt: "termos", en: "terms", es: "terminos", fr: "conditions", it: "termini", de: "bedingungen" },
  /** What visor markings (ECE 22.05/22.06), photochromic and mirrored visors and Pinlock sizes mean. */
  visorGuide: {
    pt: "guia-viseiras",
    en: "visor-guide",
    es: "guia-viseras",
    fr: "guide-visieres",
    it: "guida-visiere",
    de: "visier-ratgeber",
  },
  /** Where /go/{id} sends a visitor when the product's shop link is gone (noindex, 404). */
  linkUnavailable: {
    pt: "link-indisponivel",
    en: "link-unavailable",
    es: "enlace-no-disponible",
    fr: "lien-indisponible",
    it: "link-non-disponibile",
    de: "link-nicht-verfuegbar",
  },
  /** Prefix of product pages: /{lang}/{prefix}/{slug}. */
  product: { pt: "produto", en: "product", es: "producto", fr: "produit", it: "prodotto", de: "produkt" },
} as const satisfies Record<string, Record<Language, string>>;

export type PageKey = keyof typeof pageSlugs;
export type StaticPageKey = Exclude<PageKey, "product">;

/** Other spellings seen in the wild, answered with a redirect to the table's slug. */
export const pageSlugAliases: Partial<Record<PageKey, string[]>> = { terms: ["nutzungsbedingungen"] };

export function pageSlug(language: UiLanguage, page: PageKey): string {
  return pageSlugs[page][contentLanguage(language)];
}

/** Path of a page in a language, e.g. ("it", "products") → "/it/prodotti". */
export function pagePath(language: UiLanguage, page: StaticPageKey, query?: Record<string, string | undefined>) {
  const slug = pageSlug(language, page);
  const params = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/${language}/${slug}${params ? `?${params}` : ""}`;
}

export function productPath(language: UiLanguage, slug: string) {
  return `/${language}/${pageSlug(language, "product")}/${slug}`;
}

export function categoryPath(language: UiLanguage, slug: string) {
  return `/${language}/${slug}`;
}

/** One path per language for a page whose slug does not depend on content. */
export function pagePaths(page: StaticPageKey): Record<Language, string> {
  return Object.fromEntries(supportedLanguages.map((l) => [l, pagePath(l, page)])) as Record<Language, string>;
}

/** Every slug a page answers to, in any language (for route registration). */
export function slugsOfPage(page: PageKey): string[] {
  return [...new Set([...Object.values(pageSlugs[page]), ...(pageSlugAliases[page] ?? [])])].filter(Boolean);
}

/** Every static page slug of any language: these can never be category slugs. */
export const reservedSlugs = new Set((Object.keys(pageSlugs) as PageKey[]).flatMap(slugsOfPage));

/** Each slug's page, the first page in `pageSlugs` that answers to it: the language switcher asks on every render. */
const pageBySlug = new Map<string, PageKey>();
for (const page of Object.keys(pageSlugs) as PageKey[]) {
  for (const slug of slugsOfPage(page)) if (!pageBySlug.has(slug)) pageBySlug.set(slug, page);
}

/** The page a slug (of any language) names, if any. */
export function pageOfSlug(slug: string): PageKey | undefined {
  return pageBySlug.get(slug);
}

/**
 * Unprefixed legacy paths (spec §2) and the language they go to: "preferred" means the saved
 * preference (default en), the Portuguese ones go to pt.
 */
export const legacyPaths: Record<string, { page: StaticPageKey; language: "preferred" | Language }> = {
  products: { page: "products", language: "preferred" },
  categories: { page: "categories", language: "preferred" },
  "qual-o-teu-capacete": { page: "helmetFinder", language: "preferred" },
  "helmet-finder": { page: "helmetFinder", language: "preferred" },
  sobre: { page: "about", language: "pt" },
  contacto: { page: "contact", language: "pt" },
  "links-afiliado": { page: "affiliateLinks", language: "pt" },
  privacidade: { page: "privacy", language: "pt" },
  termos: { page: "terms", language: "pt" },
};

/** Unprefixed product paths: /produto/{slug} goes to pt, /product/{slug} to the preferred language. */
export const legacyProductPrefixes: Record<string, "preferred" | Language> = { produto: "pt", product: "preferred" };

/**
 * The same page in another language, for paths without page data (unknown paths swap only the
 * prefix). Pages with content slugs (products) pass their own paths to the switcher instead.
 */
export function translatePath(pathname: string, to: UiLanguage): string {
  const [, , first = "", ...rest] = pathname.split("/");
  const page = pageOfSlug(first);
  if (page && page !== "product") return [`/${to}`, pageSlug(to, page), ...rest].join("/");
  if (page === "product") return [`/${to}`, pageSlug(to, "product"), ...rest].join("/");
  return [`/${to}`, first, ...rest].join("/");
}
