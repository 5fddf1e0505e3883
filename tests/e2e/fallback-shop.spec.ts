import { createPublishedProduct, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 31 item 5, the curator's side and the rider's: a product sold out at its shop gets a second shop in the
 * product form; its page then says it is available at another shop, its buy button names that shop in the page's
 * language, and /go leads there.
 */
test("a sold-out product's second shop: typed in the form, named by the buy button, followed by /go", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const name = `Câmara esgotada ${Date.now()}`;
  const id = await createPublishedProduct(page, name, "camera");

  await page.goto(`/admin/products/${id}/edit`);
  await page.getByLabel("Affiliate link", { exact: true }).fill("https://s.click.aliexpress.com/e/_sold-out");
  await page.getByLabel("Stock", { exact: true }).fill("0");
  const second = page.getByLabel("Second shop (optional)");
  // Not a web link: the form says so on the field and saves nothing.
  await second.fill("store.dji.com/product/osmo-360");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Use a full https:// link for the second shop, or leave it empty")).toBeVisible();
  await second.fill("https://store.dji.com/product/osmo-360");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
  await expect(page.getByTestId("fallback-link-health")).toContainText("Not checked");
  const { slug } = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as { slug: string };

  await page.goto(`/pt/produto/${slug}`);
  const box = page.locator("[data-availability]");
  await expect(box).toHaveAttribute("data-availability", "available");
  await expect(box.getByText("Disponível noutra loja")).toBeVisible();
  const buy = box.getByRole("link", { name: /Ver na DJI Store/ });
  await expect(buy).toHaveAttribute("href", `/go/${id}?lang=pt`);
  await expect(buy).toHaveAttribute("rel", "sponsored nofollow noopener");
  await expect(box).toContainText("A loja habitual não o tem agora");
  await checkA11y();

  const go = await page.request.get(`/go/${id}?lang=pt`, { maxRedirects: 0 });
  expect(go.status()).toBe(302);
  expect(go.headers().location).toBe("https://store.dji.com/product/osmo-360");

  // Without a translation the English page shows the Portuguese text, and the button speaks English.
  await page.goto(`/en/product/${slug}`);
  await expect(page.locator("[data-availability]").getByRole("link", { name: /Buy at DJI Store/ })).toBeVisible();
});
