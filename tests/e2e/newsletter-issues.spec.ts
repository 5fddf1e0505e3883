import { startFakeAiProvider } from "../helpers/fake-ai-provider";
import { fakeAiPort, logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** A rider subscribes in German and confirms through the page's button, as the confirmation message asks. */
async function confirmedSubscriber(page: import("@playwright/test").Page, email: string) {
  const origin = new URL(page.url()).origin;
  const subscribed = await page.request.post("/api/newsletter/subscribe", {
    headers: { Origin: origin },
    data: { email, locale: "de", pageUrl: "/de/" },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const outbox = (await (await page.request.get("/api/admin/mail")).json()) as {
    messages: { id: number; recipient: string; kind: string }[];
  };
  const message = outbox.messages.find((m) => m.recipient === email && m.kind === "newsletter-confirm")!;
  const { html } = (await (await page.request.get(`/api/admin/mail/${message.id}`)).json()) as { html: string };
  const link = /href="([^"]+\/de\/confirm\?token=[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
  const confirmPage = new URL(link).pathname + new URL(link).search;
  await page.goto(confirmPage);
  await page.getByRole("button", { name: /bestätigen/i }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("the curator writes an issue, picks a product, translates it, previews it in German, tests and sends it", async ({
  page,
}) => {
  const fake = await startFakeAiProvider({ port: fakeAiPort });
  try {
    await logIn(page);
    await confirmedSubscriber(page, "leser@example.de");
    await page.goto("/admin/dashboard/newsletter-issues");
    await page.getByRole("link", { name: "New issue" }).click();
    await page.getByLabel("Subject", { exact: true }).fill("Viseiras para a chuva");
    await page.getByLabel("Text", { exact: true }).fill("Olá!\n\nTestei estas durante o inverno.");
    await page.getByLabel("Add a published product").fill("visei");
    const found = page.getByRole("list", { name: "Found products" });
    await found.getByRole("button", { name: /^Add/ }).first().click();
    await expect(page.getByRole("list", { name: "Picked products" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(page).toHaveURL(/\?id=\d+/);
    await expect(page.getByRole("navigation", { name: "Issues" }).getByText("Viseiras para a chuva")).toBeVisible();

    await page.getByRole("button", { name: "Translate the 5 missing with AI" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Translated" })).toBeVisible();
    const german = page.locator("details").filter({ hasText: "German" });
    await expect(german.getByText("AI, to review")).toBeVisible();
    await expect(german.getByLabel("Subject (German)")).toHaveValue("Viseiras para a chuva [de]");

    await page.getByLabel("A subscriber in", { exact: true }).selectOption("de");
    const preview = page.frameLocator('iframe[title="Preview in German"]');
    await expect(preview.getByRole("heading", { name: "Viseiras para a chuva [de]" })).toBeVisible();
    await expect(preview.getByRole("link", { name: "Zum Produkt" })).toHaveAttribute("href", /\/de\//);

    await page.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Test queued" })).toBeVisible();

    // The German version is still the AI's: the question names it; "Review first" sends nothing and goes there.
    await page.getByRole("button", { name: "Send to 1 subscriber" }).click();
    const question = page.getByRole("dialog");
    await expect(question.getByRole("listitem")).toHaveText(["German: 1 subscriber"]);
    await question.getByRole("button", { name: "Review first" }).click();
    await expect(german.getByLabel("Subject (German)")).toBeFocused();
    await page.getByRole("button", { name: "Send to 1 subscriber" }).click();
    await question.getByRole("button", { name: "Send anyway" }).click();
    // No SMTP in the browser tests: the message waits in the outbox, and the screen says so.
    await expect(page.getByRole("status").filter({ hasText: "1 waiting" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create issue" })).toHaveCount(0);
    const outbox = (await (await page.request.get("/api/admin/mail")).json()) as {
      messages: { recipient: string; kind: string; language: string; subject: string }[];
    };
    expect(outbox.messages.filter((m) => m.kind === "newsletter-issue")).toEqual([
      expect.objectContaining({ recipient: "leser@example.de", language: "de", subject: "Viseiras para a chuva [de]" }),
    ]);
  } finally {
    await fake.close();
  }
});
