import type { Page } from "@playwright/test";
import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 18 item 22: leaving a half-edited product, category, menu or newsletter issue form asks first (the app's dialog),
// and closing the tab asks through the browser's own prompt.

const leaveQuestion = (page: Page) => page.getByRole("dialog", { name: "Leave without saving?" });

/** Goes to the dashboard through the admin header: asked, stays; then leaves. */
async function leaveAfterAsking(page: Page, field: ReturnType<Page["getByLabel"]>, typed: string) {
  const here = page.url();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole("button", { name: "Stay on this page" }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  expect(page.url()).toBe(here);
  await expect(field).toHaveValue(typed);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await leaveQuestion(page).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a half-edited product asks before the page is left, and not after it is saved", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/products/new");
  const name = page.getByLabel("Name (Portuguese)");
  // Untouched: leaving asks nothing.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto("/admin/products/new");
  await name.fill("Viseira meio escrita");
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await checkA11y();
  await leaveQuestion(page).getByRole("button", { name: "Stay on this page" }).click();
  await expect(name).toHaveValue("Viseira meio escrita");

  // Saved: the way out is free again.
  await page.getByLabel("Price (€)", { exact: true }).fill("12.50");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(leaveQuestion(page)).toHaveCount(0);
});

test("a half-edited category asks before the page is left", async ({ page }) => {
  await logIn(page, "/admin/categories");
  const name = page.getByRole("region", { name: "Add a category" }).getByLabel("Name (Portuguese)");
  await name.fill("Categoria por gravar");
  await leaveAfterAsking(page, name, "Categoria por gravar");
});

test("a half-written newsletter issue asks before the page is left", async ({ page }) => {
  await logIn(page, "/admin/dashboard/newsletter-issues?id=new");
  const subject = page.getByLabel("Subject", { exact: true });
  await subject.fill("Viseiras por gravar");
  await leaveAfterAsking(page, subject, "Viseiras por gravar");
});

test("a half-edited menu item asks before the page is left, and closing the tab asks too", async ({ page }) => {
  await logIn(page, "/admin/dashboard/header-menu");
  const label = page.getByLabel("Label (Portuguese)").last();
  await label.fill("Entrada por gravar");
  await leaveAfterAsking(page, label, "Entrada por gravar");

  await page.goto("/admin/dashboard/header-menu");
  await page.getByLabel("Label (Portuguese)").last().fill("Outra entrada");
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});
