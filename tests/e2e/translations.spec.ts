import { pageSlug } from "../../app/i18n/routes";
import { promptOf, startFakeAiProvider } from "../helpers/fake-ai-provider";
import { createPublishedProduct, fakeAiPort, holdPageData, logIn, settled } from "./admin-helpers";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test("a product translated into French with the AI button shows on the French product page", async ({
  page,
  checkA11y,
}) => {
  await onFrenchEditor(page, "Viseira IA", async ({ fake, name, id }) => {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByText("No translation yet")).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: "Translate into French with AI" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Translated with AI" })).toBeVisible();
    await expect(page.getByLabel("Name (French)")).toHaveValue(`${name} [fr]`);
    await expect(page.getByText("AI translation", { exact: true })).toBeVisible();
    await expect(page.getByText("Confidence 90%")).toBeVisible();
    expect(fake.requests.length).toBe(3); // name, description, button text

    await page.goto(`/fr/${pageSlug("fr", "product")}/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} [fr]`);
    await expect(page).toHaveURL(/\/fr\/produit\/viseira-ia-\d+-fr$/);
  });
});

test("a missing translation flagged by the validation center is fixed from its link", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/dashboard");
  const name = `Viseira sem tradução ${Date.now()}`;
  const id = await createPublishedProduct(page, name);
  await page.goto("/admin/validation-center");
  const check = page.locator("section", { has: page.getByRole("heading", { name: /translation/i }) }).first();
  const item = check.getByRole("listitem").filter({ hasText: name }).filter({ hasText: "French" });
  await expect(item).toHaveCount(1);
  await checkA11y();

  await item.getByRole("link", { name: /Fix/ }).click();
  await expect(page).toHaveURL(new RegExp(`entity=product&id=${id}&language=fr`));
  await page.getByLabel("Name (French)").fill(`${name} en français`);
  await page.getByRole("button", { name: "Save translation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Translation saved" })).toBeVisible();

  await page.goto("/admin/validation-center");
  await expect(page.getByRole("listitem").filter({ hasText: name }).filter({ hasText: "French" })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: name }).filter({ hasText: "German" })).toHaveCount(1);
});

test("a specification value typed in the editor shows on that language's product page", async ({ page, checkA11y }) => {
  const products = (await (await page.request.get("/api/products?lang=pt")).json()) as {
    id: number;
    slug: string;
    specifications: Record<string, string>;
  }[];
  const product = products.find((p) => p.slug === "viseira-shoei-cns-1c-fumada-clara-gt-air-3")!;
  expect(product.specifications.material).toBe("Policarbonato");
  await logIn(page, "/admin/dashboard");
  await page.goto(`/admin/dashboard/product-translations?entity=product&id=${product.id}&language=it`);
  const material = page.getByLabel("material (Italian)");
  await expect(material).toHaveAttribute("placeholder", "Policarbonato");
  await checkA11y();
  await material.fill("Policarbonato trattato");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Translation saved" })).toBeVisible();

  const italian = await (await page.request.get(`/it/${pageSlug("it", "product")}/${product.id}`)).text();
  expect(italian).toContain("Policarbonato trattato");
  const german = await (await page.request.get(`/de/${pageSlug("de", "product")}/${product.id}`)).text();
  expect(german).not.toContain("Policarbonato trattato");
});

