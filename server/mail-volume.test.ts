import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
import { startSmtpServer } from "#tests/helpers/smtp-server";
import { sendDueMail, smtpConnections, smtpTransport, startOutboxWorker } from "~/features/mail/mailer.server";
import { queueMail } from "~/features/mail/outbox.server";
import { setupMailTests, testMessage } from "./mail.test-setup";

// Mail at volume (issue 35): the outbox goes out over a few SMTP connections kept open, not one per message.
const { db } = setupMailTests();
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
