import { readFileSync } from "node:fs";
import { adminPassword as password, logIn, logInThroughForm } from "./admin-helpers";
import { plural } from "../../app/i18n/format";
import { expect, test } from "./fixtures";

test("an admin page bounces to the login, which goes back there after a wrong then a right password", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/admin/dashboard/visor-requests");
  await expect(page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fdashboard%2Fvisor-requests$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  await checkA11y();

  const field = page.getByLabel("Password", { exact: true });
  await field.fill("not it");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText("Invalid password");

  await field.fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/visor-requests$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visor requests");
});

test("the dashboard shows live figures, and logging out locks the admin again", async ({ page, checkA11y }) => {
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 2, name: /Catalogue/ })).toBeVisible();
  const products = page.locator("article", { has: page.getByRole("heading", { name: "Products", exact: true }) });
  await expect(products).toContainText(/\d+ products/);
  await checkA11y();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logged Out" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\?redirect=/);
});

test("a visor request asked on the storefront is marked processed, exported, and deleted", async ({
  page,
  checkA11y,
}) => {
  const email = `rider-${Date.now()}@example.pt`;
  await page.goto("/en/visors-ls2-ff322");
  await page.getByRole("textbox").last().fill(email);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Interest registered!")).toBeVisible();

  await logIn(page, "/admin/dashboard/visor-requests");
  const pending = page.getByRole("region", { name: "Pending" });
  const processed = page.getByRole("region", { name: "Processed" });
  await expect(pending).toContainText(email);
  await checkA11y();

  await pending.getByRole("button", { name: new RegExp(`Mark processed \\(${email}`) }).click();
  await expect(processed).toContainText(email);
  await expect(pending).not.toContainText(email);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(file, "utf8")).toContain(`${email},LS2,FF322,transparente,processed`);

  await processed.getByRole("button", { name: new RegExp(`Delete \\(${email}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request deleted" })).toBeVisible();
  await expect(processed).not.toContainText(email);
});

test("subscribers: statistics, export and deletion", async ({ page }) => {
  const email = `news-${Date.now()}@example.pt`;
  await page.goto("/en/");
  await page.locator("#newsletter").getByRole("textbox", { name: "Your email" }).fill(email);
  await page.locator("#newsletter").getByRole("button").click();
  await expect(page.getByRole("status").first()).toBeVisible();

  await logIn(page, "/admin/dashboard/newsletters");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  const row = page.getByRole("row", { name: new RegExp(email) });
  // Double opt-in: the address waits for its confirmation button.
  await expect(row).toContainText("Pending");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(await (await download).path(), "utf8")).toContain(`${email},Pending,en,newsletter`);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
});

test("admin pages are private, never indexed, and closed without a session", async ({ page }) => {
  const login = await page.request.get("/admin");
  expect(login.status()).toBe(200);
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  expect(login.headers()["x-robots-tag"]).toContain("noindex");
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"');

  const locked = await page.request.get("/admin/dashboard/newsletters?page=2", { maxRedirects: 0 });
  expect(locked.status()).toBe(302);
  expect(locked.headers().location).toBe("/admin?redirect=%2Fadmin%2Fdashboard%2Fnewsletters%3Fpage%3D2");
  const data = await page.request.get("/admin/dashboard.data", { maxRedirects: 0 });
  expect(await data.text()).not.toContain("products");

  const old = await page.request.get("/templates", { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, "/admin/dashboard/templates"]);
});

test("a product is created with a picture, published to the storefront, trashed and restored", async ({
  page,
  checkA11y,
}) => {
  // A whole journey (create, upload, publish, trash, restore) with axe four times: past 30 s on a busy machine.
  test.slow();
  const name = `Viseira e2e ${Date.now()}`;
  await logIn(page, "/admin/products");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New product");
  await checkA11y();

  await page.getByLabel("Name (Portuguese)").fill(name);
  await page.getByLabel("Price (€)", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.locator("#product-price-error")).toHaveText("Price must be an amount like 29.90");
  await expect(page.getByLabel("Price (€)", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Price (€)", { exact: true }).fill("19,90");
  await page.getByLabel("Type", { exact: true }).selectOption("visor");
  await page.getByLabel("Affiliate link").fill("https://s.click.aliexpress.com/e/_e2eVisor");
  await page.getByLabel("Description", { exact: true }).fill("Uma viseira criada pelo teste de ponta a ponta.");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // The form shows what was saved, without a reload: the generated slug and the stored price.
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(`viseira-e2e-${name.split(" ").at(-1)}`);
  await expect(page.getByLabel("Price (€)", { exact: true })).toHaveValue("19.90");

  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ff5a1f" } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "visor.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
  await expect(page.getByText("Cover", { exact: true })).toBeVisible();
  await checkA11y();

  await page.getByRole("button", { name: "Mark ready" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to ready" })).toBeVisible();
  // Publishing asks with what is still missing (the picture and the link are there; no translation yet).
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const question = page.getByRole("dialog", { name: `${name} is not complete: publish anyway?` });
  await expect(question.getByRole("listitem")).toHaveText([
    "No translation in English, Spanish, French, Italian, German: those pages show the Portuguese text",
  ]);
  await checkA11y();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page.locator('[aria-current="step"]')).toHaveText("ready");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await question.getByRole("button", { name: "Publish anyway" }).click();
  const storefront = page.getByRole("link", { name: "View on the storefront ↗" });
  await expect(storefront).toBeVisible();

  // Back to draft on a live product asks first; Cancel keeps it live.
  await page.getByRole("button", { name: "Back to draft" }).click();
  const offSite = page.getByRole("dialog", { name: `${name} is live: moving it to draft takes it off the storefront` });
  await expect(offSite).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(offSite).toBeHidden();
  await expect(storefront).toBeVisible();
  const productUrl = (await storefront.getAttribute("href"))!;
  expect((await page.request.get(productUrl)).status()).toBe(200);
  expect(await (await page.request.get(productUrl)).text()).toContain(name);

  await page.getByRole("button", { name: "Move to trash" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect((await page.request.get(productUrl)).status()).toBe(404);

  await expect(page.getByRole("link", { name })).toHaveCount(0);

  await page.goto("/admin/dashboard/deletion-management");
  await page.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Restore ${name}` })).toHaveCount(0);
  expect((await page.request.get(productUrl)).status()).toBe(200);
});

