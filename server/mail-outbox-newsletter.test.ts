import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { mailOutbox, mailSuppressions, newsletterSubscribers } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/database";
import { createAppWithPages } from "#tests/helpers/pages";
import { startSmtpServer } from "#tests/helpers/smtp-server";
import { sendDueMail, smtpTransport, startOutboxWorker } from "~/features/mail/mailer.server";
import { maxAttempts, queueMail } from "~/features/mail/outbox.server";
import {
  deleteUnconfirmedSubscribers,
  suppressionHash,
  unsubscribeFromNewsletter,
} from "~/features/newsletter/newsletter.server";
import { origin, setupMailTests, testMessage } from "./mail.test-setup";

// The outbox (retries, failures, the worker, two instances sharing it) and the newsletter's double opt-in.
const { t, send, cookieOf, db, smtp, deliver } = setupMailTests();

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
