import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 31 item 3, the curator's morning: the dashboard opens with what needs them today; one item (a product
 * ready to publish) leads to where it is fixed, the curator fixes it there, and back on the dashboard it is gone.
 */
type Inbox = { items: { kind: string; count: number; href: string; detail: string }[] };

test("an inbox item leads to where it is fixed, and is gone once it is", async ({ page, checkA11y }) => {
  await logIn(page, "/admin/dashboard");
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin };
  const readyNow = async () =>
    ((await (await page.request.get("/api/admin/inbox")).json()) as Inbox).items.find((i) => i.kind === "drafts-ready")
      ?.count ?? 0;
  const before = await readyNow();
  const name = `Viseira do inbox ${Date.now()}`;
  const created = await page.request.post("/api/admin/products", {
    headers,
    data: { name, type: "visor", price: "29.90", description: "Viseira de teste, fumada.", buttonText: "Ver na loja" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const ready = await page.request.patch(`/api/admin/products/${id}/status`, {
    headers,
    data: { status: "ready", confirm: true },
  });
  expect(ready.status(), await ready.text()).toBe(200);

  try {
    await page.goto("/admin/dashboard");
    const inbox = page.getByRole("list", { name: "Needs you today" });
    // Most money at stake first: the demo's price change waiting for the curator comes before drafts.
    await expect(inbox.getByRole("listitem").first()).toBeVisible();
    const sentence =
      before + 1 === 1 ? "1 product is ready to publish." : `${before + 1} products are ready to publish.`;
    const item = inbox.getByRole("link", { name: sentence });
    await expect(item).toBeVisible();
    await expect(inbox.getByRole("listitem").filter({ has: page.getByRole("link", { name: sentence }) })).toContainText(
      "In Product lifecycle",
    );
    // Every card has its live figure, the Link health card tells unchecked links apart.
    await expect(page.getByRole("article").filter({ has: page.getByRole("link", { name: "Mail" }) })).toContainText(
      "waiting",
    );
    await expect(
      page.getByRole("article").filter({ has: page.getByRole("link", { name: "Link health" }) }),
    ).toContainText(/not checked yet|working/);
    await checkA11y();

    await item.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product lifecycle");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: `Publish ${name}` }).click();
    // Published without pictures or translations: the curator's yes.
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

    await page.getByRole("link", { name: "← Back to the dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(inbox.getByRole("link", { name: sentence })).toHaveCount(0);
    if (before === 0) await expect(inbox.getByRole("link", { name: /ready to publish/ })).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/admin/products/${id}`, { headers });
    await page.request.delete(`/api/admin/products/${id}/permanent`, { headers });
  }
});

test("the curator sets the digest on the Mail screen, which the inbox leads to while mail is off", async ({
  page,
  checkA11y,
}) => {
  await logIn(page, "/admin/dashboard");
  const origin = new URL(page.url()).origin;
  try {
    await page.getByRole("link", { name: /^Mail is not sent: SMTP_URL is not set/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mail");
    await page.waitForSelector("html[data-hydrated]");
    const form = page.getByRole("form", { name: "Digest settings" });
    await expect(form.getByLabel("Send to")).toHaveAttribute("placeholder", "ola@zerosgarage.pt");
    await form.getByLabel("How often").selectOption("daily");
    await form.getByLabel("Send to").fill("not an address");
    await form.getByRole("button", { name: "Save digest settings" }).click();
    await expect(form.getByText("Invalid email")).toBeVisible();
    await form.getByLabel("Send to").fill("curator@example.com");
    await form.getByLabel("Language").selectOption("en");
    await form.getByRole("button", { name: "Save digest settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Digest settings saved" })).toBeVisible();
    await checkA11y();
    await page.reload();
    await expect(form.getByLabel("How often")).toHaveValue("daily");
    await expect(form.getByLabel("Send to")).toHaveValue("curator@example.com");
    await expect(form.getByLabel("Language")).toHaveValue("en");
  } finally {
    await page.request.put("/api/admin/mail/digest", {
      headers: { Origin: origin },
      data: { frequency: "weekly", recipient: "", language: "pt" },
    });
  }
});
