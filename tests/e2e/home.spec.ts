import { expect, test } from "./fixtures";

test("/ redirects to the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});

for (const { lang, heading, featured } of [
  { lang: "pt", heading: "Equipamento que eu uso", featured: "Destaques" },
  { lang: "en", heading: "Gear I ride with", featured: "Featured" },
]) {
  test(`home page renders in ${lang} from the server and hydrates cleanly`, async ({ page }) => {
    const response = await page.goto(`/${lang}/`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(heading);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("heading", { name: featured, exact: true })).toBeVisible();
    const cards = page.locator("article");
    await expect(cards).toHaveCount(3 + 4);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}/$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator("article img").first()).toHaveJSProperty("complete", true);
    await page.waitForLoadState("networkidle");
  });
}

test("unknown pages answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/en/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});
