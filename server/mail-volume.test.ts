import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
import { startSmtpServer } from "#tests/helpers/smtp-server";
import { sendDueMail, smtpConnections, smtpTransport, startOutboxWorker } from "~/features/mail/mailer.server";
import { queueMail } from "~/features/mail/outbox.server";
import { setupMailTests, testMessage } from "./mail.test-setup";

// Mail at volume (issue 35): the outbox goes out over a few SMTP connections kept open, not one per message.
const { db, send } = setupMailTests();
const from = "Zero's Garage <ola@garage.example>";

const statuses = async () =>
  Object.fromEntries(
    (
      await db()
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status)
    ).map((row) => [row.status, row.n]),
  );

describe("mail at volume", () => {
  it("sends 300 messages over a few reused connections, each exactly once", async () => {
    const smtp = await startSmtpServer();
    try {
      const queued = await queueMail(
        db(),
        Array.from({ length: 300 }, (_, i) => testMessage(`many-${i}@example.com`)),
      );
      expect(await sendDueMail(db(), smtpTransport(smtp.url), from)).toEqual({ sent: 300, failed: 0 });
      // Each connection carries up to 100 messages: one per message would be 300.
      expect(smtp.connections()).toBeGreaterThanOrEqual(smtpConnections);
      expect(smtp.connections()).toBeLessThanOrEqual(2 * smtpConnections);
      const ids = smtp.messages.map((m) => Number(/^<outbox-(\d+)\./.exec(m.messageId!)![1]));
      expect(ids).toHaveLength(300);
      expect(ids.sort((a, b) => a - b)).toEqual(queued.map((row) => row.id));
      expect(await statuses()).toEqual({ sent: 300 });
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it("keeps the worker's connections open from one round to the next, and closes them when it stops", async () => {
    const smtp = await startSmtpServer();
    const worker = startOutboxWorker({
      db: db(),
      transport: smtpTransport(smtp.url),
      mailFrom: from,
      intervalMs: 60_000,
    });
    try {
      for (const round of [1, 2, 3]) {
        await queueMail(db(), [testMessage(`round-${round}@example.com`)]);
        worker.wake();
        await expect.poll(() => smtp.to(`round-${round}@example.com`).length, { timeout: 10_000 }).toBe(1);
      }
      expect(smtp.connections()).toBe(1);
    } finally {
      await worker.stop();
    }
    // Stopped, the worker leaves no connection behind: the server closes at once (it waits for open ones).
    const closed = Date.now();
    await smtp.close();
    expect(Date.now() - closed).toBeLessThan(1000);
  }, 30_000);
});

interface OutboxPage {
  messages: { id: number; recipient: string; status: string; kind: string; nextAttemptAt: string }[];
  page: { number: number; size: number; total: number; pages: number };
}

describe("the Mail screen's list at volume", () => {
  it("answers pages of 50, failed first, narrowed by status, kind and recipient; a bad filter is a 400", async () => {
    await queueMail(db(), [
      ...Array.from({ length: 120 }, (_, i) => testMessage(`list-${i}@example.com`)),
      { ...testMessage("digest-reader@example.com"), kind: "digest" as const },
    ]);
    const [failed] = await queueMail(db(), [testMessage("bounced_100%@example.com")]);
    await db()
      .update(mailOutbox)
      .set({ status: "failed", lastError: "The mail server refused the recipient: 550." })
      .where(eq(mailOutbox.id, failed!.id));

    const first = await send<OutboxPage>("GET", "/api/admin/mail");
    expect(first.status).toBe(200);
    expect(first.body.messages).toHaveLength(50);
    expect(first.body.messages[0]).toMatchObject({ id: failed!.id, status: "failed" });
    expect(first.body.page.size).toBe(50);
    const last = await send<OutboxPage>("GET", `/api/admin/mail?page=${first.body.page.pages}`);
    expect(last.body.messages.length).toBeLessThanOrEqual(50);
    expect(last.body.messages.length).toBe(first.body.page.total - 50 * (first.body.page.pages - 1));

    const failedOnly = await send<OutboxPage>("GET", "/api/admin/mail?status=failed");
    expect(failedOnly.body.messages.map((m) => m.id)).toEqual([failed!.id]);
    const digests = await send<OutboxPage>("GET", "/api/admin/mail?kind=digest");
    expect(digests.body.messages.map((m) => m.recipient)).toEqual(["digest-reader@example.com"]);
    // A part of the address; % and _ are letters here, not patterns.
    const found = await send<OutboxPage>("GET", "/api/admin/mail?recipient=LIST-11");
    expect(found.body.messages.map((m) => m.recipient).sort()).toEqual(
      ["list-11@example.com", ...Array.from({ length: 10 }, (_, i) => `list-11${i}@example.com`)].sort(),
    );
    expect((await send<OutboxPage>("GET", "/api/admin/mail?recipient=_100%25")).body.page.total).toBe(1);

    for (const bad of ["status=lost", "kind=spam", "page=0", "page=two"]) {
      const refused = await send<{ error: string }>("GET", `/api/admin/mail?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error).toBeTruthy();
    }
  });
});
