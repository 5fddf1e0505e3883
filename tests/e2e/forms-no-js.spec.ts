import { expect, test, visitorPage } from "./fixtures";
import { serverURL } from "./worker-server";

/** Issue 15: the newsletter and "notify me" forms work with JavaScript off, answering with a page. */
test("with JavaScript off, a rider subscribes and asks for a visor notice, and each answer is a page in their language", async ({
  browser,
  isMobile,
}) => {
  // Its own visitor address: the desktop and phone runs share a server, and its sign-up limit is per address.
  const page = await visitorPage(browser, { baseURL: serverURL, javaScriptEnabled: false, isMobile });
  const context = page.context();
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
  // Again while the confirmation is on its way: where to find it, in Portuguese, not "too many tries" (issue 32).
  await page.locator("#newsletter").getByRole("textbox").fill(address);
  await page.locator("#newsletter").getByRole("button").click();
  await expect(page).toHaveURL(/\/pt\/sent\?form=newsletter&result=pending&/);
  await expect(page.getByRole("status")).toHaveText(
    "Acabei de te enviar uma confirmação: vê a tua caixa de entrada (e o spam).",
  );

  await page.goto("/en/");
  await page.locator("#newsletter").getByRole("textbox").fill("rider@");
  await page.locator("#newsletter").getByRole("button").click();
  await expect(page).toHaveURL(/result=invalid/);
  await expect(page.getByRole("alert")).toHaveText("Invalid email. Please check if it's correct.");

  await page.goto("/en/visors-ls2-ff322");
  // No address: "Email required", as the form says with JavaScript (issue 32).
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\/en\/sent\?form=notify&result=check&/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email required");
  await expect(page.getByRole("alert")).toHaveText("Please enter your email to be notified");
  await page.goto("/en/visors-ls2-ff322");
  await page.getByRole("textbox").last().fill(address);
  await page.getByLabel("Also send me the newsletter", { exact: false }).check();
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\/en\/sent\?form=notify&result=ok&back=%2Fen%2Fvisors-ls2-ff322$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request registered");
  expect(page.url()).not.toContain("nojs");
  await context.close();
});
