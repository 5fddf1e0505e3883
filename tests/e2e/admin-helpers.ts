import type { Page } from "@playwright/test";
import { adminSession, expect, holdRequest } from "./fixtures";
import { adminPassword } from "./worker-server";

export { adminPassword, fakeAiPort } from "./worker-server";

/** Opens `target` logged in, with the worker's stored session (tests/e2e/fixtures.ts): for tests whose subject is not the login. */
export async function logIn(page: Page, target = "/admin") {
  await page.context().addCookies(adminSession());
  await page.goto(target);
}

/** Logs in through the login form, as the curator does: for tests of the login and of logging out. */
export async function logInThroughForm(page: Page, target = "/admin") {
  await page.goto(target);
  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
}

/**
 * A published product with only its Portuguese original, made through the admin API of the logged-in page
 * (published with `confirm`: the curator's yes to going live without pictures and translations).
 */
export async function createPublishedProduct(page: Page, name: string, type = "visor") {
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin };
  const created = await page.request.post("/api/admin/products", {
    headers,
    data: { name, type, price: "39.90", description: "Viseira de teste, fumada.", buttonText: "Ver na loja" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const status of ["ready", "published"]) {
    const moved = await page.request.patch(`/api/admin/products/${id}/status`, {
      headers,
      data: { status, confirm: true },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return id;
}

/**
 * Holds the page's next data request (a React Router `*.data` revalidation) until `release()`: `requested`
 * settles when it is asked for. Lets a test see what the page shows while its data is on the way.
 */
export const holdPageData = (page: Page) => holdRequest(page, /\.data(\?|$)/);

/** Two frames later: whatever React was about to draw is drawn. */
export const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