// Issue 18 item 24: replacing the curator's own translation with the AI's asks in the app's dialog
// (the browser's confirm() was the only one of its kind).
test("replacing your own translation with the AI's asks in the app's dialog first", async ({ page }) => {
  await onFrenchEditor(page, "Viseira minha", async ({ fake, name }) => {
    await page.getByLabel("Name (French)").fill(`${name} écrite à la main`);
    // The saved row lands on screen after the save's answer: a press in between must not act on the old row (it
    // used to translate without asking, or lose the question when the new row arrived). The page's fresh data is
    // held, so the in-between lasts as long as the test needs: no toast yet, and nothing to press.
    const data = await holdPageData(page);
    await page.getByRole("button", { name: /^Save/ }).click();
    await data.requested;
    await settled(page);
    const translate = page.getByRole("button", { name: "Translate into French with AI" });
    await expect(translate).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Translation saved" })).toHaveCount(0);
    data.release();
    await expect(page.getByRole("status").filter({ hasText: "Translation saved" })).toBeVisible();

    await translate.click();
    const dialog = page.getByRole("dialog", { name: "Replace your French translation?" });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(fake.requests.length).toBe(0);
    await expect(page.getByLabel("Name (French)")).toHaveValue(`${name} écrite à la main`);

    await translate.click();
    await dialog.getByRole("button", { name: "Replace with AI" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Translated with AI" })).toBeVisible();
    await expect(page.getByLabel("Name (French)")).toHaveValue(`${name} [fr]`);
  });
});

/** With the fake AI provider up and logged in: a new published product, open in the French translation editor. */
async function onFrenchEditor(
  page: Page,
  prefix: string,
  journey: (made: { fake: Awaited<ReturnType<typeof startFakeAiProvider>>; name: string; id: number }) => Promise<void>,
) {
  const fake = await startFakeAiProvider({ port: fakeAiPort });
  try {
    await logIn(page, "/admin/dashboard");
    const name = `${prefix} ${Date.now()}`;
    const id = await createPublishedProduct(page, name);
    await page.goto(`/admin/dashboard/product-translations?entity=product&id=${id}&language=fr`);
    await journey({ fake, name, id });
  } finally {
    await fake.close();
  }
}

test("Initialize reports the AI's failures as Initialization Failed and leaves copies to review", async ({ page }) => {
  const fake = await startFakeAiProvider({ port: fakeAiPort });
  fake.reply = () => ({ status: 500, body: "model overloaded" });
  try {
    await logIn(page, "/admin/dashboard");
    const name = `Viseira sem IA ${Date.now()}`;
    await createPublishedProduct(page, name);
    await page.goto("/admin/dashboard/product-workflow");
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByRole("button", { name: "Initialize selected (1)" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Initialization Failed" });
    await expect(toast).toContainText(
      "The AI failed for 5 translations (The AI provider answered 500: model overloaded); 5 copies made for review instead",
    );
    await expect(page.getByRole("status").filter({ hasText: "Products Initialized" })).toHaveCount(0);
    const line = page
      .getByRole("region", { name: "What initialize did" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(line).toContainText("created English (copy to review)");
    await expect(line).toContainText("the AI failed: English (The AI provider answered 500: model overloaded)");
    await expect(line).not.toContainText("nothing missing");
  } finally {
    await fake.close();
  }
});

test("a product's translations are written in its form, the missing ones translated with AI in one action, and a new name marks them stale", async ({
  page,
  checkA11y,
}) => {
  const fake = await startFakeAiProvider({ port: fakeAiPort });
  try {
    await logIn(page, "/admin/dashboard");
    const name = `Viseira traduzida no produto ${Date.now()}`;
    const id = await createPublishedProduct(page, name);
    await page.goto(`/admin/products/${id}/edit`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const panel = page.getByRole("region", { name: "Translations" });
    const language = (label: string) => panel.getByRole("listitem").filter({ hasText: label });
    await expect(panel.getByRole("listitem")).toHaveCount(5);
    await expect(language("German")).toContainText("Missing");

    // German, written in place.
    await panel.getByRole("button", { name: "Write the German translation" }).click();
    await panel.getByLabel("Name (German)").fill("Visier, im Produkt übersetzt");
    await checkA11y();
    await panel.getByRole("button", { name: "Save translation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Translation saved" })).toBeVisible();
    await expect(language("German")).toContainText("Visier, im Produkt übersetzt");

    // The four others in one action, its progress shown while the AI works (Italian, the last, held a moment).
    let answerItalian = () => {};
    const italianAsked = new Promise<void>((resolve) => (answerItalian = resolve));
    const plain = fake.reply;
    fake.reply = async (request) => {
      if (promptOf(request).language === "it") await italianAsked;
      return plain(request);
    };
    await panel.getByRole("button", { name: "Translate the 4 missing languages with AI" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Translating" })).toHaveText(
      "Translating Italian… 4 of 4",
    );
    await expect(panel.getByRole("button", { name: "Translate the 4 missing languages with AI" })).toBeDisabled();
    answerItalian();
    await expect(page.getByRole("status").filter({ hasText: "Translated with AI" })).toBeVisible();
    await expect(language("French")).toContainText(`${name} [fr]`);
    await expect(panel.getByText("Missing")).toHaveCount(0);

    // A new Portuguese name: the form says what saving it does, and after the save the others are stale.
    await page.getByLabel("Name (Portuguese)").fill(`${name} II`);
    await expect(panel.getByRole("status")).toHaveText(
      "Saving the new Portuguese name marks the 5 saved translations as needing an update.",
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
    await expect(language("German")).toContainText("Stale");
  } finally {
    await fake.close();
  }
});
