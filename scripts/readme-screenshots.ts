/**
 * `npm run screenshots`: builds, starts the site on a fresh demo database and takes the README's
 * pictures (home and product page, phone and desktop) into docs/screenshots/.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { runToCompletion, stopAllChildren } from "../bench/processes.ts";
import { dataPlaceOf, startStorefront } from "../bench/storefront.ts";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

const outDir = "docs/screenshots";
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 860 }, isMobile: false, deviceScaleFactor: 1 },
};

const workDir = await mkdtemp(path.join(tmpdir(), "storefront-shots-"));
try {
  const build = await runToCompletion("build", "npm", ["run", "build"], { timeoutMs: 300_000 });
  if (build.code !== 0) throw new Error(`Build failed:\n${build.output}`);
  const { origin } = await startStorefront(dataPlaceOf(workDir, "pglite"));
  const [product] = await (await fetch(`${origin}/api/products/featured?lang=pt`)).json();
  const pages = { home: "/pt/", product: `/pt/produto/${product.slug}` };
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const [pageName, pagePath] of Object.entries(pages)) {
    for (const [deviceName, options] of Object.entries(devices)) {
      const page = await browser.newPage(options);
      await page.goto(origin + pagePath, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${pageName}-${deviceName}.webp`);
      await sharp(await page.screenshot())
        .webp({ quality: 78 })
        .toFile(file);
      console.log(file);
      await page.close();
    }
  }
  await browser.close();
} finally {
  await stopAllChildren();
  await rm(workDir, { recursive: true, force: true });
}
