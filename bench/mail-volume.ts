/**
 * Mail at volume (issue 35): on an in-memory PGlite and a real SMTP server on loopback (smtp-server), the time
 * to queue a newsletter issue to COUNT subscribers (1,000 by default) and the time to send them all, with the
 * number of SMTP connections the server saw. Run: `npx tsx bench/mail-volume.ts` (COUNT=… to change the size).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "#db/client.server";
import { mailOutbox, newsletterSubscribers } from "#db/schema";
import { sendDueMail, smtpTransport } from "~/features/mail/mailer.server";
import { createNewsletterIssue, sendNewsletterIssue } from "~/features/newsletter/newsletter-issues.server";
import { startSmtpServer } from "../tests/helpers/smtp-sink.ts";

const count = Number(process.env.COUNT ?? 1000);
const database = await openDatabase({});
const { db } = database;
const smtp = await startSmtpServer();

await db.insert(newsletterSubscribers).values(
  Array.from({ length: count }, (_, i) => ({
    email: `rider-${i}@example.com`,
    locale: ["pt", "en", "de", "fr", "it", "es"][i % 6]!,
    unsubscribeToken: `token-${i}-${"0".repeat(40)}`.slice(0, 60),
    isActive: true,
    confirmedAt: new Date(),
  })),
);
const issue = await createNewsletterIssue(db, {
  subject: "Viseiras novas para o inverno",
  body: "Olá!\n\nTestei esta viseira durante um mês de chuva.\n".repeat(20),
  productIds: [],
});

// How long PGlite is held: a probe query every 10 ms while the issue is queued, its longest wait.
let longestWait = 0;
let probing = true;
const probe = (async () => {
  while (probing) {
    const asked = performance.now();
    await db.execute(sql`select 1`);
    longestWait = Math.max(longestWait, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();
// And how long the event loop (every request of the process) was held at once.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let started = performance.now();
const { queued } = await sendNewsletterIssue(db, issue.id, "https://garage.example");
const queueMs = performance.now() - started;
probing = false;
loop.disable();
await probe;

const transport = smtpTransport(smtp.url);
started = performance.now();
const { sent, failed } = await sendDueMail(db, transport, "Zero's Garage <ola@garage.example>");
const sendMs = performance.now() - started;
transport.close();
const [markedRow] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(mailOutbox)
  .where(eq(mailOutbox.status, "sent"));

console.log(
  JSON.stringify(
    {
      messages: queued,
      queueMs: Math.round(queueMs),
      longestDatabaseWaitWhileQueueingMs: Math.round(longestWait),
      longestEventLoopDelayWhileQueueingMs: Math.round(loop.max / 1e6),
      sendMs: Math.round(sendMs),
      msPerMessage: +(sendMs / count).toFixed(1),
      sent,
      failed,
      markedSent: markedRow!.n,
      arrived: smtp.messages.length,
      distinctArrived: new Set(smtp.messages.map((m) => m.messageId)).size,
      smtpConnections: smtp.connections(),
    },
    null,
    2,
  ),
);
await smtp.close();
await database.close();
