import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { mailOutbox, mailSuppressions, newsletterSubscribers, visorRequests } from "#db/schema";
import { adminCookie, adminJsonClient } from "#tests/helpers/admin";
import { createTestDatabase } from "#tests/helpers/database";
import { createAppWithPages } from "#tests/helpers/pages";
import { rawHeader, setupSmtpServer, startSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { sendDueMail, smtpTransport, startOutboxWorker } from "~/features/mail/mailer.server";
import { maxAttempts, queueMail } from "~/features/mail/outbox.server";
import { deleteExpiredVisorRequests } from "~/features/catalog/visor-notices.server";
import type { VisorRequestRow } from "~/features/visor-requests/visor-requests-admin.server";
import {
  deleteUnconfirmedSubscribers,
  suppressionHash,
  unsubscribeFromNewsletter,
} from "~/features/newsletter/newsletter.server";

/** Mail through a real SMTP server started here (smtp-server), read back with mailparser. */
const origin = "https://garage.example";
const t = setupTestApp({ publicOrigin: origin });
const send = adminJsonClient(t);
const cookieOf = () => adminCookie(t.request);
const db = () => t.database.db;
const { smtp, deliver } = setupSmtpServer(db);

/** How many notices a product's publishing or fits queued. */
const noticesOf = async (productId: number) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.productId, productId))).length;

async function ask(email: string, helmetBrand: string, helmetModel: string, locale: string) {
  await db().insert(visorRequests).values({ email, helmetBrand, helmetModel, locale, sourceType: "finder" });
}

/** A new helmet model and a published visor that fits it, through the admin API as the curator does it. */
async function publishVisorFor(brandSlug: string, modelName: string, name: string) {
  const models = await send<{ id: number; slug: string; models: { id: number; name: string }[] }[]>(
    "GET",
    "/api/admin/helmet-models",
  );
  const brand = models.body.find((b) => b.slug === brandSlug)!;
  let modelId = brand.models.find((m) => m.name === modelName)?.id;
  if (!modelId) {
    const created = await send<{ id: number }>("POST", "/api/admin/helmet-models", {
      brandId: brand.id,
      name: modelName,
    });
    modelId = created.body.id;
  }
  const product = await send<{ id: number }>("POST", "/api/admin/products", {
    name,
    type: "visor",
    price: "39.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_test",
    specifications: { material: "Policarbonato" },
    fits: [{ helmetModelId: modelId }],
    visor: { makerKind: "aftermarket", tint: "smoke", lightTransmission: 50 },
  });
  expect(product.status).toBe(201);
  const id = product.body.id;
  expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" })).status).toBe(200);
  const published = await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
  expect(published.status).toBe(200);
  return { id, modelId, notified: await noticesOf(id) };
}

