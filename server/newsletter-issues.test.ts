import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterIssues, newsletterSubscribers } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { startFakeAiProvider, type FakeAiProvider } from "#tests/helpers/fake-ai-provider";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupSmtpServer, startSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import { sendDueMail, smtpTransport } from "~/features/mail/mailer.server";
import type { NewsletterIssueView } from "~/features/newsletter/newsletter-issues.server";

/** The curator's newsletter, from draft to inboxes: a real SMTP server (smtp-server) and a fake AI over HTTP. */
const origin = "https://garage.example";
let fake: FakeAiProvider;
beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake?.close());
const t = setupTestApp({ publicOrigin: origin, ai: () => ({ baseUrl: fake.baseUrl, model: fake.model }) });
const send = adminJsonClient(t);
const db = () => t.database.db;
const { smtp, deliver } = setupSmtpServer(db);

type Issue = NewsletterIssueView;

async function subscriber(email: string, locale: string, state: "active" | "pending" | "left" = "active") {
  const token = `${email.replace(/\W/g, "-")}-token-0000000000`.slice(0, 60);
  await db()
    .insert(newsletterSubscribers)
    .values({
      email,
      locale,
      unsubscribeToken: token,
      isActive: state === "active",
      confirmedAt: state === "active" ? new Date() : null,
      confirmToken: state === "pending" ? `${token}-confirm` : null,
    });
  return token;
}

/** A published product of the demo catalogue, with its Portuguese and German slugs. */
async function someProduct() {
  const list = await send<{ items: { id: number; slug: string }[] }>(
    "GET",
    "/api/admin/products?status=published&pageSize=5",
  );
  return list.body.items[0]!;
}

const countOfIssues = async () => (await db().select().from(newsletterIssues)).length;

