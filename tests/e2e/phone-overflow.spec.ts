import { supportedLanguages, type Language } from "../../app/i18n/languages";
import {
  categoryPath,
  pagePath,
  pageSlugs,
  productPath,
  type PageKey,
  type StaticPageKey,
} from "../../app/i18n/routes";
import { expect, test } from "./fixtures";

/**
 * No storefront page scrolls sideways on a phone (issue 18): every page kind, in every language, at 320 and
 * 390 px. Canonical Portuguese category slugs and product ids redirect to each language's own address.
 */
const widths = [320, 390];
// Every static page of the table but the /go/ fallback (reached only from a dead shop link).
const staticPages = (Object.keys(pageSlugs) as PageKey[]).filter(
  (page): page is StaticPageKey => page !== "product" && page !== "linkUnavailable",
);

const pagesOf = (lang: Language) => [
  ...staticPages.map((page) => pagePath(lang, page)),
  categoryPath(lang, "visors"),
  categoryPath(lang, "visors-agv-k6"),
  categoryPath(lang, "visors-ls2-ff322"),
  productPath(lang, "1"),
  `/${lang}/nutzungsbedingungen`,
  `/${lang}/nonexistent-page`,
  `/${lang}/foo/bar`,
];

for (const lang of supportedLanguages) {
  test(`no page scrolls sideways at phone width in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const overflows: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pagesOf(lang)) {
        await page.goto(path);
        const found = await page.evaluate(() => {
          const root = document.documentElement;
          if (root.scrollWidth <= window.innerWidth) return null;
          // Name the widest culprits: elements reaching past the right edge whose parent does not.
          const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth)
            .slice(0, 3)
            .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? "").slice(0, 30)}`);
          return `${root.scrollWidth}px ${culprits.join(" | ")}`;
        });
        if (found) overflows.push(`${width}px ${path}: ${found}`);
      }
    }
    expect(overflows).toEqual([]);
  });
}
