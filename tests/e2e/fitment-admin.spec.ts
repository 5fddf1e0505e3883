import { createPublishedProduct, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("the curator adds a fit with a note in the product form, and the storefront product page lists it", async ({
  page,
  checkA11y,
}) => {
  const name = `Viseira fitment e2e ${Date.now()}`;
  await logIn(page, "/admin/products");
  const id = await createPublishedProduct(page, name);
  await page.goto(`/admin/products/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("No helmet model yet.")).toBeVisible();

  const model = page.getByLabel("Helmet model to add");
  await model.fill("AGV K999");
  await page.getByRole("button", { name: "Add fit" }).click();
  await expect(page.getByText("Choose a helmet model from the list")).toBeVisible();
  await model.fill("agv k6");
  await page.getByRole("button", { name: "Add fit" }).click();
  await page.getByLabel("Note for AGV K6 (Portuguese)").fill("tamanhos de calota XS–M");
  await page.getByLabel("Tint").selectOption("smoke");
  await page.getByLabel("Light transmission (%)").fill("50");
  await checkA11y();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();

  // After the reload the form shows what was saved.
  await page.reload();
  await expect(page.getByLabel("Note for AGV K6 (Portuguese)")).toHaveValue("tamanhos de calota XS–M");

  const slug = new URL(
    await page.getByRole("link", { name: "View on the storefront ↗" }).evaluate((a) => (a as HTMLAnchorElement).href),
  ).pathname;
  const html = await (await page.request.get(slug)).text();
  expect(slug).toMatch(/^\/pt\/produto\//);
  expect(html).toContain('href="/pt/visors-agv-k6"');
  expect(html).toContain("tamanhos de calota XS–M");
});
