import { expect, test as setup } from "@playwright/test";
import { adminPassword, adminSessionFile } from "./admin-helpers";

/** Logs in once through the API; tests whose subject is not the login reuse this session (`logIn`). */
setup("log in through the API and keep the session", async ({ request, baseURL }) => {
  const response = await request.post("/api/admin/login", {
    headers: { Origin: baseURL! },
    data: { password: adminPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  await request.storageState({ path: adminSessionFile });
});
