import { expect, test, visitorPage } from "./fixtures";

/** Issue 32 point 6: an empty model page says so first and offers the notify form, with JavaScript on and off. */
const pages = [
  { path: "/en/visors-agv-k1s", title: "No visor for the AGV K1S yet" },
  { path: "/de/visiere-agv-k1s", title: "Noch kein Visier für den AGV K1S" },
];

for (const javaScriptEnabled of [true, false]) {
  for (const { path, title } of pages) {
    test(`JavaScript ${javaScriptEnabled ? "on" : "off"}: ${path} says it has no visor yet, the form first`, async ({
      browser,
      baseURL,
      isMobile,
      checkA11y,
    }) => {
      const page = await visitorPage(browser, { baseURL, javaScriptEnabled, isMobile });
      const context = page.context();
      await page.goto(path);
      const main = page.getByRole("main");
      const heading = main.getByRole("heading", { level: 2, name: title });
      await expect(heading).toBeVisible();
      const email = main.getByRole("textbox").first();
      await expect(email).toBeVisible();
      // Right under the page's title: the form is on the first screen, before anything else the page offers.
      const box = await email.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await expect(main.getByText(/^0 (products|Produkte)$/)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // axe runs as a script in the page: once, with JavaScript on (the markup is the same without).
      if (javaScriptEnabled) await checkA11y(page);
      await context.close();
    });
  }
}
