// Screenshots of pages at phone and desktop width, for looking at what we build.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir] path1 path2 ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
};
for (const path of paths.length ? paths : ["/pt/"]) {
  for (const [name, options] of Object.entries(sizes)) {
    const page = await browser.newPage(options);
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/\W+/g, "_") || "root"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