describe("visor-available notices", () => {
  it("tell each rider who asked for that helmet once, in their language, with a one-click way to stop", async () => {
    await ask("rider.de@example.com", "AGV", "K7", "de");
    await ask("rider.pt@example.com", "agv", "k-7", "pt");
    await ask("other@example.com", "Shoei", "X-99", "en");
    const { id, modelId, notified } = await publishVisorFor("agv", "K7", "Viseira AGV K7 fumada");
    expect(notified).toBe(2);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });

    const [german] = smtp.to("rider.de@example.com");
    expect(german!.subject).toBe("Ein Visier für deinen AGV K7 ist da");
    expect(german!.headers.get("content-language")).toBe("de");
    expect(german!.text).toContain("39,90");
    expect(german!.html).toContain(`${origin}/de/produkt/`);
    expect(german!.html).toMatch(new RegExp(`<img[^>]+src="${origin}/media/[0-9a-f]+/480\\.png"|Viseira`));
    const stop = String(rawHeader(german!, "list-unsubscribe"));
    expect(stop).toMatch(new RegExp(`^<${origin}/de/unsubscribe\\?request=[0-9a-f]{32}>$`));
    expect(rawHeader(german!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const [portuguese] = smtp.to("rider.pt@example.com");
    expect(portuguese!.subject).toBe("Já há uma viseira para o teu AGV K7");
    expect(portuguese!.html).toContain(`${origin}/pt/produto/viseira-agv-k7-fumada`);
    expect(smtp.to("other@example.com")).toHaveLength(0);

    // The admin sees who was told, when, of which visor, and that the message went out.
    const requests = await send<VisorRequestRow[]>("GET", "/api/admin/visor-requests");
    const row = requests.body.find((r) => r.email === "rider.de@example.com")!;
    expect(row.status).toBe("notified");
    expect(row.notified).toMatchObject({ productId: id, product: "Viseira AGV K7 fumada", mail: "sent" });
    expect(requests.body.find((r) => r.email === "other@example.com")!.status).toBe("pending");

    // Never twice: the same visor published again, or another fit saved, sends nothing new.
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready", confirm: true });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    const again = await publishVisorFor("agv", "K7", "Viseira AGV K7 transparente");
    expect(again.notified).toBe(0);
    expect(again.modelId).toBe(modelId);
    await deliver();
    expect(smtp.to("rider.de@example.com")).toHaveLength(1);
  });

  it("answer a published visor that gains a fit for a helmet someone asked for", async () => {
    await ask("k1s@example.com", "AGV", "K1S", "fr");
    const { id } = await publishVisorFor("agv", "K7", "Viseira AGV K7 iridium");
    const product = await send<{ fits: { helmetModelId: number }[] }>("GET", `/api/admin/products/${id}`);
    const k1s = (
      await send<{ slug: string; models: { id: number; slug: string }[] }[]>("GET", "/api/admin/helmet-models")
    ).body
      .find((b) => b.slug === "agv")!
      .models.find((m) => m.slug === "k1s")!;
    const saved = await send("PUT", `/api/admin/products/${id}`, {
      name: "Viseira AGV K7 iridium",
      type: "visor",
      price: "39.90",
      fits: [...product.body.fits.map((f) => ({ helmetModelId: f.helmetModelId })), { helmetModelId: k1s.id }],
    });
    expect(saved.status).toBe(200);
    expect(await noticesOf(id)).toBe(1);
    await deliver();
    const [french] = smtp.to("k1s@example.com");
    expect(french!.subject).toBe("Un écran pour votre AGV K1S est arrivé");
    expect(french!.headers.get("content-language")).toBe("fr");
  });

  it("stop with one click: the mail client's RFC 8058 POST forgets the request and its address", async () => {
    const site = await createAppWithPages(t.database);
    try {
      const [message] = smtp.to("rider.pt@example.com");
      const stopUrl = new URL(String(rawHeader(message!, "list-unsubscribe")).slice(1, -1));
      const page = await site.app.request(stopUrl.pathname + stopUrl.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Esquecer o meu pedido");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      // A GET (a mail scanner following the link) forgets nothing.
      expect(
        await db().select().from(visorRequests).where(eq(visorRequests.email, "rider.pt@example.com")),
      ).toHaveLength(1);
      const oneClick = await site.app.request(stopUrl.pathname + stopUrl.search, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(
        await db().select().from(visorRequests).where(eq(visorRequests.email, "rider.pt@example.com")),
      ).toHaveLength(0);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "rider.pt@example.com"))).toHaveLength(
        0,
      );
      const twice = await site.app.request(stopUrl.pathname + stopUrl.search, { method: "POST", body: new FormData() });
      expect(twice.status).toBe(400);
    } finally {
      await site.close();
    }
  }, 120_000);
});

const testMessage = (recipient: string) => ({
  kind: "test" as const,
  recipient,
  language: "en",
  subject: `Test for ${recipient}`,
  html: "<p>Hello</p>",
  text: "Hello",
});

