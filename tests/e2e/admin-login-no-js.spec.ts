import { adminPassword } from "./admin-helpers";
import { expect, serverTest as test } from "./fixtures";

// The login before (or without) its script: the form itself must log in, by POST.
test.use({ javaScriptEnabled: false });

test("the login form works without JavaScript and never puts the password in the address", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.251" });
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));

  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fproducts/);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid password")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const carriesPassword = (url: string) => {
    const query = new URL(url).searchParams;
    return query.has("password") || [...query.values()].some((v) => v === adminPassword || v === "not the password");
  };
  expect(addresses.filter(carriesPassword)).toEqual([]);
});
