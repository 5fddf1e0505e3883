import { supportedLanguages, type Language } from "./languages";

/** Localized slug of every static page, per language (spec §2). Routing, links, hreflang and the sitemap read this. */
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
  product: { pt: "produto", en: "product", es: "producto", fr: "produit", it: "prodotto", de: "produkt" },
} as const satisfies Record<string, Record<Language, string>>;

export type PageKey = keyof typeof pageSlugs;

/** Path of a static page in a language, e.g. ("it", "products") → "/it/prodotti". */
export function pagePath(language: Language, page: PageKey, query?: Record<string, string>) {
  const slug = pageSlugs[page][language];
  const search = query ? `?${new URLSearchParams(query)}` : "";
  return `/${language}${slug ? `/${slug}` : "/"}${search}`;
}

export function productPath(language: Language, slug: string) {
  return `/${language}/${pageSlugs.product[language]}/${slug}`;
}

export function categoryPath(language: Language, slug: string) {
  return `/${language}/${slug}`;
}

/** Every static page slug of any language: these can never be category slugs. */
export const reservedSlugs = new Set(
  Object.values(pageSlugs).flatMap((bySlug) => supportedLanguages.map((l) => bySlug[l]).filter(Boolean)),
);