test("a backup downloads as one file and restores, still logged in", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/dashboard/backup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backup");
  await checkA11y();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download backup" }).click();
  const saved = await (await download).path();
  const { readFileSync } = await import("node:fs");
  const backup = JSON.parse(readFileSync(saved, "utf8")) as { format: string; tables: Record<string, unknown> };
  expect(backup.format).toBe("zeros-garage-backup");
  expect(Object.keys(backup.tables)).toEqual(expect.arrayContaining(["products", "media", "categories"]));

  // Checked first: the page shows what the file changes, table by table, then applies it.
  await page.getByLabel("Backup file").setInputFiles(saved);
  await page.getByRole("button", { name: "Check this backup" }).click();
  const changes = page.getByRole("table", { name: /Rows per table/ });
  await expect(changes.getByRole("row").filter({ hasText: /^products/ })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Apply restore" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Restored \d+ rows in \d+ tables/ })).toBeVisible();

  await page.getByLabel("Backup file").setInputFiles({
    name: "nonsense.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"something else"}'),
  });
  await page.getByRole("button", { name: "Check this backup" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Not a backup file");
  await expect(page.getByRole("button", { name: "Apply restore" })).toHaveCount(0);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("two-step login: set up with the QR key, then the login asks for a code", async ({ page, checkA11y }) => {
  const { Secret, TOTP } = await import("otpauth");
  await logInThroughForm(page, "/admin/dashboard/security");
  await page.getByRole("button", { name: "Set up two-step login" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await checkA11y();
  const secret = (await page.locator("p.font-mono").innerText()).trim();
  const codeAt = (steps: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
  let recovery = "";
  try {
    await page.getByLabel("Code shown by the app").fill(codeAt(0));
    await page.getByRole("button", { name: "Confirm" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    recovery = await codes.first().innerText();
    // Kept in one action: a file with the ten codes, or all of them on the clipboard.
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as a file" }).click(),
    ]);
    const saved = readFileSync(await file.path(), "utf8")
      .trim()
      .split("\n");
    expect(saved).toEqual(await codes.allInnerTexts());
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy all codes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recovery codes copied" })).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim().split("\n")).toEqual(saved);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    const code = page.getByLabel("Code from your authenticator app");
    await expect(code).toBeVisible();
    await code.fill("000000");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText("Invalid code");
    await code.fill(codeAt(1));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    // Leave the shared server as the other tests expect it: password only.
    await page.goto("/admin/dashboard/security");
    if (recovery) {
      // A recovery code turns it off too (and is then spent).
      // Turning it off asks for the password too: an open session alone cannot weaken the login.
      await page.getByLabel("Current code").fill(recovery);
      await page.getByLabel("Password", { exact: true }).fill("not the password");
      await page.getByRole("button", { name: "Turn off" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Invalid password");
      await expect(page.getByRole("heading", { name: "Two-step login is on" })).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Turn off" }).click();
      await expect(page.getByRole("heading", { name: "Two-step login is off" })).toBeVisible();
    }
  }
});

test("a header menu item added in the admin shows on the storefront at once, and goes again", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard/header-menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Header menu");
  await checkA11y();
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Add an item" }) });
  await form.getByLabel("Label (Portuguese)").fill("Oficina do teste");
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(form.getByText("Choose a page or a category")).toBeVisible();
  await form.getByLabel("Links to").selectOption("page:contact");
  await form.locator("summary", { hasText: "Labels in other languages" }).click();
  await form.getByLabel("en", { exact: true }).fill("Test workshop");
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Menu item added" })).toBeVisible();

  for (const [path, label, href] of [
    ["/pt/", "Oficina do teste", "/pt/contacto"],
    ["/en/", "Test workshop", "/en/contact"],
  ] as const) {
    const response = await page.request.get(path);
    const html = await response.text();
    expect(html, path).toContain(`href="${href}"`);
    expect(html, path).toContain(label);
  }

  await page.getByRole("button", { name: "Delete Oficina do teste" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Menu item deleted" })).toBeVisible();
  expect(await (await page.request.get("/pt/")).text()).not.toContain("Oficina do teste");
});

test("a category restored from the trash brings its products back when the curator keeps the offer", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const origin = new URL(page.url()).origin;
  const categories = (await (await page.request.get("/api/admin/categories")).json()) as {
    id: number;
    slug: string;
    name: string;
    productCount: number;
  }[];
  const dji = categories.find((c) => c.slug === "cameras-dji")!;
  expect(dji.productCount).toBeGreaterThan(0);
  const before = (await (await page.request.get("/api/products/category/cameras-dji")).json()) as unknown[];
  const trashed = await page.request.delete(`/api/admin/categories/${dji.id}`, { headers: { Origin: origin } });
  expect(trashed.status()).toBe(200);

  await page.goto("/admin/dashboard/deletion-management");
  const offer = page.getByRole("checkbox", { name: `with its ${plural(dji.productCount, "product")} (${dji.name})` });
  await expect(offer).toBeChecked();
  await checkA11y();
  await page.getByRole("button", { name: `Restore ${dji.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toContainText(
    `${dji.name}, with its ${plural(dji.productCount, "product")}`,
  );
  const after = (await (await page.request.get("/api/products/category/cameras-dji")).json()) as unknown[];
  expect(after).toHaveLength(before.length);
});
