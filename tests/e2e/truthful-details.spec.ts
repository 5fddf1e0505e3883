import { expect, test } from "./fixtures";

/** Issue 32, points 5 and 7: what the pages say is what is true, and it reads well at every width. */

for (const lang of ["pt", "es"] as const) {
  test(
    `the desktop header keeps every item on one line from 1024 to 1440 px (${lang})`,
    { tag: "@desktop" },
    async ({ page }) => {
      for (const width of [1024, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/`);
        const items = page.locator(
          "header nav > ul > li > a:visible, header nav > ul > li > details > summary:visible",
        );
        await expect(items.first()).toBeVisible();
        for (const item of await items.all()) {
          const lines = await item.evaluate((el) => {
            const { lineHeight } = getComputedStyle(el);
            const range = document.createRange();
            range.selectNodeContents(el);
            return Math.round(range.getBoundingClientRect().height / parseFloat(lineHeight));
          });
          expect(lines, `${await item.innerText()} at ${width} px`).toBe(1);
        }
        // And nothing is pushed out of the page to make room.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    },
  );
}

for (const [path, curatorLine] of [
  ["/pt/produto/viseira-agv-k6-transparente", "Texto original em português."],
  ["/en/product/agv-k6-clear-visor", "Translated text."],
] as const) {
  test(`a product page says nothing of its translation unless the text is another language's (${path.slice(1, 3)})`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(curatorLine)).toHaveCount(0);
  });
}

test("days read in the site's European order in English", async ({ page }) => {
  await page.goto("/en/product/agv-k6-clear-visor");
  await expect(page.locator("[data-price-checked]")).toHaveText(/^Price checked on \d{1,2} [A-Z][a-z]+ \d{4}$/);
});

for (const lang of ["de", "en"] as const) {
  test(`long words break with hyphens by the page's language (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The footer's links ("Nutzungsbedingungen") as much as the headings.
    for (const text of [page.locator("footer a").last(), page.locator("h1").first()]) {
      expect(await text.evaluate((el) => getComputedStyle(el).hyphens)).toBe("auto");
    }
  });
}

test("a German word too long for a phone's column breaks at a hyphen, not mid-word", async ({ page }) => {
  // Also where the browser has no German hyphenation dictionary (Debian's Chromium): the word carries its break.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [path, word] of [
    ["/de/", page.locator("footer a", { hasText: "Nutzungs" })],
    ["/de/bedingungen", page.getByRole("heading", { level: 1 })],
  ] as const) {
    await page.goto(path);
    const lines = await word.evaluate((el) => {
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const text = node.textContent!;
      // The line of each letter (a soft hyphen stays with the letter before it: it is drawn at that line's end).
      const topOf = (index: number): number => {
        if (index > 0 && text[index] === "\u00ad") return topOf(index - 1);
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return Math.round([...range.getClientRects()].filter((r) => r.width > 0).at(-1)!.top);
      };
      const breaks = [...text].flatMap((_, index) => (index > 0 && topOf(index) !== topOf(index - 1) ? [index] : []));
      return [0, ...breaks].map((start, i) => text.slice(start, breaks[i] ?? text.length).replace(/\u00ad/g, "-"));
    });
    expect(lines, path).toEqual(["Nutzungs-", "bedingungen"]);
  }
  // The break is the screen's business: the title and the breadcrumb search engines read keep the word whole.
  expect(await page.title()).toMatch(/^Nutzungsbedingungen \| /);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    '"name":"Nutzungsbedingungen"',
  );
});
