import { createPublishedProduct, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 18 item 18: admin tables fit a 390 px phone; what a row is for stays in view.
test.describe("admin tables on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the product list's Status column sits inside its box", async ({ page }) => {
    await logIn(page, "/admin/products");
    const table = page.locator("main table");
    const box = (await table.locator("xpath=..").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The 4th cell: a row starts with its selection box, then the product (the brand is hidden on a phone).
    const statuses = table.locator("tbody tr td:nth-child(4) span");
    expect(await statuses.count()).toBeGreaterThan(5);
    for (const status of await statuses.all()) {
      const cell = (await status.boundingBox())!;
      expect(cell.x).toBeGreaterThanOrEqual(box.x);
      expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });

  test("the Languages table's switches are on screen", async ({ page }) => {
    await logIn(page, "/admin/dashboard/languages");
    const switches = page.locator("main table button[aria-pressed]");
    await expect(switches).toHaveCount(6);
    for (const toggle of await switches.all()) {
      const { x, width } = (await toggle.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });
});

// Issue 18 item 19: the picture drop zone shows keyboard focus (its file input is visually hidden).
test("the picture drop zone shows keyboard focus", async ({ page }) => {
  await logIn(page, "/admin/products/1/edit");
  const input = page.locator('input[type="file"]');
  const zone = page.locator("label", { has: input });
  const outline = () => zone.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(await outline()).toBe("none");
  // Reach the input from the keyboard: focus what comes before it, then Tab.
  await input.evaluate((el) => {
    const all = [...document.querySelectorAll<HTMLElement>("input, button, select, textarea, a[href]")];
    all[all.indexOf(el as HTMLElement) - 1]!.focus();
  });
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  expect(await outline()).toBe("solid");
});

// Issue 18 item 24: the SEO tool's filters apply at once, like the product list's.
test("a filter of the SEO slug tool applies as soon as it changes", async ({ page }) => {
  await logIn(page, "/admin/dashboard/seo-slug-management");
  const filters = page.getByRole("search");
  await filters.getByLabel("Language").selectOption("de");
  await expect(page).toHaveURL(/[?&]language=de(&|$)/);
  await filters.getByLabel("Level").selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]language=de&.*level=\w+/);
});

// Issue 33 point 6: the admin's first Tab stop skips the header, and its messages sit inside a named landmark.
test("the admin's skip link leads past the header, and a toast sits inside a landmark", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/dashboard/tags");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  // Shown once focused (it is visually hidden until then).
  expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: /Back to the dashboard/ })).toBeFocused();

  await page.getByLabel("New tag name").fill(`Etiqueta do aviso ${Date.now()}`);
  await page.getByRole("button", { name: "Add tag" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status")).toContainText("Tag added");
  // Every rule, "region" among them: no content outside a landmark while the toast shows.
  await checkA11y(page, { every: true });
});

// Issue 33 point 4: several pictures dropped on the zone at once go up together, each one kept.
test("several pictures dropped at once are all added", async ({ page }) => {
  await logIn(page, "/admin/dashboard");
  const id = await createPublishedProduct(page, `Viseira com fotos largadas ${Date.now()}`);
  await page.goto(`/admin/products/${id}/edit`);
  const sharp = (await import("sharp")).default;
  const pictures = await Promise.all(
    ["#111418", "#ff5a1f", "#15803d"].map(async (background) =>
      (
        await sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer()
      ).toString("base64"),
    ),
  );
  const dataTransfer = await page.evaluateHandle((files) => {
    const dropped = new DataTransfer();
    files.forEach((base64, i) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      dropped.items.add(new File([bytes], `visor-${i + 1}.png`, { type: "image/png" }));
    });
    return dropped;
  }, pictures);
  const zone = page.locator("label", { has: page.locator('input[type="file"]') });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("status").filter({ hasText: "3 pictures added" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Picture \d$/ })).toHaveCount(3);
  await expect(page.getByText("Cover", { exact: true })).toHaveCount(1);
});