describe("the curator's newsletter", () => {
  it("reaches every active subscriber once, in their language, with their own unsubscribe link", async () => {
    const tokens = {
      pt: await subscriber("rui@example.pt", "pt"),
      de: await subscriber("jonas@example.de", "de"),
      fr: await subscriber("claire@example.fr", "fr"),
      it: await subscriber("giulia@example.it", "it"),
    };
    await subscriber("pending@example.pt", "pt", "pending");
    await subscriber("left@example.pt", "pt", "left");
    const product = await someProduct();

    const created = await send<Issue>("POST", "/api/admin/newsletter-issues", {
      subject: "Viseiras novas para o inverno",
      body: "Olá!\n\nTestei esta viseira durante um mês de chuva.\nVejam em https://garage.example/pt/",
      productIds: [product.id],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // German and English by hand; Italian by the AI assistant; French has no version (English goes).
    const saved = await send<Issue>("PUT", `/api/admin/newsletter-issues/${id}`, {
      subject: "Viseiras novas para o inverno",
      body: created.body.body,
      productIds: [product.id],
      translations: {
        de: { subject: "Neue Visiere für den Winter", body: "Hallo!\n\nEinen Monat im Regen getestet." },
        en: { subject: "New visors for winter", body: "Hello!\n\nTested for a month of rain." },
      },
    });
    expect(saved.status).toBe(200);
    const translated = await send<Issue & { translated: string[] }>(
      "POST",
      `/api/admin/newsletter-issues/${id}/translate`,
      { languages: ["it"] },
    );
    expect(translated.status).toBe(200);
    expect(translated.body.translations.it).toMatchObject({
      subject: "Viseiras novas para o inverno [it]",
      source: "ai",
    });

    const before = await send<Issue>("GET", `/api/admin/newsletter-issues/${id}`);
    expect(before.body.audience).toEqual(
      expect.arrayContaining([
        { language: "fr", subscribers: 1, version: "en" },
        { language: "de", subscribers: 1, version: "de" },
        { language: "it", subscribers: 1, version: "it" },
      ]),
    );

    // The Italian version is still the AI's: the send waits for a yes, naming it, and queues nothing meanwhile.
    const unreviewed = await send("POST", `/api/admin/newsletter-issues/${id}/send`);
    expect(unreviewed).toEqual({
      status: 409,
      body: {
        error: "Some versions are still the AI's: review them first, or send anyway",
        needsConfirmation: true,
        problems: ["Italian: 1 subscriber would get it"],
      },
    });
    expect((await send<Issue>("GET", `/api/admin/newsletter-issues/${id}`)).body.status).toBe("draft");
    const sent = await send<{ queued: number }>("POST", `/api/admin/newsletter-issues/${id}/send`, { confirm: true });
    expect(sent.body).toEqual({ queued: 4 });
    // A second press (or another instance) finds it sent.
    const again = await send<{ error: string }>("POST", `/api/admin/newsletter-issues/${id}/send`);
    expect(again.status).toBe(409);
    const waiting = await send<Issue>("GET", `/api/admin/newsletter-issues/${id}`);
    expect(waiting.body).toMatchObject({ status: "sent", recipients: 4, counts: { sent: 0, waiting: 4, failed: 0 } });

    await deliver();
    const received = (address: string) => {
      const messages = smtp.to(address);
      expect(messages).toHaveLength(1);
      return messages[0]!;
    };
    const expectations: [string, keyof typeof tokens, string, string][] = [
      ["rui@example.pt", "pt", "pt", "Viseiras novas para o inverno"],
      ["jonas@example.de", "de", "de", "Neue Visiere für den Winter"],
      ["claire@example.fr", "fr", "en", "New visors for winter"],
      ["giulia@example.it", "it", "it", "Viseiras novas para o inverno [it]"],
    ];
    for (const [address, locale, language, subject] of expectations) {
      const mail: ParsedMail = received(address);
      expect(mail.subject).toBe(subject);
      expect(mail.headers.get("content-language")).toBe(language);
      const link = `${origin}/${language}/unsubscribe?token=${tokens[locale]}`;
      expect(mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toContain(`<${link}>`);
      expect(mail.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toContain(
        "List-Unsubscribe=One-Click",
      );
      expect(String(mail.html)).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      // The picked product as a card, linking to its page in the message's language.
      expect(String(mail.html)).toMatch(new RegExp(`href="${origin}/${language}/[^"]+"`));
      expect(String(mail.html)).toMatch(/\.png/);
    }
    // Nobody else: not the pending address, not the one that left.
    expect(smtp.to("pending@example.pt")).toHaveLength(0);
    expect(smtp.to("left@example.pt")).toHaveLength(0);
    const done = await send<Issue>("GET", `/api/admin/newsletter-issues/${id}`);
    expect(done.body.counts).toEqual({ sent: 4, waiting: 0, failed: 0 });
    const list = await send<Issue[]>("GET", "/api/admin/newsletter-issues");
    expect(list.body.find((i) => i.id === id)).toMatchObject({ status: "sent", counts: { sent: 4 } });

    // The unsubscribe header works with one click (RFC 8058), for that subscriber alone.
    const site = await createAppWithPages(t.database);
    try {
      const oneClick = await site.app.request(`/de/unsubscribe?token=${tokens.de}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
    } finally {
      await site.close();
    }
    const rows = await db().select().from(newsletterSubscribers);
    expect(rows.find((r) => r.email === "jonas@example.de")?.isActive).toBe(false);
    expect(rows.find((r) => r.email === "rui@example.pt")?.isActive).toBe(true);

    // A sent issue stays: it can be neither changed nor deleted.
    expect((await send("PUT", `/api/admin/newsletter-issues/${id}`, { subject: "x", body: "y" })).status).toBe(409);
    expect((await send("DELETE", `/api/admin/newsletter-issues/${id}`)).status).toBe(409);
  }, 60_000);

  it("keeps sending through a restart: what waits in the outbox goes out later, and a subscriber who left gets nothing", async () => {
    await subscriber("late-1@example.pt", "pt");
    await subscriber("late-2@example.pt", "en");
    const created = await send<Issue>("POST", "/api/admin/newsletter-issues", { subject: "Outra", body: "Texto" });
    const sent = await send<{ queued: number }>("POST", `/api/admin/newsletter-issues/${created.body.id}/send`);
    expect(sent.body.queued).toBeGreaterThanOrEqual(2);
    // The server "restarts" before sending anything; one subscriber unsubscribes meanwhile.
    const [late2] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "late-2@example.pt"));
    const site = await createAppWithPages(t.database);
    try {
      await site.app.request(`/en/unsubscribe?token=${late2!.unsubscribeToken}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    } finally {
      await site.close();
    }
    await deliver();
    expect(smtp.to("late-1@example.pt").filter((m) => m.subject === "Outra")).toHaveLength(1);
    expect(smtp.to("late-2@example.pt")).toHaveLength(0);
    const progress = await send<Issue>("GET", `/api/admin/newsletter-issues/${created.body.id}`);
    expect(progress.body.counts.waiting).toBe(0);
    expect(progress.body.counts.sent).toBe(sent.body.queued - 1);
  });

  it("sends a test to one address, previews each language, and refuses bad input without writing", async () => {
    const product = await someProduct();
    const created = await send<Issue>("POST", "/api/admin/newsletter-issues", {
      subject: "Rascunho",
      body: "Primeiro parágrafo.",
      productIds: [product.id],
      translations: { en: { subject: "Draft", body: "First paragraph." } },
    });
    const id = created.body.id;
    const test = await send("POST", `/api/admin/newsletter-issues/${id}/test`, {
      email: "Curator@Example.pt",
      language: "es",
    });
    expect(test.body).toEqual({ queued: 1, language: "en" });
    await deliver();
    // Marked in the curator's language (Portuguese until the curator chooses English), in the subscriber's language.
    expect(smtp.to("curator@example.pt").map((m) => m.subject)).toEqual(["[Teste] Draft"]);
    expect((await send<Issue>("GET", `/api/admin/newsletter-issues/${id}`)).body.status).toBe("draft");

    const preview = await send<{ language: string; subject: string; html: string }>(
      "GET",
      `/api/admin/newsletter-issues/${id}/preview?language=de`,
    );
    expect(preview.body).toMatchObject({ language: "en", subject: "Draft" });
    expect(preview.body.html).toContain("First paragraph.");
    expect(preview.body.html).not.toContain("unsubscribe.invalid");

    const issues = await countOfIssues();
    const refused: [string, string, unknown][] = [
      ["POST", "/api/admin/newsletter-issues", { subject: "", body: "x" }],
      ["POST", "/api/admin/newsletter-issues", { subject: "x", body: "y", productIds: [999_999] }],
      ["POST", "/api/admin/newsletter-issues", { subject: "x", body: "y", translations: { xx: {} } }],
      ["POST", "/api/admin/newsletter-issues", { subject: "x".repeat(201), body: "y" }],
      ["POST", `/api/admin/newsletter-issues/${id}/test`, { email: "not-an-address" }],
      ["GET", `/api/admin/newsletter-issues/${id}/preview?language=jp`, undefined],
      ["POST", `/api/admin/newsletter-issues/${id}/translate`, { languages: ["pt"] }],
    ];
    for (const [method, path, body] of refused) {
      const answer = await send<{ error: string }>(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
    expect(await countOfIssues()).toBe(issues);
    expect((await send("GET", "/api/admin/newsletter-issues/999999")).status).toBe(404);
    const tests = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "test"));
    expect(tests).toHaveLength(1);
    // A draft can be deleted.
    expect((await send("DELETE", `/api/admin/newsletter-issues/${id}`)).status).toBe(200);
    expect(await countOfIssues()).toBe(issues - 1);
  });

  it("translates with its own prompt from the AI prompts tool, and says why an unusable answer is refused", async () => {
    const prompts = await send<{ key: string; template: string }[]>("GET", "/api/admin/ai-prompts");
    expect(prompts.body.map((p) => p.key)).toContain("newsletter");
    const edited = await send("PUT", "/api/admin/ai-prompts/newsletter", {
      template: "Newsletter into {{targetLanguage}}, rider to rider.\nText:\n{{text}}",
    });
    expect(edited.status).toBe(200);
    const created = await send<Issue>("POST", "/api/admin/newsletter-issues", { subject: "Olá", body: "Boas curvas" });
    fake.requests.length = 0;
    const translated = await send<Issue & { translated: string[] }>(
      "POST",
      `/api/admin/newsletter-issues/${created.body.id}/translate`,
    );
    expect(translated.status).toBe(200);
    expect(translated.body.translated.sort()).toEqual(["de", "en", "es", "fr", "it"]);
    expect(translated.body.translations.fr).toEqual({ subject: "Olá [fr]", body: "Boas curvas [fr]", source: "ai" });
    expect(fake.requests[0]!.messages.at(-1)!.content).toContain("rider to rider");

    const original = fake.reply;
    fake.reply = () => ({ text: "" });
    try {
      const failed = await send<{ error: string }>(
        "POST",
        `/api/admin/newsletter-issues/${created.body.id}/translate`,
        { languages: ["de"] },
      );
      expect(failed.status).toBe(502);
      expect(failed.body.error).toMatch(/not usable/);
    } finally {
      fake.reply = original;
    }
    const kept = await send<Issue>("GET", `/api/admin/newsletter-issues/${created.body.id}`);
    expect(kept.body.translations.de?.subject).toBe("Olá [de]");
  });

  it("says how many of a sending issue's messages wait for another try, why, and when the next is", async () => {
    await subscriber("bounce@example.pt", "pt");
    const created = await send<Issue>("POST", "/api/admin/newsletter-issues", { subject: "Com erro", body: "Texto" });
    const sent = await send<{ queued: number }>("POST", `/api/admin/newsletter-issues/${created.body.id}/send`);
    const down = await startSmtpServer();
    await down.close();
    await sendDueMail(db(), smtpTransport(down.url), "Zero's Garage <ola@garage.example>");
    const { body } = await send<Issue>("GET", `/api/admin/newsletter-issues/${created.body.id}`);
    expect(body.counts).toEqual({ sent: 0, waiting: sent.body.queued, failed: 0 });
    expect(body.retry).toMatchObject({
      waiting: sent.body.queued,
      lastError: expect.stringMatching(/^The connection to the mail server failed: connect ECONNREFUSED .*\.$/),
    });
    const inSeconds = (Date.parse(body.retry.nextAt!) - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(20);
    expect(inSeconds).toBeLessThanOrEqual(30);
    const list = await send<Issue[]>("GET", "/api/admin/newsletter-issues");
    expect(list.body.find((i) => i.id === created.body.id)?.retry).toEqual(body.retry);

    // The issue's screen says it in words.
    const site = await createAppWithPages(t.database);
    try {
      const cookie = `${sessionCookie}=${(await createSession(db(), null)).token}`;
      const path = `/admin/dashboard/newsletter-issues?id=${created.body.id}`;
      const page = await site.app.request(path, { headers: { Cookie: cookie } });
      const text = (await page.text()).replace(/<!-- -->/g, "");
      expect(text).toMatch(
        new RegExp(
          `${sent.body.queued} of the waiting messages failed and will be tried again, the next \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d\\.`,
        ),
      );
      expect(text).toContain(`Latest error: ${body.retry.lastError}`);
    } finally {
      await site.close();
    }
  }, 60_000);
});
