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
  // The buy box of what cannot be bought holds a form instead of a button (it was 308 px in a 288 px column).
  productPath(lang, "20"), // the demo's visor whose shop link is still coming
  productPath(lang, "22"), // the demo's sold-out camera
  `/${lang}/nutzungsbedingungen`,
  `/${lang}/nonexistent-page`,
  `/${lang}/foo/bar`,
];

// One test per language: the two workers share them.
test.describe.configure({ mode: "parallel" });

for (const lang of supportedLanguages) {
  test(`no page scrolls sideways at phone width in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const overflows: string[] = [];
    for (const path of pagesOf(lang)) {
      // Each page loads once and is measured at every width: the layout follows the width through CSS alone
      // (no script of the storefront reads the screen's width to lay a page out), so resizing is a new load's
      // layout.
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.evaluate(() => {
          const root = document.documentElement;
          // The buy box stays inside the page's column, not only inside the screen (it was 308 px in 288).
          const main = document.querySelector("main");
          const box = document.querySelector("[data-availability]");
          if (main && box) {
            const column = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
            const right = box.getBoundingClientRect().right;
            if (right > column + 0.5) return `buy box ends at ${right}px, its column at ${column}px`;
          }
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
