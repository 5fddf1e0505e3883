import { expect, holdRequest, test } from "./fixtures";

test("a category page sorts, filters by brand and shows more in batches of 6", async ({ page, checkA11y }) => {
  await page.goto("/en/visors");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visors");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  await checkA11y();
  const showMore = page.getByRole("link", { name: /Show more \(\d+ left\)/ });
  // The next batch is held on its way, so the busy state lasts until the test has seen it (it lasts 150 ms or the
  // fetch, and a busy machine's polling once looked after it had gone).
  const batch = await holdRequest(page, /\/en\/visors\?show=12$/);
  await showMore.click();
  await batch.requested;
  await expect(showMore).toHaveAttribute("aria-busy", "true");
  await expect(cards).toHaveCount(6);
  batch.release();
  await expect(cards).toHaveCount(12);
  await expect(page).toHaveURL(/show=12/);

  await page.getByRole("combobox").first().selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);
  await expect(cards).toHaveCount(6);
  const prices = (await cards.locator(".tabular > span:first-child").allInnerTexts()).map((p) =>
    Number(p.replace(/[^\d,]/g, "").replace(",", ".")),
  );
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole("combobox").nth(1).selectOption("agv");
  await expect(page).toHaveURL(/brand=agv/);
  for (const label of await cards.locator("p").first().allInnerTexts()) expect(label).toMatch(/AGV/i);
});

test("another language's category slug moves to this language's", async ({ page }) => {
  await page.goto("/es/visors-agv-k6");
  await expect(page).toHaveURL(/\/es\/viseras-agv-k6$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viseras para cascos AGV K6");
});

for (const [lang, name] of [
  ["pt", "Viseiras"],
  ["en", "Visors"],
] as const) {
  test(`a renamed category slug moves to its new slug in ${lang}`, async ({ page }) => {
    const moved = await page.request.get(`/${lang}/viseiras?sort=price-low`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/${lang}/visors?sort=price-low`);
    await page.goto(`/${lang}/viseiras`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/visors$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
}

// Issue 18: an unknown one-segment address is the site's 404 page (search, brands, popular categories by name).
test("a missing category answers 404 with the not-found page and three suggestions by name", async ({ page }) => {
  const response = await page.goto("/pt/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  await expect(page.locator("main").getByRole("search")).toBeVisible();
  const popular = page.locator("main ul").last().getByRole("link");
  await expect(popular).toHaveCount(3);
  await expect(popular.first()).not.toHaveText("visors-agv-k6");
  await popular.first().click();
  await expect(page).toHaveURL(/\/pt\/visors-agv-k6$/);
});

test("an empty visor category takes a notify request", async ({ page, checkA11y }) => {
  await page.goto("/en/visors-ls2-ff322");
  await expect(page.getByRole("heading", { level: 2, name: "No visor for the LS2 FF322 yet" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter your email to be notified");
  await page.getByRole("textbox").last().fill(`ls2-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Interest registered!")).toBeVisible();
});
