import type { Page } from "@playwright/test";
import { expect, scriptsRequestedBy, test } from "./fixtures";
import { noScriptPage } from "./no-script";

/**
 * Home, the product list (and its search results), category and model pages are documents (decision 0015):
 * one small script, no React. Without JavaScript their filters are GET forms and "show more" is a link; with it
 * the same forms and links answer in place, keeping the scroll, and the focus while typing.
 */

/** The prices of a grid's cards, in order (a model page's accessories are another grid). */
const prices = async (page: Page, grid = "main") =>
  (await page.locator(`${grid} article .tabular > span:first-child`).allInnerTexts()).map((p) =>
    Number(p.replace(/[^\d,]/g, "").replace(",", ".")),
  );

/** Marks the window: the mark survives answers given in place and goes with a page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "samePage" in window);

test(
  "home, list, search results, category and model pages load the document script and nothing else",
  { tag: "@once" },
  async ({ page }) => {
    const scripts = scriptsRequestedBy(page);
    for (const path of ["/pt/", "/en/products", "/de/produkte?search=visor", "/en/visors", "/en/visors-agv-k6"]) {
      scripts.length = 0;
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("data-document", "");
      expect(scripts, path).toEqual(["/assets/enhance.js"]);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    }
  },
);

test.describe("with JavaScript off", () => {
  test("the list filters, sorts, searches and loads more through its form and links", async ({ browser, isMobile }) => {
    const { context, page } = await noScriptPage(browser, isMobile);
    await page.goto("/en/products");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(9);
    await page.getByRole("link", { name: "Load 9 more" }).click();
    await expect(page).toHaveURL(/show=18/);
    await expect(cards).toHaveCount(18);

    const apply = page.locator("main").getByRole("button", { name: "Apply" });
    await page.getByRole("combobox", { name: "Sort" }).selectOption("price-low");
    await apply.click();
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(page).not.toHaveURL(/show=/);
    const values = await prices(page);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await page.getByRole("link", { name: "New", exact: true }).click();
    await expect(page).toHaveURL(/filter=new/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New arrivals");

    const search = page.locator("main").getByRole("searchbox");
    await search.fill("Insta360");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=Insta360/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Insta360");
    await expect(cards.first()).toContainText("Insta360");
    await context.close();
  });

  test("search results load more", async ({ browser, isMobile }) => {
    const { context, page } = await noScriptPage(browser, isMobile);
    await page.goto("/pt/products?search=visor");
    await expect(page.getByRole("status")).toContainText(/\d+ produtos? encontrados?/);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(9);
    await page.getByRole("link", { name: "Carregar mais 9" }).click();
    await expect(page).toHaveURL(/search=visor.*show=18|show=18.*search=visor/);
    await expect(cards).toHaveCount(18);
    await context.close();
  });

  test("a category page sorts, filters by brand and shows more", async ({ browser, isMobile }) => {
    const { context, page } = await noScriptPage(browser, isMobile);
    await page.goto("/en/visors");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    await page.getByRole("link", { name: /Show more \(\d+ left\)/ }).click();
    await expect(page).toHaveURL(/show=12/);
    await expect(cards).toHaveCount(12);

    await page.getByRole("combobox", { name: "Sort" }).selectOption("price-high");
    await page.getByRole("combobox", { name: "Brands" }).selectOption("agv");
    await page.locator("main").getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=price-high&brand=agv/);
    for (const label of await cards.locator("p").first().allInnerTexts()) expect(label).toMatch(/AGV/i);
    const values = await prices(page);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await context.close();
  });

  test("a model page sorts through its form", async ({ browser, isMobile }) => {
    const { context, page } = await noScriptPage(browser, isMobile);
    await page.goto("/en/visors-agv-k6");
    await page.getByRole("combobox", { name: "Sort" }).selectOption("price-high");
    await page.locator("main").getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/en\/visors-agv-k6\?sort=price-high$/);
    const values = await prices(page, "#category-cards");
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await context.close();
  });
});

test.describe("with JavaScript on", () => {
  test("the list's text filter keeps the focus while results change in place", async ({ page }) => {
    await page.goto("/en/products");
    await markWindow(page);
    const search = page.locator("main").getByRole("searchbox");
    await search.click();
    await search.pressSequentially("Insta");
    await expect(page).toHaveURL(/search=Insta$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Insta");
    // Typing on after the answer came in: nothing of it is lost, and the box never lost the focus.
    await search.pressSequentially("360");
    await expect(page).toHaveURL(/search=Insta360$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Insta360");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("Insta360");
    await expect(page.locator("main article").first()).toContainText("Insta360");
    await expect(page.getByRole("main").getByRole("button", { name: "Apply" })).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("the list loads more in place, without a scroll jump, the focus on the first new card", async ({ page }) => {
    await page.goto("/en/products?search=visor");
    await markWindow(page);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(9);
    const more = page.getByRole("link", { name: "Load 9 more" });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(18);
    await expect(page).toHaveURL(/show=18/);
    await expect(page.getByText(/^Showing 18 of \d+$/)).toBeVisible();
    await expect(cards.nth(9).getByRole("link")).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);

    await page.getByRole("combobox", { name: "Sort" }).selectOption("price-low");
    await expect(page).toHaveURL(/search=visor&sort=price-low$/);
    await expect(cards).toHaveCount(9);
    const values = await prices(page);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(await stillSamePage(page)).toBe(true);
  });

  test("a category page filters and shows more in place; a model page sorts in place", async ({ page }) => {
    await page.goto("/en/visors");
    await markWindow(page);
    const cards = page.locator("main article");
    const more = page.getByRole("link", { name: /Show more \(\d+ left\)/ });
    const left = Number((await more.innerText()).match(/\d+/)![0]);
    await more.click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("link", { name: `Show more (${left - 6} left)` })).toBeVisible();
    await page.getByRole("combobox", { name: "Brands" }).selectOption("agv");
    await expect(page).toHaveURL(/\/en\/visors\?brand=agv$/);
    await expect(page.locator("main h1 + p")).toHaveText(`${await cards.count()} products`);
    for (const label of await cards.locator("p").first().allInnerTexts()) expect(label).toMatch(/AGV/i);
    expect(await stillSamePage(page)).toBe(true);

    await page.goto("/en/visors-agv-k6");
    await markWindow(page);
    await page.getByRole("combobox", { name: "Sort" }).selectOption("price-high");
    // The address changes once the answer is in.
    await expect(page).toHaveURL(/\/en\/visors-agv-k6\?sort=price-high$/);
    const values = await prices(page, "#category-cards");
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(await stillSamePage(page)).toBe(true);
  });
});
