import { expect, test } from "./fixtures";

/** Issue 18 item 3: a product that cannot be bought says so once and offers "tell me when it's back". */
test("an out-of-stock product page: one state, and the form answers in place", async ({ page, checkA11y }) => {
  await page.goto("/en/product/insta360-x4-360-camera");
  const box = page.locator("[data-availability]");
  await expect(box).toHaveAttribute("data-availability", "out-of-stock");
  await expect(box.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(box.getByRole("link")).toHaveCount(0);
  await expect(box.getByRole("button", { name: "Unavailable" })).toHaveCount(0);
  await expect(box).not.toContainText(/Official brand store|opens in a new tab|newsletter|affiliate link/);
  // No saving on what cannot be bought (recommended products further down may have theirs).
  await expect(page.locator("div:has(> h1)")).not.toContainText("You save");
  const jsonLd = await page.evaluate(() =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!),
  );
  expect(jsonLd.offers.availability).toBe("https://schema.org/OutOfStock");
  await checkA11y();

  // Not an address yet: the browser's own check, nothing sent.
  const email = box.getByRole("textbox", { name: "Tell me when it's back" });
  await email.fill("rider");
  await box.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\/en\/product\/insta360-x4-360-camera$/);
  await email.fill(`stock-${Date.now()}@example.com`);
  await box.getByRole("button", { name: "Notify me" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Almost done: confirm with the link I've emailed you, and I'll email you once, when it can be bought again.",
  );
  await expect(box.getByRole("textbox")).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/product\/insta360-x4-360-camera$/);
});

test("a product without a shop link names no shop and its JSON-LD makes no offer", async ({ page }) => {
  await page.goto("/en/product/nexx-x-r3r-dark-smoke-visor");
  const box = page.locator("[data-availability]");
  await expect(box).toHaveAttribute("data-availability", "no-link");
  await expect(box).not.toContainText(/Sold on AliExpress|Link unavailable|In stock/);
  await expect(box.getByRole("button", { name: "Notify me" })).toBeVisible();
  const jsonLd = await page.evaluate(() =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!),
  );
  // The page says a shop may come: no offer, rather than one saying "Discontinued".
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.offers).toBeUndefined();
});

test("a card of an out-of-stock product says so", async ({ page }) => {
  await page.goto("/en/products?search=insta360");
  const card = page.locator("article", { hasText: "Insta360 X4" });
  await expect(card.getByText("Out of stock")).toBeVisible();
});
