import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/client.server";
import { mailOutbox, mailWorkers } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/database";
import { createAppWithPages } from "#tests/helpers/pages";
import { startSmtpServer } from "#tests/helpers/smtp-server";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import {
  sendDueMail,
  smtpConnections,
  smtpTransport,
  startOutboxWorker,
  type MailTransport,
} from "~/features/mail/mailer.server";
import { claimNextMessage, markFailedAttempt, queueMail } from "~/features/mail/outbox.server";
import { setupMailTests, testMessage } from "./mail.test-setup";

// Two server instances sharing the outbox with a slow SMTP server, one of them killed mid-batch, and what
// the Mail screen's API says about the messages waiting for another try.
const { t, send, db } = setupMailTests();

/** One database opened by two instances (on PostgreSQL two connections; PGlite has one). */
async function twoInstances() {
  const first = await createTestDatabase();
  const second = first.url ? await openDatabase({ url: first.url }) : first;
  return {
    first,
    second,
    close: async () => {
      if (second !== first) await second.close();
      await first.close();
    },
  };
}

const from = "Zero's Garage <ola@garage.example>";
const sentCount = async (database: Database, prefix: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "sent"), sql`${mailOutbox.recipient} like ${`${prefix}%`}`))
  )[0]!.n;

describe("outbox workers on two instances", () => {
  it("send a slow batch exactly once although the batch outlasts a claim", async () => {
    // Each answer takes 1 s, a claim 2 s: ten messages claimed at once would expire before most are sent.
    const slow = await startSmtpServer({ answerDelayMs: 1000 });
    const instances = await twoInstances();
    const workers = [instances.first, instances.second].map((database) =>
      startOutboxWorker({
        db: database.db,
        transport: smtpTransport(slow.url),
        mailFrom: from,
        intervalMs: 200,
        timings: { claimSeconds: 2 },
      }),
    );
    try {
      await queueMail(
        instances.first.db,
        Array.from({ length: 10 }, (_, i) => testMessage(`slow-${i}@example.com`)),
      );
      await expect.poll(() => sentCount(instances.first, "slow-"), { timeout: 30_000, interval: 200 }).toBe(10);
      await Promise.all(workers.map((worker) => worker.stop()));
      const subjects = slow.messages.map((m) => m.subject);
      expect(subjects).toHaveLength(10);
      expect(new Set(subjects).size).toBe(10);
      // Both stopped cleanly and left: no heartbeat row stays behind.
      expect(await instances.first.db.select().from(mailWorkers)).toEqual([]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await instances.close();
      await slow.close();
    }
  }, 60_000);

  it("release what a killed worker held at the next worker's start, and send the rest once", async () => {
    const smtp = await startSmtpServer();
    const instances = await twoInstances();
    const real = smtpTransport(smtp.url);
    // The first instance sends three messages, then is killed (kill -9) while sending the next ones (one on
    // each of its lanes): those sends never return and its heartbeat stops.
    let sends = 0;
    const dying: MailTransport = {
      send: (message, from) => (++sends <= 3 ? real.send(message, from) : new Promise(() => {})),
      close: () => {},
    };
    const queued = await queueMail(
      instances.first.db,
      Array.from({ length: 10 }, (_, i) => testMessage(`killed-${i}@example.com`)),
    );
    const killed = startOutboxWorker({
      db: instances.first.db,
      transport: dying,
      mailFrom: from,
      intervalMs: 60_000,
      timings: { heartbeatSeconds: 3600 },
    });
    let next: ReturnType<typeof startOutboxWorker> | undefined;
    try {
      await expect.poll(() => sends, { timeout: 10_000 }).toBe(3 + smtpConnections);
      expect(await sentCount(instances.first, "killed-")).toBe(3);
      // Its heartbeat goes stale, as after a kill -9 (a worker not seen for 30 s is gone).
      await instances.first.db
        .update(mailWorkers)
        .set({ lastSeenAt: sql`now() - interval '1 minute'` })
        .where(eq(mailWorkers.id, killed.id));

      const started = Date.now();
      next = startOutboxWorker({
        db: instances.second.db,
        transport: smtpTransport(smtp.url),
        mailFrom: from,
        intervalMs: 60_000,
      });
      await expect.poll(() => sentCount(instances.first, "killed-"), { timeout: 15_000, interval: 100 }).toBe(10);
      expect(Date.now() - started).toBeLessThan(10_000);
      // Every message once: the three marked sent were not sent again, the ones held were released.
      const arrived = smtp.messages.filter((m) => m.subject?.startsWith("Test for killed-"));
      expect(arrived).toHaveLength(10);
      expect(new Set(arrived.map((m) => m.subject)).size).toBe(10);
      // Each row's Message-ID, the same on every try, lets a receiver recognise a message sent twice.
      for (const m of arrived) expect(m.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@garage\.example>$/);
      const rowIds = arrived.map((m) => Number(/^<outbox-(\d+)\./.exec(m.messageId!)![1]));
      expect(rowIds.sort((a, b) => a - b)).toEqual(queued.map((row) => row.id));
    } finally {
      await next?.stop();
      real.close();
      await instances.close();
      await smtp.close();
    }
  }, 60_000);
});

describe("the Mail screen's API", () => {
  it("says which messages wait for another try, after how many tries, why and until when", async () => {
    const down = await startSmtpServer();
    await down.close();
    const [row] = await queueMail(db(), [testMessage("retry-me@example.com")]);
    await sendDueMail(db(), smtpTransport(down.url), from);

    const { status, body } = await send<{
      retrying: {
        count: number;
        maxAttempts: number;
        messages: { id: number; attempts: number; lastError: string; nextAttemptAt: string; sendingNow: boolean }[];
      };
    }>("GET", "/api/admin/mail");
    expect(status).toBe(200);
    expect(body.retrying).toMatchObject({ count: 1, maxAttempts: 6 });
    const [waiting] = body.retrying.messages;
    expect(waiting).toMatchObject({ id: row!.id, attempts: 1, sendingNow: false });
    // A sentence for the curator, with the server's own words, not a stack.
    expect(waiting!.lastError).toMatch(/^The connection to the mail server failed: connect ECONNREFUSED .*\.$/);
    expect(waiting!.lastError).not.toMatch(/\n|at .*\(/);
    const inSeconds = (Date.parse(waiting!.nextAttemptAt) - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(20);
    expect(inSeconds).toBeLessThanOrEqual(30);

    // The Mail screen says it in words.
    const site = await createAppWithPages(t.database);
    try {
      const cookie = `${sessionCookie}=${(await createSession(db(), null)).token}`;
      const page = await site.app.request("/admin/dashboard/mail", { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      const text = (await page.text()).replace(/<!-- -->/g, "");
      expect(text).toContain("1 message waiting for another try");
      expect(text).toMatch(/Tried 1 of 6 times; next try \d+ \w+ \d{4}, \d\d:\d\d\./);
      expect(text).toContain(waiting!.lastError);
    } finally {
      await site.close();
    }
  }, 60_000);

  it("sends again with a fresh count and no old error, without freeing a message being sent", async () => {
    const [row] = await queueMail(db(), [testMessage("again@example.com")]);
    const claimed = await claimNextMessage(db(), "someone-sending", 120);
    expect(claimed?.id).toBe(row!.id);
    await markFailedAttempt(db(), claimed!, "The mail server did not answer in time: timeout.");
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, row!.id));
    // Its second try is on its way when the curator presses "send again": no other worker may take it.
    expect((await claimNextMessage(db(), "someone-sending", 120))?.id).toBe(row!.id);
    expect((await send("POST", `/api/admin/mail/${row!.id}/retry`)).status).toBe(200);
    expect(await claimNextMessage(db(), "someone-else", 120)).toBeUndefined();
    const { body } = await send<{ retrying: { messages: { id: number }[] } }>("GET", "/api/admin/mail");
    expect(body.retrying.messages.map((m) => m.id)).not.toContain(row!.id);
  });
});
