import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The e2e server's admin password (tests/e2e/start-server.mjs). */
export const adminPassword = "e2e admin password";

/** The port of the fake AI provider the e2e server is told about (start-server.mjs). */
export const fakeAiPort = Number(process.env.E2E_PORT ?? 3199) - 1;

/** The session the "admin-session" project made once through the API (tests/e2e/admin-session.setup.ts). */
export const adminSessionFile = "test-results/admin-session.json";

/** Opens `target` logged in, with the stored session: for tests whose subject is not the login. */
export async function logIn(page: Page, target = "/admin") {
  const { cookies } = JSON.parse(readFileSync(adminSessionFile, "utf8")) as {
    cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
  };
  await page.context().addCookies(cookies);
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