describe("the outbox", () => {
  it("keeps a message while the SMTP server is down and delivers it once it is back", async () => {
    const down = await startSmtpServer();
    const url = down.url;
    await down.close();
    await queueMail(db(), [testMessage("later@example.com")]);
    expect(await sendDueMail(db(), smtpTransport(url))).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "later@example.com"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    // The first retry comes within a minute; nothing is sent before it is due.
    const delay = (waiting!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(20);
    expect(delay).toBeLessThanOrEqual(60);

    const back = await startSmtpServer({ port: down.port });
    try {
      expect(await sendDueMail(db(), smtpTransport(back.url))).toEqual({ sent: 0, failed: 0 });
      await db()
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, waiting!.id));
      expect(await sendDueMail(db(), smtpTransport(back.url))).toEqual({ sent: 1, failed: 0 });
      expect(back.to("later@example.com")).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("fails a message for good after its last try, and sends it again on request", async () => {
    const down = await startSmtpServer();
    await down.close();
    const [row] = await queueMail(db(), [testMessage("never@example.com")]);
    for (let i = 0; i < maxAttempts; i++) {
      await db()
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, row!.id));
      await sendDueMail(db(), smtpTransport(down.url));
    }
    const [failed] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: maxAttempts });
    const retried = await send("POST", `/api/admin/mail/${row!.id}/retry`);
    expect(retried.status).toBe(200);
    await sendDueMail(db(), smtpTransport(smtp.url));
    expect(smtp.to("never@example.com")).toHaveLength(1);
    expect((await send("POST", "/api/admin/mail/99999/retry")).status).toBe(404);
  });

  it("lets the worker send as soon as it is woken", async () => {
    const worker = startOutboxWorker({ db: db(), transport: smtpTransport(smtp.url), intervalMs: 60_000 });
    try {
      await queueMail(db(), [testMessage("woken@example.com")]);
      worker.wake();
      await expect.poll(() => smtp.to("woken@example.com").length, { timeout: 5000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe("two server instances on one database", () => {
  it("send 50 queued messages exactly once between them", async () => {
    const first = await createTestDatabase();
    // On PostgreSQL a second connection is another instance; the embedded database has one connection.
    const second = first.url ? await openDatabase({ url: first.url }) : first;
    try {
      await queueMail(
        first.db,
        Array.from({ length: 50 }, (_, i) => testMessage(`pair-${i}@example.com`)),
      );
      const [a, b] = await Promise.all([
        sendDueMail(first.db, smtpTransport(smtp.url)),
        sendDueMail(second.db, smtpTransport(smtp.url)),
      ]);
      expect(a.sent + b.sent).toBe(50);
      const arrived = smtp.messages.filter((m) => m.subject?.startsWith("Test for pair-"));
      expect(arrived).toHaveLength(50);
      expect(new Set(arrived.map((m) => m.subject)).size).toBe(50);
      const [{ sent }] = (await first.db
        .select({ sent: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "sent"), sql`${mailOutbox.recipient} like 'pair-%'`))) as [{ sent: number }];
      expect(sent).toBe(50);
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  }, 60_000);
});

describe("retention of visor requests", () => {
  it("deletes answered requests 90 days after their notice and unanswered ones after two years, with their messages", async () => {
    const rows = await db()
      .insert(visorRequests)
      .values([
        {
          email: "told-long-ago@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          status: "notified",
          notifiedAt: sql`now() - interval '91 days'`,
        },
        {
          email: "told-lately@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          status: "notified",
          notifiedAt: sql`now() - interval '10 days'`,
        },
        {
          email: "asked-long-ago@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          requestedAt: sql`now() - interval '2 years 1 day'`,
        },
        { email: "asked-lately@example.com", helmetBrand: "AGV", helmetModel: "K1", sourceType: "finder" },
      ])
      .returning({ id: visorRequests.id });
    await queueMail(db(), [{ ...testMessage("told-long-ago@example.com"), visorRequestId: rows[0]!.id }]);
    expect(await deleteExpiredVisorRequests(db())).toBe(2);
    const left = (await db().select({ email: visorRequests.email }).from(visorRequests)).map((r) => r.email);
    expect(left).toEqual(expect.arrayContaining(["told-lately@example.com", "asked-lately@example.com"]));
    expect(left).not.toContain("told-long-ago@example.com");
    expect(left).not.toContain("asked-long-ago@example.com");
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "told-long-ago@example.com")),
    ).toHaveLength(0);
  });
});

describe("newsletter double opt-in", () => {
  it("confirms a subscriber through the page's button, never through the link alone", async () => {
    const site = await createAppWithPages(t.database);
    try {
      const subscribed = await t.request("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "Optin@Example.com", locale: "it", pageUrl: "/it/" }),
      });
      expect(subscribed.status).toBe(201);
      await deliver();
      const [message] = smtp.to("optin@example.com");
      expect(message!.subject).toBe("Conferma la tua iscrizione a Zero's Garage");
      expect(message!.headers.get("content-language")).toBe("it");
      const link = new URL(
        /href="([^"]+\/it\/confirm\?token=[^"]+)"/.exec(String(message!.html))![1]!.replace(/&amp;/g, "&"),
      );
      expect(link.origin).toBe(origin);

      const subscriber = async () =>
        (
          await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "optin@example.com"))
        )[0]!;
      // A mail scanner following the link confirms nothing.
      const page = await site.app.request(link.pathname + link.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Conferma l&#x27;iscrizione");
      // One visitor's link: no cache may keep it.
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(await subscriber()).toMatchObject({ isActive: false, confirmedAt: null });
      // The button does.
      const form = new URLSearchParams({ token: link.searchParams.get("token")! });
      const confirmed = await site.app.request(link.pathname + link.search, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      expect(confirmed.status).toBe(200);
      const row = await subscriber();
      expect(row).toMatchObject({ isActive: true, confirmToken: null, pageUrl: "/it/", locale: "it" });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(row.subscribedAt.getTime()).toBeLessThanOrEqual(row.confirmedAt!.getTime());
      // The same link again: already used.
      expect((await site.app.request(link.pathname + link.search, { method: "POST", body: form })).status).toBe(400);
    } finally {
      await site.close();
    }
  }, 120_000);

  it("deletes pending addresses that never confirmed after 30 days, and keeps the rest", async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        {
          email: "old-pending@example.com",
          unsubscribeToken: "old-pending-token-0000000000",
          isActive: false,
          confirmToken: "old-confirm-token-000000000000",
          subscribedAt: sql`now() - interval '31 days'`,
        },
        {
          email: "new-pending@example.com",
          unsubscribeToken: "new-pending-token-0000000000",
          isActive: false,
          confirmToken: "new-confirm-token-000000000000",
          subscribedAt: sql`now() - interval '29 days'`,
        },
        {
          email: "old-active@example.com",
          unsubscribeToken: "old-active-token-00000000000",
          isActive: true,
          confirmedAt: sql`now() - interval '40 days'`,
          subscribedAt: sql`now() - interval '40 days'`,
        },
      ]);
    expect(await deleteUnconfirmedSubscribers(db())).toBe(1);
    const left = (await db().select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map(
      (r) => r.email,
    );
    expect(left).toEqual(expect.arrayContaining(["new-pending@example.com", "old-active@example.com"]));
    expect(left).not.toContain("old-pending@example.com");
  });

  it("keeps erased and unsubscribed addresses away when an older backup is restored", async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        {
          email: "erase-me@example.com",
          unsubscribeToken: "erase-me-token-000000000000",
          isActive: true,
          confirmedAt: new Date(),
        },
        {
          email: "leave-me@example.com",
          unsubscribeToken: "leave-me-token-000000000000",
          isActive: true,
          confirmedAt: new Date(),
        },
      ]);
    const backup = await (await t.request("/api/admin/backup", { headers: { Cookie: await cookieOf() } })).json();
    const [erase] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "erase-me@example.com"));
    expect((await send("DELETE", `/api/admin/newsletters/${erase!.id}`)).status).toBe(200);
    expect(await unsubscribeFromNewsletter(db(), "leave-me-token-000000000000")).toBe(true);
    const suppressions = await db().select().from(mailSuppressions);
    expect(suppressions.map((s) => s.emailHash)).toEqual(
      expect.arrayContaining([suppressionHash("erase-me@example.com"), suppressionHash("leave-me@example.com")]),
    );
    expect(JSON.stringify(suppressions)).not.toContain("@");

    const restored = await send("POST", "/api/admin/backup/restore", backup);
    expect(restored.status).toBe(200);
    const after = await db().select().from(newsletterSubscribers);
    expect(after.find((r) => r.email === "erase-me@example.com")).toBeUndefined();
    expect(after.find((r) => r.email === "leave-me@example.com")).toMatchObject({ isActive: false });
  });
});
