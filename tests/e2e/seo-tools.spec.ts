import type { Page } from "@playwright/test";
import { productPath } from "../../app/i18n/routes";
import { createPublishedProduct, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Gives product `id` an English translation through the admin API of the logged-in page. */
async function translateToEnglish(page: Page, id: number, name: string, slug: string) {
  const saved = await page.request.put(`/api/admin/translations/product/${id}/en`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { name, slug, description: "An English test visor." },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The old address answers 301 to the new one. */
async function expectRedirect(page: Page, from: string, to: string) {
  const old = await page.request.get(from, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers().location!, page.url()).pathname).toBe(to);
}

test("the URL audit finds a contaminated slug, the fix repairs it and the audit reruns", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const n = Date.now();
  const id = await createPublishedProduct(page, `Viseira auditada ${n}`);
  const contaminated = `viseira-audited-visor-${n}`;
  await translateToEnglish(page, id, `Audited visor ${n}`, contaminated);

  await page.goto("/admin/dashboard/url-fixer");
  const contamination = page.getByRole("region", { name: "Cross-language contamination" });
  await expect(contamination.getByRole("row").filter({ hasText: contaminated })).toContainText(
    "Portuguese words: viseira",
  );
  await checkA11y();

  await page.getByRole("button", { name: "Fix", exact: true }).click();
  for (const label of ["Missing slugs", "Invalid slugs", "Contaminated slugs"]) {
    await expect(page.getByLabel(label)).toBeChecked();
    await page.getByLabel(label).uncheck();
  }
  await page.getByRole("button", { name: "Fix URLs" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select at least one fix type");

  await page.getByLabel("Contaminated slugs").check();
  // Live addresses change only after a yes: Cancel leaves them as they are.
  await page.getByRole("button", { name: "Fix URLs" }).click();
  const ask = page.getByRole("dialog", { name: /^Change \d+ live address(es)?\?$/ });
  await expect(ask).toContainText("permanent redirect");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("region", { name: "Results", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Fix URLs" }).click();
  await ask.getByRole("button", { name: "Change them" }).click();
  const fixedRow = page
    .getByRole("region", { name: "Results", exact: true })
    .getByRole("row")
    .filter({ hasText: contaminated });
  await expect(fixedRow).toContainText("fixed");
  await expect(fixedRow).toContainText(`audited-visor-${n}`);
  await expect(page.getByText("Audit updated after the fix")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("button", { name: "Audit", exact: true }).click();
  await expect(contamination.getByText(contaminated)).toHaveCount(0);
  await expectRedirect(page, productPath("en", contaminated), productPath("en", `audited-visor-${n}`));
});

test("optimizing a slug gives the best address for the name and the old one answers 301", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const n = Date.now();
  const id = await createPublishedProduct(page, `Viseira otimizada ${n}`);
  const weak = `the-viseira-for-optimized-visor-${n}`;
  await translateToEnglish(page, id, `Optimized visor ${n}`, weak);

  await page.goto(`/admin/dashboard/seo-slug-management?language=en&search=${weak}`);
  const row = page.getByRole("row").filter({ hasText: weak });
  await expect(row).toContainText("other language: viseira");
  await expect(page.getByRole("heading", { name: "Top issues" })).toBeVisible();
  await checkA11y();

  await row.getByRole("button", { name: `Optimize ${weak}` }).click();
  const toast = page.getByRole("status").filter({ hasText: "Slug Optimized" });
  await expect(toast).toContainText(`${weak} → optimized-visor-${n}`);
  await expectRedirect(page, productPath("en", weak), productPath("en", `optimized-visor-${n}`));
  const current = await page.request.get(productPath("en", `optimized-visor-${n}`));
  expect(current.status()).toBe(200);
});

test("bulk optimize lists before → after and asks before changing a published product's address", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const n = Date.now();
  const id = await createPublishedProduct(page, `Viseira em massa ${n}`);
  const weak = `the-viseira-for-the-bulk-visor-${n}`;
  const better = `bulk-visor-${n}`;
  await translateToEnglish(page, id, `Bulk visor ${n}`, weak);

  await page.goto("/admin/dashboard/seo-slug-management?language=en&entity=product");
  await page.getByRole("button", { name: "Bulk optimize" }).click();
  const dialog = page.getByRole("dialog", { name: /^Optimize \d+ slugs?\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/published products? gets? a new public address/);
  const change = dialog.getByRole("row").filter({ hasText: weak });
  await expect(change).toContainText(better);
  await expect(change).toContainText("Published");
  await checkA11y();

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(productPath("en", weak), { maxRedirects: 0 })).status()).toBe(200);

  await page.getByRole("button", { name: "Bulk optimize" }).click();
  await dialog.getByRole("button", { name: "Change these addresses" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bulk Optimization Complete" })).toContainText(
    /\d+ slugs? improved in English/,
  );
  await expectRedirect(page, productPath("en", weak), productPath("en", better));
});

test("the visor template wizard walks through its checks to draft products, once", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/visor-templates");
  const model = `Wizard ${Date.now()}`;
  const next = page.getByRole("button", { name: "Next" });

  await next.click();
  await expect(page.getByText("Brand is required")).toBeVisible();
  await expect(page.getByText("Model is required")).toBeVisible();
  await expect(page.getByText("Description template is required")).toBeVisible();
  await checkA11y();
  await page.getByLabel("Helmet brand").selectOption("HJC");
  await page.getByLabel("Helmet model").fill(model);
  // A compatible model the brand has, written otherwise, is that model; a near name asks before a new model.
  const compatible = page.getByLabel("Compatible models", { exact: true });
  const chosen = page.getByRole("list", { name: "Compatible models chosen" });
  await compatible.fill("rpha-11");
  await compatible.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveText(["RPHA 11×"]);
  await compatible.fill("HJC RPHA 70");
  await page.getByRole("button", { name: "Add model" }).click();
  await expect(page.getByRole("alert")).toContainText("Did you mean RPHA 70?");
  await checkA11y();
  await page.getByRole("button", { name: "Use RPHA 70" }).click();
  await compatible.fill("i72 Carbon");
  await compatible.press("Enter");
  await expect(page.getByRole("alert")).toContainText("adds it as a new model");
  await page.getByRole("button", { name: "Add “i72 Carbon” as a new model" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["RPHA 11×", "RPHA 70×", "i72 Carbon×"]);
  await chosen.getByRole("button", { name: "Remove i72 Carbon" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["RPHA 11×", "RPHA 70×"]);
  await page.getByLabel("Description template").fill("Viseira {color} para o capacete {brand} {model}.");
  await next.click();

  await expect(page.getByRole("heading", { level: 2, name: /color/i })).toBeVisible();
  await next.click();
  await expect(page.getByText("Select at least one color")).toBeVisible();
  await page.getByLabel("Smoke", { exact: true }).check();
  await page.getByLabel("Clear", { exact: true }).check();
  await next.click();

  await next.click();
  await expect(page.getByText("Configure prices for all colors").first()).toBeVisible();
  await page.getByLabel("Price (Smoke)").fill("49.90");
  await page.getByLabel("Discount (Smoke)").fill("59.90");
  await page.getByLabel("Price (Clear)").fill("44.90");
  await next.click();
  await expect(page.getByText("The discount price must be lower than the price")).toBeVisible();
  await page.getByLabel("Discount (Smoke)").fill("39.90");
  await next.click();

  const preview = page.getByRole("table", { name: "Products that would be created" });
  await expect(preview.getByText("will create")).toHaveCount(2);
  await expect(preview).toContainText(`Viseira HJC ${model} fumada`);
  await checkA11y();
  await page.getByRole("button", { name: "Create products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Products created" }).first()).toContainText(
    "2 created, 0 skipped",
  );
  await expect(preview.getByText("already exists", { exact: true })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Create products" })).toBeDisabled();
  // Issue 18 item 16: the other languages get a sentence of their own, marked for review. No AI provider
  // answers here (the fake one is not started), so the wizard says so and keeps the written sentences.
  await expect(
    page.getByText("Translations: a sentence written for each language, each marked for review."),
  ).toBeVisible();
  await expect(page.getByText(/^The AI failed for English \(The AI provider could not be reached\)/)).toBeVisible();

  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?type=visor&status=draft/);
  const rows = page.getByRole("row").filter({ hasText: model });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(/draft/i);
});

test("image repair shows a picture shared by a visor and a camera, and replacing the camera's copy clears it", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const n = Date.now();
  const visor = `Viseira com foto partilhada ${n}`;
  const camera = `Câmara com foto partilhada ${n}`;
  const ids = [await createPublishedProduct(page, visor), await createPublishedProduct(page, camera, "camera")];
  const sharp = (await import("sharp")).default;
  const picture = (seed: number) =>
    sharp({
      create: { width: 64, height: 64, channels: 3, background: `#${(seed % 0xffffff).toString(16).padStart(6, "0")}` },
    })
      .png()
      .toBuffer();
  const shared = await picture(n);
  for (const id of ids) {
    const uploaded = await page.request.post(`/api/admin/products/${id}/images`, {
      headers: { Origin: new URL(page.url()).origin },
      multipart: { files: { name: "shared.png", mimeType: "image/png", buffer: shared } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }

  await page.goto("/admin/image-contamination-fix");
  const group = page.getByRole("region").filter({ hasText: visor });
  await expect(group).toContainText(camera);
  await expect(group).toContainText(/Different product types: (visor, camera|camera, visor)/);
  await checkA11y();

  await group
    .getByLabel(`Replace the picture of ${camera}`)
    .setInputFiles({ name: "own.png", mimeType: "image/png", buffer: await picture(n + 1) });
  await expect(page.getByRole("status").filter({ hasText: "Picture replaced" })).toBeVisible();
  await expect(page.getByRole("region").filter({ hasText: visor })).toHaveCount(0);
});
