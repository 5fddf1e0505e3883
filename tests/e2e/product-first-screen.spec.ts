import { pagePath } from "../../app/i18n/routes";
import { expect, test } from "./fixtures";

/**
 * The product page sells on a phone (issue 32 point 5): at 390 × 844 the name, the fit mark for the rider's
 * helmet, the price and the buy button are all on the first screen, in more than one language, with JavaScript
 * on and off (the layout is CSS alone). Also the demo's tallest: a badge, a name on two lines and (in French) the
 * saving on a line of its own.
 */
const pages: { lang: "pt" | "de" | "fr"; path: string; helmet: string; fits: string }[] = [
  {
    lang: "pt",
    path: "/pt/produto/viseira-hjc-rpha-70-fumada-escura",
    helmet: "brand=hjc&model=rpha-70",
    fits: "Serve no teu HJC RPHA 70",
  },
  {
    lang: "de",
    path: "/de/produkt/hjc-rpha-70-visier-dunkel",
    helmet: "brand=hjc&model=rpha-70",
    fits: "Passt auf deinen HJC RPHA 70",
  },
  {
    lang: "fr",
    path: "/fr/produit/visiere-ls2-ff800-storm-iridium-argent",
    helmet: "brand=ls2&model=ff800",
    fits: "Compatible avec ton LS2 FF800",
  },
  {
    lang: "de",
    path: "/de/produkt/shoei-cns-1c-visier-leicht-getoent-gt-air-3",
    helmet: "brand=shoei&model=gt-air-3",
    fits: "Passt auf deinen Shoei GT-Air 3",
  },
];

for (const javaScriptEnabled of [true, false]) {
  for (const { lang, path, helmet, fits } of pages) {
    test(`${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}: name, fit, price and buy button on a phone's first screen`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // The rider's helmet is saved as the finder saves it, without JavaScript (a form post).
      await page.goto(`${pagePath(lang, "helmetFinder")}?${helmet}`);
      await page.locator('form[action="/my-helmet"] button[type="submit"]').first().click();
      await page.goto(path);
      const main = page.locator("main");
      const bottoms = {
        name: main.getByRole("heading", { level: 1 }),
        fit: main.locator("[data-helmet-fit]").first(),
        price: main.getByText(/^\d+,\d{2}\s€$/).first(),
        buy: main.locator('a[rel~="sponsored"]').first(),
      };
      await expect(bottoms.fit).toContainText(fits);
      for (const [what, locator] of Object.entries(bottoms)) {
        const box = await locator.boundingBox();
        expect(box, what).not.toBeNull();
        expect(box!.y + box!.height, `${what} ends within the first screen`).toBeLessThanOrEqual(844);
      }
      await context.close();
    });
  }
}
