import type { Page } from "@playwright/test";
import { startFakeAiProvider } from "../helpers/fake-ai-provider";
import { createPublishedProduct, fakeAiPort, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 19 item 2: the product and newsletter issue forms check their fields with the API's schema in the
// browser (nothing is sent while one is refused), and a refusal only the server can make (a slug in use)
// lands on its field too; either way the first refused field has the focus.

/** Counts the page's writes to an admin API path. */
function countWrites(page: Page, path: RegExp) {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && path.test(new URL(request.url()).pathname)) writes.push(request.url());
  });
  return writes;
}

test("the product form shows a refusal on its field, with the focus, from the browser's check and from the API", async ({
  page,
}) => {
  await logIn(page, "/admin/products/1/edit");
  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  await page.goto("/admin/products/new");
  const writes = countWrites(page, /^\/api\/admin\/products/);

  // Checked in the browser: a tag too long (the API's "tags.1") shows under Tags, a fit's note under its field.
  await page.getByLabel("Name (Portuguese)").fill(`Viseira verificada ${Date.now()}`);
  await page.getByLabel("Price (€)", { exact: true }).fill("12.50");
  await page.getByLabel("Tags", { exact: true }).fill(`novidade, ${"x".repeat(41)}`);
  await page.getByLabel("Helmet model to add").fill("AGV K6");
  await page.getByRole("button", { name: "Add fit" }).click();
  const note = page.getByLabel("Note for AGV K6 (Portuguese)");
  await note.fill("n".repeat(201));
  await page.getByRole("button", { name: "Create product" }).click();
  const tags = page.getByLabel("Tags", { exact: true });
  await expect(page.locator("#product-tags-error")).toHaveText("A tag is too long");
  await expect(tags).toHaveAttribute("aria-invalid", "true");
  await expect(tags).toBeFocused();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("A fit note is at most 200 characters")).toBeVisible();
  expect(writes).toEqual([]);

  // Corrected, the message goes as the field changes.
  await tags.fill("novidade");
  await expect(page.locator("#product-tags-error")).toHaveCount(0);
  await note.fill("tamanhos XS–M");
  await expect(page.getByText("A fit note is at most 200 characters")).toHaveCount(0);

  // Only the server knows the slug is taken: its answer lands on Slug, focused.
  const slugField = page.getByLabel("Slug", { exact: true });
  await slugField.fill(slug);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.locator("#product-slug-error")).toHaveText("This slug is already used by another product");
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(slugField).toBeFocused();
  expect(writes).toHaveLength(1);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
});

test("the newsletter issue form shows a refusal on the original's or a version's field, with the focus", async ({
  page,
}) => {
  await logIn(page, "/admin/dashboard/newsletter-issues?id=new");
  const writes = countWrites(page, /^\/api\/admin\/newsletter-issues/);
  const subject = page.getByLabel("Subject", { exact: true });
  await page.getByLabel("Text", { exact: true }).fill("Olá!");
  const german = page.locator("details").filter({ hasText: "German" });
  await german.locator("summary").click();
  await german.getByLabel("Subject (German)").fill("s".repeat(201));
  await german.locator("summary").click();
  await page.getByRole("button", { name: "Create issue" }).click();

  await expect(page.locator("#issue-subject-error")).toHaveText("Write a subject");
  await expect(subject).toBeFocused();
  // The version's message opens its language.
  await expect(german.getByLabel("Subject (German)")).toBeVisible();
  await expect(german.getByLabel("Subject (German)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#issue-de-subject-error")).toHaveText("The subject is too long");
  expect(writes).toEqual([]);

  await subject.fill("Viseiras para o verão");
  await german.getByLabel("Subject (German)").fill("Visiere für den Sommer");
  await page.getByRole("button", { name: "Create issue" }).click();
  await expect(page).toHaveURL(/\?id=\d+/);
  await expect(page.getByRole("navigation", { name: "Issues" }).getByText("Viseiras para o verão")).toBeVisible();
  await expect(page.getByLabel("Subject (German)")).toHaveValue("Visiere für den Sommer");
  expect(writes).toHaveLength(1);
});

test("the AI's draft of a description goes into the form, focused, and is saved with it", async ({ page }) => {
  const fake = await startFakeAiProvider({ port: fakeAiPort });
  fake.reply = () => ({ text: "Uma viseira honesta para quem roda todos os dias.", confidence: 0.7 });
  try {
    await logIn(page, "/admin/products");
    const id = await createPublishedProduct(page, `Viseira descrita ${Date.now()}`);
    await page.goto(`/admin/products/${id}/edit`);
    await page.getByRole("button", { name: "Draft with AI" }).click();
    const description = page.getByLabel("Description", { exact: true });
    await expect(description).toHaveValue("Uma viseira honesta para quem roda todos os dias.");
    await expect(description).toBeFocused();
    // The draft is an edit like typing: leaving before saving asks.
    await page.getByRole("link", { name: "Back to the list" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(description).toHaveValue("Uma viseira honesta para quem roda todos os dias.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
    await page.reload();
    await expect(description).toHaveValue("Uma viseira honesta para quem roda todos os dias.");
  } finally {
    await fake.close();
  }
});
