import { expect, test } from "./fixtures";
import { noScriptPage } from "./no-script";

/**
 * Issue 18 item 9 (and item 3's form): with JavaScript off, "View more", the gallery thumbnails, likes, the
 * language switch and "tell me when it's back" each still do what they say, through links, CSS and forms.
 */
test("home: View more is a link to the same page with three more featured products", async ({ browser, isMobile }) => {
  const { context, page } = await noScriptPage(browser, isMobile);
  await page.goto("/en/");
  const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured", exact: true }) });
  await expect(featured.locator("article")).toHaveCount(3);
  const more = featured.getByRole("link", { name: /View more \((\d+) left\)/ });
  const left = Number((await more.innerText()).match(/\d+/)![0]);
  await more.click();
  await expect(page).toHaveURL(/\/en\/\?featured=6$/);
  await expect(featured.locator("article")).toHaveCount(3 + Math.min(3, left));
  await context.close();
});

test("product gallery: a thumbnail shows its picture (CSS :target)", async ({ browser, isMobile }) => {
  const { context, page } = await noScriptPage(browser, isMobile);
  await page.goto("/en/product/agv-k6-clear-visor");
  const frame = page.locator("[data-gallery-frame]");
  const pictures = frame.locator("img");
  expect(await pictures.count()).toBeGreaterThan(1);
  await expect(pictures.nth(0)).toBeVisible();
  await expect(pictures.nth(1)).toBeHidden();
  const thumbs = page.getByRole("list", { name: "Product images" }).getByRole("link");
  await thumbs.nth(1).click();
  await expect(page).toHaveURL(/#image-2$/);
  await expect(pictures.nth(1)).toBeVisible();
  await expect(pictures.nth(0)).toBeHidden();
  // The marked thumbnail follows: the second is ringed, the first no longer.
  const ring = (n: number) => thumbs.nth(n).evaluate((a) => getComputedStyle(a).boxShadow);
  const signal = /rgba?\(255, 90, 31/;
  await expect.poll(() => ring(1)).toMatch(signal);
  await expect.poll(() => ring(0)).not.toMatch(signal);
  // Its picture is really loaded, not an empty box.
  await expect.poll(() => pictures.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

for (const [path, likes, given] of [
  ["/en/product/shoei-cwr-f2-dark-smoke-visor-nxr2", "likes?", "You like this"],
  ["/pt/produto/viseira-agv-k6-transparente", "gostos?", "Gostas disto"],
] as const) {
  test(`like: the button posts a form and the page comes back counted, shown as given (${path.slice(1, 3)})`, async ({
    browser,
    isMobile,
  }) => {
    const { context, page } = await noScriptPage(browser, isMobile);
    await page.goto(path);
    const like = page.locator("button[data-like-product]");
    await expect(like.getByText(given)).toBeHidden();
    const before = Number((await like.innerText()).match(/\d+/)?.[0] ?? 0);
    await like.click();
    await expect(page).toHaveURL(new RegExp(`${path}#liked$`));
    await expect(like).toContainText(new RegExp(`^${before + 1} ${likes}`));
    // Given, as with JavaScript: the heart in the signal colour and the words (issue 32).
    await expect(like.getByText(given)).toBeVisible();
    const heartColour = (button: typeof like) => button.locator("svg").evaluate((svg) => getComputedStyle(svg).color);
    // Another visitor's copy of the page (the page cache's) shows nothing given: the address says it, not the page.
    const other = await noScriptPage(browser, isMobile);
    await other.page.goto(path);
    const theirs = other.page.locator("button[data-like-product]");
    await expect(theirs.getByText(given)).toBeHidden();
    expect(await heartColour(like)).not.toBe(await heartColour(theirs));
    await other.context.close();
    await context.close();
  });
}

test("language switch: the server remembers the choice in a cookie", async ({ browser, isMobile }) => {
  const { context, page } = await noScriptPage(browser, isMobile);
  await page.goto("/en/products");
  if (isMobile) {
    // The phone menu is a popover opened by its button, which needs no script either.
    await page.getByRole("button", { name: /men[uü]/i }).click();
    await page.getByRole("dialog").locator("summary[aria-label]").click();
    await page.getByRole("dialog").getByRole("link", { name: "Deutsch" }).click();
  } else {
    await page.locator("header summary[aria-label]:visible").click();
    await page.getByRole("link", { name: "Deutsch" }).click();
  }
  await expect(page).toHaveURL(/\/de\/produkte$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookie = (await context.cookies()).find((c) => c.name === "preferred-language");
  expect(cookie?.value).toBe("de");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(300 * 24 * 3600);
  // The next visit to the bare address lands in German.
  await page.goto("/");
  await expect(page).toHaveURL(/\/de\/$/);
  await context.close();
});

test("tell me when it's back: an out-of-stock product's form answers with a page", async ({ browser, isMobile }) => {
  const { context, page } = await noScriptPage(browser, isMobile);
  await page.goto("/pt/produto/camara-360-insta360-x4");
  await page.getByRole("textbox", { name: "Avisa-me quando voltar" }).fill(`nojs-stock-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Avisar-me" }).click();
  await expect(page).toHaveURL(/\/pt\/sent\?form=stock&result=ok&back=%2Fpt%2Fproduto%2F/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedido registado");
  await expect(page.getByRole("status")).toContainText("aviso-te por e-mail, uma vez");
  await context.close();
});

test("delivery: another country is chosen with a form, remembered on the next product", async ({
  browser,
  isMobile,
}) => {
  const { context, page } = await noScriptPage(browser, isMobile);
  await page.goto("/en/product/agv-k6-smoke-visor");
  // The price history is drawn by the server: there without a script.
  await expect(page.getByRole("img", { name: /Lowest price in the last 30 days/ })).toBeVisible();
  const delivery = page.locator("[data-delivery]");
  await expect(delivery).toHaveAttribute("data-delivery", "PT");
  await delivery.getByLabel("Delivery country").selectOption("ES");
  await delivery.getByRole("button", { name: "Change" }).click();
  await expect(page).toHaveURL(/\/en\/product\/agv-k6-smoke-visor$/);
  await expect(delivery).toHaveAttribute("data-delivery", "ES");
  await expect(delivery.getByLabel("Delivery country")).toHaveValue("ES");
  await page.goto("/en/product/agv-k6-clear-visor");
  await expect(page.locator("[data-delivery]")).toHaveAttribute("data-delivery", "ES");
  await context.close();
});
