import { expect, test } from "./fixtures";

test("the helmet finder goes from brand to model to results, and to the notify form", async ({ page, checkA11y }) => {
  await page.goto("/en/helmet-finder");
  const model = page.getByLabel("Model");
  await expect(model).toBeDisabled();
  await checkA11y();
  await page.getByLabel("Helmet brand").selectOption("agv");
  await expect(page).toHaveURL(/brand=agv/);
  await expect(model).toBeEnabled();
  await model.selectOption("k6");
  await expect(page).toHaveURL(/brand=agv&model=k6/);
  await expect(page.getByRole("heading", { level: 2, name: /\d+ visors? found/ })).toBeVisible();
  const cards = page.locator("main article");
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(page.getByRole("link", { name: "Remove filter K6" })).toBeVisible();

  await model.selectOption("k1");
  await expect(page.getByRole("heading", { name: "No visors found" })).toBeVisible();
  await checkA11y();
  await page.getByRole("textbox").last().fill(`k1-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Interest registered!")).toBeVisible();

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/en\/helmet-finder$/);
});

test("a quick pick shows that helmet's visors", async ({ page }) => {
  await page.goto("/pt/qual-teu-capacete");
  await page.getByRole("link", { name: "AGV K6" }).click();
  await expect(page).toHaveURL(/brand=agv&model=k6/);
  await expect(page.locator("main article").first()).toBeVisible();
});

for (const [lang, paths] of Object.entries({
  pt: ["sobre", "contacto", "links-afiliado", "privacidade", "termos"],
  de: ["uber-uns", "kontakt", "affiliate-links", "datenschutz", "bedingungen"],
})) {
  test(`the static pages read well in ${lang}`, async ({ page, checkA11y }) => {
    for (const path of paths) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator("main h2").count(), path).toBeGreaterThanOrEqual(3);
      await checkA11y();
    }
    await page.goto(`/${lang}/${paths[1]}`);
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(3);
    await page.goto(`/${lang}/${paths[3]}`);
    await expect(page.locator("main")).toContainText("2025");
    await expect(page.locator("main")).toContainText("24");
  });
}
