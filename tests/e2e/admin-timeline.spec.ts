import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 33 point 2: the product form's history says who changed what, and one step undoes a change.
test("a change shows in the product's history and one step undoes it", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/products/new");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/admin/products", {
    headers: { Origin: origin },
    data: { name: "Viseira da história", type: "visor", price: "39.90", description: "Antes.", buttonText: "Ver" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/products/${id}/edit`);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("No change recorded yet.")).toBeVisible();

  await page.locator("#product-price").fill("29,90");
  await page.locator("#product-description").fill("Depois.");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();

  const line = history.getByRole("listitem").filter({ hasText: "You" }).first();
  await expect(line).toContainText("Price: 39,90 € → 29,90 €");
  await expect(line).toContainText("Description: Antes. → Depois.");
  await checkA11y(page);

  await line.getByRole("button", { name: "Undo" }).click();
  const dialog = page.getByRole("dialog", { name: "Undo this change?" });
  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Change undone" })).toBeVisible();

  // The form shows the values put back, and the history both the change (undone) and the undo.
  await expect(page.locator("#product-price")).toHaveValue(/39[,.]90/);
  await expect(page.locator("#product-description")).toHaveValue("Antes.");
  await expect(history.getByRole("listitem").filter({ hasText: "Undo" }).first()).toContainText(
    "Price: 29,90 € → 39,90 €",
  );
  await expect(history.getByText("Undone", { exact: true })).toBeVisible();
  await expect(history.getByRole("button", { name: "Undo" })).toHaveCount(1);
});
