import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { noScriptPage } from "./no-script";

/** Issue 32 items 1, 2 and 9: the finder's free text, the keyboard, and the search's nits. */

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "samePage" in window);

const finders = [
  { lang: "en", path: "/en/helmet-finder", search: "Free search", find: "Find visors", found: /^2 visors found$/ },
  {
    lang: "pt",
    path: "/pt/qual-teu-capacete",
    search: "Pesquisa livre",
    find: "Procurar viseiras",
    found: /^2 viseiras encontradas$/,
  },
] as const;

test.describe("the finder's free text is the site's search", () => {
  for (const finder of finders) {
    test(`with JavaScript off, in ${finder.lang}: rpha70, RPHA-70 and a typo find the visors`, async ({
      browser,
      isMobile,
    }) => {
      test.slow(); // four page loads
      const { context, page } = await noScriptPage(browser, isMobile);
      await page.goto(finder.path);
      for (const text of ["rpha70", "RPHA-70", "RPHA 70"]) {
        await page.getByLabel(finder.search).fill(text);
        await page.getByRole("button", { name: finder.find }).click();
        // Each answer is a page of its own (the previous one says the same).
        await page.waitForURL((url) => url.searchParams.get("q") === text);
        await expect(page.getByRole("heading", { level: 2 }).first(), text).toHaveText(finder.found);
      }
      await page.goto(`${finder.path}?q=shoie`);
      await expect(page.locator("main article").first()).toContainText(/shoei/i);
      await context.close();
    });

    test(`with JavaScript on, in ${finder.lang}: the text answers in place and k6s names the AGV K6S`, async ({
      page,
    }) => {
      await page.goto(finder.path);
      await markWindow(page);
      const box = page.getByLabel(finder.search);
      await box.fill("rpha70");
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(finder.found);
      await expect(page).toHaveURL(/q=rpha70/);
      await box.fill("k6s");
      await box.press("Enter");
      await expect(page.locator("main article").first()).toContainText(/K6/);
      expect(await stillSamePage(page)).toBe(true);
    });
  }

  test("no result asks for the brand and model instead of offering a form that is not there", async ({ page }) => {
    await page.goto("/en/helmet-finder?q=zzqx");
    await expect(page.getByRole("heading", { name: "No visors found" })).toBeVisible();
    await expect(page.getByText("Choose your helmet's brand and model above")).toBeVisible();
    await expect(page.getByRole("button", { name: "Notify me" })).toHaveCount(0);
    await page.goto("/de/helm-finder?brand=agv&model=k1s");
    await expect(page.getByRole("button", { name: "Benachrichtige mich" })).toBeVisible();
  });

  test("a model with visors that the text leaves out says so and shows them, without a notify form", async ({
    page,
  }) => {
    await page.goto("/en/helmet-finder?brand=agv&model=k6&q=zzqx");
    await expect(page.getByRole("heading", { name: "No visors found" })).toBeVisible();
    await expect(page.getByText(/^None of the \d+ visors I have for the AGV K6 matches “zzqx”\.$/)).toBeVisible();
    await expect(page.getByText("I don't have a visor for this helmet yet")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Notify me" })).toHaveCount(0);
    await page.getByRole("link", { name: /^View all \d+ visors$/ }).click();
    await expect(page).toHaveURL(/brand=agv&model=k6$/);
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^\d+ visors found$/);
    await page.goto("/de/helm-finder?brand=agv&model=k6&q=zzqx");
    await expect(
      page.getByText(/^Keines der \d+ Visiere, die ich für den AGV K6 habe, entspricht „zzqx“\.$/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Benachrichtige mich" })).toHaveCount(0);
  });
});

test.describe("the keyboard", () => {
  for (const finder of finders) {
    test(`in ${finder.lang}, an arrow key on the finder's brand answers in place and keeps the focus`, async ({
      page,
    }) => {
      await page.goto(finder.path);
      await markWindow(page);
      const brand = page.locator('select[name="brand"]');
      await brand.focus();
      await page.keyboard.press("ArrowDown");
      await expect(page).toHaveURL(/brand=agv/);
      await expect(page.locator('select[name="model"]')).toBeEnabled();
      await expect(brand).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page).toHaveURL(/brand=(?!agv)/);
      await expect(brand).toBeFocused();
      // The model too: its list is the brand's, and the focus stays on it.
      const model = page.locator('select[name="model"]');
      await model.focus();
      await page.keyboard.press("ArrowDown");
      await expect(page).toHaveURL(/model=/);
      await expect(model).toBeFocused();
      expect(await stillSamePage(page)).toBe(true);
    });
  }

  test("the header search shows the 3 px focus ring of every other control", async ({ page, isMobile }) => {
    await page.goto("/en/");
    // A phone's search box sits in the panel its button opens.
    if (isMobile) await page.locator("header").getByRole("button", { name: "Open search" }).click();
    const box = page.locator("header").getByRole("searchbox").locator("visible=true");
    await box.focus();
    await expect(box).toHaveCSS("outline-width", "3px");
    await expect(box).toHaveCSS("outline-style", "solid");
  });

  // The desktop menu; the phone's shows 4 brands of 3 models.
  test("the open Visors menu is one tab stop per brand, arrow keys walk it", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/en/");
    const menu = page.locator("details[data-hover-menu]").filter({ has: page.locator("[data-menu-group]") });
    const summary = menu.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    let stops = 0;
    while (stops < 70) {
      await page.keyboard.press("Tab");
      stops++;
      if (!(await menu.evaluate((element) => element.contains(document.activeElement)))) break;
    }
    expect(stops).toBeLessThan(25);

    const groups = menu.locator("[data-menu-group]");
    const firstBrand = groups.nth(0).locator("a").first();
    await firstBrand.focus();
    await page.keyboard.press("ArrowDown");
    await expect(groups.nth(0).locator("[data-menu-models] a").first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(groups.nth(1).locator("a").first()).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(firstBrand).toBeFocused();
  });

  for (const javaScriptEnabled of [false, true]) {
    test(
      `the open Visors menu has a way past its links, JavaScript ${javaScriptEnabled ? "on" : "off"}`,
      {
        tag: "@desktop",
      },
      async ({ browser, page: scripted, isMobile }) => {
        const { context, page } = javaScriptEnabled
          ? { context: null, page: scripted }
          : await noScriptPage(browser, isMobile);
        for (const [path, name] of [
          ["/en/", "Skip the Visors menu"],
          ["/de/", "Menü „Visiere“ überspringen"],
        ] as const) {
          await page.goto(path);
          const menu = page.locator("details").filter({ has: page.locator("[data-menu-group]") });
          await menu.locator("summary").focus();
          await page.keyboard.press("Enter");
          await expect(menu).toHaveAttribute("open", "");
          await page.keyboard.press("Tab");
          const skip = menu.getByRole("link", { name });
          await expect(skip).toBeFocused();
          await expect(skip).toBeVisible();
          await page.keyboard.press("Enter");
          await page.keyboard.press("Tab");
          // The next stop is the bar's next item, past the menu's 60 links; the script closes the menu too.
          expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(false);
          expect(await page.evaluate(() => document.activeElement?.closest("nav") !== null)).toBe(true);
          if (javaScriptEnabled) await expect(menu).not.toHaveAttribute("open");
        }
        await context?.close();
      },
    );
  }
});

test.describe("search nits", () => {
  const count = async (page: Page, path: string) => {
    await page.goto(path);
    return page.locator("main article").count();
  };

  test("an emoji word does not empty the results; mic is no photochromic visor", async ({ page }) => {
    const visors = await count(page, "/en/products?search=visor");
    expect(visors).toBeGreaterThan(0);
    expect(await count(page, `/en/products?search=${encodeURIComponent("visor 🏍️")}`)).toBe(visors);
    await page.goto("/en/products?search=mic");
    await expect(page.locator("main article").first()).toContainText(/Mic/);
    await expect(page.locator("main article").filter({ hasText: /photochromic/i })).toHaveCount(0);
  });

  test("a rider's word in German finds the intercoms", async ({ page }) => {
    for (const word of ["Sprechanlage", "Gegensprechanlage"]) {
      await page.goto(`/de/produkte?search=${word}`);
      await expect(page.locator("main article").first(), word).toContainText(/Ejeas/);
    }
  });

  test("addresses typed in capitals land on the canonical page", async ({ page }) => {
    await page.goto("/EN/products");
    await expect(page).toHaveURL(/\/en\/products$/);
    await page.goto("/en/product/AGV-K6-SMOKE-VISOR");
    await expect(page).toHaveURL(/\/en\/product\/agv-k6-smoke-visor$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/K6/);
  });
});
