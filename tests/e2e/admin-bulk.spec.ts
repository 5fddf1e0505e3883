import type { Page } from "@playwright/test";
import { holdPageData, logIn, settled } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Twenty products made, changed three times and trashed.
test.slow();

// Issue 33, point 4: the product list selects many rows and changes them at once, asking first where the single
// product's change would ask.

/** Twenty drafts named "<prefix> 01" … "<prefix> 20", made through the admin API of the logged-in page. */
async function twentyDrafts(page: Page, prefix: string) {
  const ids: number[] = [];
  for (let i = 1; i <= 20; i++) {
    const created = await page.request.post("/api/admin/products", {
      headers: { Origin: new URL(page.url()).origin },
      data: { name: `${prefix} ${String(i).padStart(2, "0")}`, type: "camera", price: "19.90" },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

test("twenty products selected at once: ready, published after a yes, tagged, then trashed @desktop", async ({
  page,
  checkA11y,
}) => {
  const prefix = `Câmara em lote ${test.info().project.name}`;
  await logIn(page, "/admin/products");
  const ids = await twentyDrafts(page, prefix);
  await page.goto(`/admin/products?search=${encodeURIComponent(prefix)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const rows = page.getByRole("row").filter({ hasText: prefix });
  await expect(rows).toHaveCount(20);

  const bar = page.getByRole("region", { name: "Selected products" });
  await expect(bar).toHaveCount(0);
  await page.getByLabel("Select every product on this page").check();
  await expect(bar).toContainText("20 products selected");
  // One row out and back in: the count follows.
  await page.getByLabel(`Select ${prefix} 07`).uncheck();
  await expect(bar).toContainText("19 products selected");
  await page.getByLabel(`Select ${prefix} 07`).check();
  await checkA11y(page);

  await bar.getByRole("button", { name: "Move to ready" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to ready" })).toBeVisible();
  await expect(rows.filter({ hasText: "ready" })).toHaveCount(20);
  await expect(bar).toHaveCount(0);
  // Issue 33 point 6: the "ready" badge's small text reads against its tint (axe's contrast, 4.5:1).
  await checkA11y(page);

  await page.getByLabel("Select every product on this page").check();
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Not every selected product is complete: publish anyway?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: `${prefix} 13: No picture` })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect(rows.filter({ hasText: "published" })).toHaveCount(20);
  for (const id of [ids[0], ids[19]]) expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);

  await page.getByLabel("Select every product on this page").check();
  await bar.getByLabel("Tag for the selected products").fill("Lote de inverno");
  const data = await holdPageData(page);
  await bar.getByRole("button", { name: "Add tag" }).click();
  await data.requested;
  await settled(page);
  // The toast tells what the page shows: not while the list's fresh data is on its way.
  const taggedToast = page.getByRole("status").filter({ hasText: "Tagged “Lote de inverno”" });
  await expect(taggedToast).toHaveCount(0);
  data.release();
  await expect(taggedToast).toBeVisible();
  const tagged = (await (await page.request.get(`/api/admin/products/${ids[4]}`)).json()) as { tags: string[] };
  expect(tagged.tags).toContain("Lote de inverno");

  // A selection made as soon as the toast shows stays: the action's own clearing came with the toast.
  await page.getByLabel("Select every product on this page").check();
  await settled(page);
  await expect(bar).toContainText("20 products selected");
  await bar.getByRole("button", { name: "Move to the trash" }).click();
  const trash = page.getByRole("dialog", { name: "Move 20 products to the trash?" });
  await trash.getByRole("button", { name: "Move to the trash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to the trash" })).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect((await page.request.get(`/api/products/${ids[0]}`)).status()).toBe(404);
});
