import { describe, expect, it } from "vitest";
import { supportedLanguages, type Language, type UiLanguage } from "~/i18n/languages";
import { pagePaths } from "~/i18n/routes";
import { seoMeta, storefrontMeta, type PageSeo } from "./seo";

const seo: PageSeo = { title: "Produtos", description: "Tudo", alternatePaths: pagePaths("products") };
const origin = "https://shop.example";
const withoutFrench = supportedLanguages.filter((l) => l !== "fr");

const head = (language: UiLanguage, enabledLanguages: readonly Language[] = supportedLanguages) => {
  const meta = seoMeta(seo, { origin, language, enabledLanguages }) as Record<string, string>[];
  const links = (rel: string) => meta.filter((m) => m.tagName === "link" && m.rel === rel);
  return {
    canonical: links("canonical")[0]?.href,
    hreflang: links("alternate").map((m) => m.hrefLang),
    robots: meta.find((m) => m.name === "robots")?.content,
    ogUrl: meta.find((m) => m.property === "og:url")?.content,
    ogAlternates: meta.filter((m) => m.property === "og:locale:alternate").map((m) => m.content),
  };
};

describe("seoMeta", () => {
  it("names every enabled language and indexes the page in its own language", () => {
    expect(head("de")).toEqual({
      canonical: `${origin}/de/produkte`,
      hreflang: [...supportedLanguages, "x-default"],
      robots: undefined,
      ogUrl: `${origin}/de/produkte`,
      ogAlternates: ["pt_PT", "en_US", "es_ES", "fr_FR", "it_IT"],
    });
  });

  it("leaves a disabled language out of hreflang and og:locale:alternate", () => {
    const page = head("de", withoutFrench);
    expect(page.hreflang).toEqual(["pt", "en", "es", "it", "de", "x-default"]);
    expect(page.ogAlternates).toEqual(["pt_PT", "en_US", "es_ES", "it_IT"]);
    expect(page.robots).toBeUndefined();
    expect(page.canonical).toBe(`${origin}/de/produkte`);
  });

  it("serves a page of a disabled language as noindex, canonical to Portuguese", () => {
    expect(head("fr", withoutFrench)).toMatchObject({
      canonical: `${origin}/pt/products`,
      ogUrl: `${origin}/pt/products`,
      robots: "noindex",
      hreflang: ["pt", "en", "es", "it", "de", "x-default"],
    });
    expect(head("fr").robots).toBeUndefined();
  });

  it("keeps the zz test locale noindex, canonical to English (Portuguese once English is off)", () => {
    expect(head("zz")).toMatchObject({ canonical: `${origin}/en/products`, robots: "noindex" });
    expect(head("zz", ["pt", "de"])).toMatchObject({ canonical: `${origin}/pt/products`, robots: "noindex" });
  });

  it("storefrontMeta takes the enabled languages from the root data", () => {
    const root = { origin, language: "fr", enabledLanguages: withoutFrench };
    const meta = storefrontMeta({ data: { seo }, matches: [{ id: "root", loaderData: root }] });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).not.toContainEqual(expect.objectContaining({ hrefLang: "fr" }));
  });
});
