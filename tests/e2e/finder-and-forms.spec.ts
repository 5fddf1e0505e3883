import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, holdRequest, test } from "./fixtures";
import { serverURL } from "./worker-server";

/**
 * Issue 20 item 1: the helmet finder and the visitor forms are plain documents. With JavaScript off they are
 * forms and links answered by pages; with the document script they answer in place, as the spec says.
 */

/** A visitor without JavaScript, at its own address (the per-client limits of one test stay there). */
async function withoutJavaScript(browser: Browser, isMobile: boolean) {
  const [a, b, c] = randomBytes(3);
  return browser.newContext({
    javaScriptEnabled: false,
    baseURL: serverURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${a}.${b}.${c}` },
    ...(isMobile ? { viewport: { width: 390, height: 844 } } : {}),
  });
}

const address = (what: string) => `${what}-${Date.now()}-${test.info().project.name}@example.com`;

/** After a navigation the page acts once the document script ran (the fixture's goto waits the same way). */
const settled = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test("with JavaScript off, the finder goes brand → model → the visors that fit, keeps my helmet and takes a notify request", async ({
  browser,
  isMobile,
}) => {
  const context = await withoutJavaScript(browser, isMobile);
  const page = await context.newPage();
  await page.goto("/en/helmet-finder");
  const brand = page.getByLabel("Helmet brand");
  const model = page.getByLabel("Model");
  const find = page.getByRole("button", { name: "Find visors" });
  await expect(model).toBeDisabled();

  await brand.selectOption("agv");
  await find.click();
  await expect(page).toHaveURL(/brand=agv/);
  await expect(model).toBeEnabled();
  await model.selectOption("k6");
  await find.click();
  await expect(page).toHaveURL(/brand=agv&model=k6/);
  const fitting = (await (await page.request.get("/api/helmets/agv/k6/visors")).json()) as unknown[];
  const results = page.getByRole("region", { name: `${fitting.length} visors found` });
  await expect(results.locator("article")).toHaveCount(Math.min(fitting.length, 6));

  // "This is my helmet" is a plain form that comes back here, the cards now saying what fits it.
  await page.getByRole("button", { name: "Save the AGV K6 as my helmet" }).click();
  await expect(page).toHaveURL(/brand=agv&model=k6/);
  await expect(page.locator("main").getByText("Your helmet: AGV K6")).toBeVisible();
  await expect(results.locator("article").first()).toContainText("Fits your AGV K6");

  // Another brand drops the model of the first.
  await brand.selectOption("shoei");
  await find.click();
  await expect(page).toHaveURL(/brand=shoei/);
  await expect(model).toHaveValue("");

  await page.goto("/en/helmet-finder?brand=agv&model=k1s");
  await expect(page.getByRole("heading", { name: "No visors found" })).toBeVisible();
  await page.getByRole("textbox").last().fill(address("finder-nojs"));
  await page.getByLabel("Also send me the newsletter", { exact: false }).check();
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\/en\/sent\?form=notify&result=ok&back=%2Fen%2Fhelmet-finder$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request registered");
  await context.close();
});

test("with JavaScript off, the header search goes to the product list", async ({ browser, isMobile }) => {
  const context = await withoutJavaScript(browser, isMobile);
  const page = await context.newPage();
  await page.goto("/pt/qual-teu-capacete");
  // On a phone the search sits in a panel, a native popover: it opens without JavaScript too.
  if (isMobile) await page.getByRole("button", { name: "Abrir pesquisa" }).click();
  const search = page.getByRole("searchbox", { name: "Pesquisar produtos" }).locator("visible=true");
  await search.fill("Insta360");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/pt\/products\?filter=tudo&search=Insta360$/);
  await expect(page.locator("main article").first()).toContainText("Insta360");
  await context.close();
});

test("the finder: a brand change resets the model, and the notify form sends in place with the newsletter tick", async ({
  page,
}) => {
  await page.goto("/en/helmet-finder?brand=agv&model=k6");
  await page.getByLabel("Helmet brand").selectOption("shoei");
  await expect(page).toHaveURL(/brand=shoei/);
  await settled(page);
  expect(new URL(page.url()).searchParams.get("model") ?? "").toBe("");
  await expect(page.getByLabel("Model")).toHaveValue("");

  await page.goto("/en/helmet-finder?brand=agv&model=k1s");
  const form = page.locator('main form[action="/api/visor-request"]');
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter your email to be notified");
  // The submitting state while the request is on its way.
  const held = await holdRequest(page, "**/api/visor-request");
  const email = address("finder-js");
  await form.getByRole("textbox").fill(`  ${email}`);
  await form.getByLabel("Also send me the newsletter", { exact: false }).check();
  const visorRequest = page.waitForRequest("**/api/visor-request");
  const newsletter = page.waitForRequest("**/api/newsletter/subscribe");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("button", { name: "Registering request…" })).toBeDisabled();
  await expect(form.getByRole("textbox")).toBeDisabled();
  expect((await visorRequest).postDataJSON()).toMatchObject({
    helmetBrand: "AGV",
    helmetModel: "K1S",
    visorType: "transparente",
    sourceType: "visor-request-finder",
    status: "pending",
    locale: "en",
    pageUrl: expect.stringContaining("/en/helmet-finder"),
  });
  held.release();
  expect((await newsletter).postDataJSON()).toMatchObject({ email, locale: "en", source: "newsletter-finder" });
  await expect(form.getByRole("status")).toHaveText(/^Interest registered!/);
  await expect(form.getByRole("textbox")).toHaveCount(0);
  // The confirmation says it once: no toast repeats it, and the earlier error toast is gone.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(/registered/i)).toHaveCount(1);
});

test("the newsletter form: submitting state, then a toast that its button closes", async ({ page }) => {
  await page.goto("/fr/");
  const form = page.locator("#newsletter");
  const held = await holdRequest(page, "**/api/newsletter/subscribe");
  await form.getByRole("textbox").fill(address("newsletter-fr"));
  await form.getByRole("button").click();
  await expect(form.getByRole("button")).toHaveText("Inscription…");
  await expect(form.getByRole("textbox")).toBeDisabled();
  held.release();
  const toast = page.getByRole("list", { name: "Notifications (F8)" }).getByRole("listitem");
  await expect(toast.getByRole("status")).toContainText("Presque fini");
  await expect(form.getByRole("textbox")).toHaveValue("");
  await expect(form.getByRole("button")).toHaveText("S'inscrire");
  await toast.getByRole("button", { name: "Fermer" }).click();
  await expect(toast).toHaveCount(0);
});

test("the header search: spaces alone do nothing, a search goes trimmed and leaves the box empty", async ({
  page,
  isMobile,
}) => {
  await page.goto("/en/helmet-finder");
  if (isMobile) await page.getByRole("button", { name: "Open search" }).click();
  const search = page.getByRole("searchbox", { name: "Search products" }).locator("visible=true");
  await search.fill("   ");
  await search.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/en\/helmet-finder$/);
  await search.fill("  DJI Mic ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/en\/products\?filter=tudo&search=DJI\+Mic$/);
  await settled(page);
  await page.goBack();
  await settled(page);
  // Both boxes (the desktop one and the phone panel's, hidden or not).
  const boxes = page.locator('header input[name="search"]');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await expect(box).toHaveValue("");
});

test("documents carry speculation rules that never prefetch a click-out", async ({ page }) => {
  await page.goto("/en/product/agv-k6-clear-visor");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
    prefetch: { where: { and: object[] }; eagerness: string }[];
  };
  const [rule] = rules.prefetch;
  expect(rule?.eagerness).toBe("moderate");
  expect(rule?.where.and).toContainEqual({
    not: { href_matches: expect.arrayContaining(["/go/*", "/api/*", "/admin/*"]) },
  });
  expect(JSON.stringify(rule)).toContain("[rel~=sponsored]");
  expect(JSON.stringify(rule), "show more is fetched by the document script").toContain("[data-load-more]");

  // The admin is a React app: no rules there.
  await page.goto("/admin");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});

test(
  "a product link is prefetched when the pointer rests on it, a click-out never",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/en/product/agv-k6-clear-visor");
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) prefetched.push(new URL(request.url()).pathname);
    });
    // The buy button (/go/…) is never fetched ahead; a product link is, once the pointer rests on it.
    const buy = page.locator('main a[href^="/go/"]').first();
    await buy.hover();
    await page.waitForTimeout(1000);
    const product = page.locator("main article a").first();
    await product.hover();
    const next = new URL((await product.getAttribute("href"))!, page.url()).pathname;
    await expect.poll(() => prefetched).toContain(next);
    expect(prefetched.filter((path) => path.startsWith("/go/"))).toEqual([]);
    // Nor a language switch: reached from this page it saves the choice, which a hover must not make.
    await page.locator("header summary[aria-label]:visible").click();
    await page.getByRole("link", { name: "Deutsch" }).hover();
    await page.waitForTimeout(1000);
    expect(prefetched.filter((path) => path.startsWith("/de/"))).toEqual([]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "preferred-language")).toBe(false);
  },
);
