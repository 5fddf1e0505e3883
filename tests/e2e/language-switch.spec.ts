import { expect, test, visitorPage } from "./fixtures";

/**
 * Issue 32 point 8 (decision 0028): the switcher's links are the translated pages themselves; the choice is saved on
 * the way, with JavaScript off (by the server, which sees the page asked from this one) as on (by the script).
 */
const journeys = [
  {
    from: "/pt/produto/viseira-agv-k6-transparente",
    to: "de",
    name: "Deutsch",
    lands: "/de/produkt/agv-k6-visier-klar",
  },
  { from: "/en/visors-agv-k6", to: "fr", name: "Français", lands: "/fr/visieres-agv-k6" },
];

for (const javaScriptEnabled of [true, false]) {
  for (const { from, to, name, lands } of journeys) {
    test(`JavaScript ${javaScriptEnabled ? "on" : "off"}: ${from} → ${to} lands on the translated page and remembers it`, async ({
      browser,
      baseURL,
      isMobile,
    }) => {
      const page = await visitorPage(browser, { baseURL, javaScriptEnabled, isMobile });
      const context = page.context();
      // The translated page is in the page cache already (its hits answered before the app), as another visitor
      // left it: the switch still saves the choice.
      const other = await browser.newPage({ baseURL });
      await other.goto(lands);
      await other.close();
      await page.goto(from);
      let scope = page.locator("header");
      if (isMobile) {
        await page.getByRole("button", { name: /men[uü]/i }).click();
        scope = page.getByRole("dialog");
      }
      await scope.locator("summary[aria-label]:visible").click();
      const link = scope.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", lands);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${lands}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      const saved = (await context.cookies()).find((cookie) => cookie.name === "preferred-language");
      expect(saved?.value).toBe(to);
      // The site's root now answers in the language chosen.
      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`/${to}/$`));
      await context.close();
    });
  }
}
