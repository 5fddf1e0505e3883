// Screenshots of pages at small phone (320), phone (390) and desktop (1366) width, for looking at what we build.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir] path1 path2 ...
// With ADMIN_PASSWORD set, each page is opened logged in (for admin screens); with SCRIPTS=off, JavaScript is off.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const sizes = {
  small: { viewport: { width: 320, height: 640 }, isMobile: true, deviceScaleFactor: 2 },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
};
for (const path of paths.length ? paths : ["/pt/"]) {
  for (const [name, options] of Object.entries(sizes)) {
    const page = await browser.newPage({ ...options, javaScriptEnabled: process.env.SCRIPTS !== "off" });
    if (process.env.ADMIN_PASSWORD) {
      const login = await page.request.post(`${base}/api/admin/login`, {
        headers: { Origin: base },
        data: { password: process.env.ADMIN_PASSWORD },
      });
      if (!login.ok()) throw new Error(`Admin login failed: ${login.status()}`);
    }
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll the page through once, as a reader would, so lazy pictures far below the fold load too.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += options.viewport.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    const file = `${outDir}/${path.replace(/\W+/g, "_") || "root"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
