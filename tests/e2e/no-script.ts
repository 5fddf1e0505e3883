import type { Browser } from "@playwright/test";
import { serverURL } from "./worker-server";

/** A page with JavaScript off, at phone size on the phone project, as its own visitor address. */
export async function noScriptPage(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: serverURL,
    ...(isMobile ? { viewport: { width: 390, height: 844 } } : {}),
  });
  // Each test its own visitor address, as the fixtures do for scripted pages.
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
  });
  return { context, page: await context.newPage() };
}
