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
  // Leave the worker's catalogue as the storefront specs expect it: the demo's K6 visors only.
  const trashed = await page.request.delete(`/api/admin/products/${id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(trashed.ok()).toBe(true);
});

test("a renamed helmet model keeps its old finder and API addresses answering with a 301", async ({
  page,
  isMobile,
}) => {
  // One X-Lite model without a visor per project (both run on one server).
  const [name, slug] = isMobile ? ["X-1005", "x-1005"] : ["X-903", "x-903"];
  await logIn(page, "/admin/dashboard/helmet-models");
  const field = page.getByLabel(`Name of X-Lite ${name}`, { exact: true });
  await field.fill(`${name} Ultra Carbon`);
  await field.locator("xpath=ancestor::form").getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Model renamed" })).toBeVisible();

  const renamed = `${slug}-ultra-carbon`;
  const finder = await page.request.get(`/en/helmet-finder?brand=x-lite&model=${slug}&q=clear`, { maxRedirects: 0 });
  expect(finder.status()).toBe(301);
  expect(finder.headers().location).toBe(`/en/helmet-finder?brand=x-lite&model=${renamed}&q=clear`);
  await page.goto(`/en/helmet-finder?brand=x-lite&model=${slug}`);
  await expect(page).toHaveURL(new RegExp(`/en/helmet-finder\\?brand=x-lite&model=${renamed}$`));
  await expect(page.getByLabel("Model")).toHaveValue(renamed);

  const api = await page.request.get(`/api/helmets/x-lite/${slug}/visors?lang=en`, { maxRedirects: 0 });
  expect(api.status()).toBe(301);
  expect(api.headers().location).toBe(`/api/helmets/x-lite/${renamed}/visors?lang=en`);
  // A slug no model ever had is still unknown.
  expect((await page.request.get("/api/helmets/x-lite/x-904/visors", { maxRedirects: 0 })).status()).toBe(404);
});
