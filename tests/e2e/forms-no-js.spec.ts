import { expect, test } from "./fixtures";
import { serverURL } from "./worker-server";

/** Issue 15: the newsletter and "notify me" forms work with JavaScript off, answering with a page. */
test("with JavaScript off, a rider subscribes and asks for a visor notice, and each answer is a page in their language", async ({
  browser,
  isMobile,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: serverURL,
    ...(isMobile ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const page = await context.newPage();
  const address = `nojs-${Date.now()}-${isMobile ? "phone" : "desktop"}@example.com`;

  await page.goto("/pt/");
  const newsletter = page.locator("#newsletter");
  await newsletter.getByRole("textbox").fill(address);
  await newsletter.getByRole("button").click();
  await expect(page).toHaveURL(/\/pt\/sent\?form=newsletter&result=ok&back=%2Fpt%2F$/);
  expect(page.url()).not.toContain("nojs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quase lá!");
  await page.getByRole("link", { name: "Voltar à página" }).click();
  await expect(page).toHaveURL(/\/pt\/$/);

  await page.goto("/en/");
  await page.locator("#newsletter").getByRole("textbox").fill("rider@");
  await page.locator("#newsletter").getByRole("button").click();
  await expect(page).toHaveURL(/result=invalid/);
  await expect(page.getByRole("alert")).toHaveText("Invalid email. Please check if it's correct.");

  await page.goto("/en/visors-ls2-ff322");
  await page.getByRole("textbox").last().fill(address);
  await page.getByLabel("Also send me the newsletter", { exact: false }).check();
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\/en\/sent\?form=notify&result=ok&back=%2Fen%2Fvisors-ls2-ff322$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request registered");
  expect(page.url()).not.toContain("nojs");
  await context.close();
});
