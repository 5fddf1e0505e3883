// Screenshots of pages at phone and desktop width, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] path1 path2 ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const sizes = {
  phone: { width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 },
  desktop: { width: 1366, height: 900 },
};
for (const path of paths.length ? paths : ["/pt/"]) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({
      viewport,
      isMobile: viewport.isMobile,
      deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/\W+/g, "_") || "root"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
