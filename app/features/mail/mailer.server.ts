import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import nodemailer from "nodemailer";
import type { Db } from "#db/client.server";
import { databaseTrouble } from "#db/database-trouble";
import { getSiteSettings } from "~/features/settings/index.server";
import {
  defaultWorkerTimings,
  releaseGoneWorkers,
  renewWorker,
  retireWorker,
  type WorkerTimings,
} from "./mail-workers.server";
import { claimNextMessage, markFailedAttempt, markSent, type ClaimedMessage } from "./outbox.server";
import { logError } from "#db/log-error";

/** Where the outbox's messages go: SMTP in production, nothing without SMTP_URL (they wait). */
export interface MailTransport {
  send(message: ClaimedMessage, from: string): Promise<void>;
  close(): void;
}

/**
 * nodemailer's own defaults (2 min to connect, 10 min of silence) could outlast a claim: a send gives up
 * well within `claimSeconds` instead. The URL's query (`?socketTimeout=…`) may still override them.
 */
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/**
 * One Message-ID per outbox row, the same on every try: SMTP has no idempotency key, so a message sent
 * twice after a crash (decision 0010) can at least be recognised as one by the receiving server or client.
 */
function outboxMessageId(message: Pick<ClaimedMessage, "id" | "createdAt">, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${message.id}.${message.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * Messages sent at once by one worker, each on its own pooled connection (so no claim waits behind another send).
 * A new connection per message cost ≈ 120 ms against a local server; a pooled one ≈ 7 ms (decision 0010, "volume").
 */
export const smtpConnections = 3;

/**
 * An SMTP transport for `SMTP_URL` (smtp://user:pass@host:587, smtps://…): a pool of `smtpConnections`
 * connections kept open between messages, each used for up to 100 messages (servers often refuse more per
 * session), closed after a minute unused and by `close()`. The URL is read once at start: a new URL is a new
 * process, so a new pool.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: smtpConnections,
    maxMessages: 100,
    idleTimeout: 60_000,
    ...smtpTimeouts,
  });
  return {
    async send(message, from) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: outboxMessageId(message, from),
        headers: { ...message.headers, "Content-Language": message.language },
      });
    },
    close: () => transporter.close(),
  };
}

const errorReasons: Record<string, string> = {
  ECONNECTION: "Could not connect to the mail server",
  ESOCKET: "The connection to the mail server failed",
  ETIMEDOUT: "The mail server did not answer in time",
  EDNS: "The mail server's name could not be found",
  ETLS: "The secure connection to the mail server failed",
  EAUTH: "The mail server refused the login",
  EENVELOPE: "The mail server refused the sender or the recipient",
  EMESSAGE: "The mail server refused the message",
};

/** What went wrong, as one sentence for the admin (its reason, then the server's own words): never a stack. */
export function describeSendError(error: unknown) {
  const { code, responseCode, response, message } = (error ?? {}) as Record<string, unknown>;
  const detail = String(response ?? message ?? error)
    .split("\n")[0]!
    .trim()
    .replace(/\.$/, "");
  const reason =
    (typeof code === "string" && errorReasons[code]) ||
    (typeof responseCode === "number" ? `The mail server answered ${responseCode}` : "Sending failed");
  return `${reason}: ${detail.slice(0, 300)}.`;
}

/** The sender: MAIL_FROM, else the site's name and contact address (site settings). */
export async function senderAddress(db: Db, mailFrom?: string) {
  if (mailFrom) return mailFrom;
  const { siteName, contactEmail } = await getSiteSettings(db);
  return `${siteName.replace(/["<>]/g, "")} <${contactEmail}>`;
}

/** A worker's name: readable in the database (which host and process), unique per start. */
const newWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

interface Sender {
  db: Db;
  transport: MailTransport;
  mailFrom?: string;
  workerId: string;
  claimSeconds: number;
  /** Asked before each claim: a stopping worker finishes the messages it holds and takes no other. */
  stopping?: () => boolean;
  /** The messages being sent now, whose claims the heartbeat renews (each leaves once marked, or if marking failed). */
  holding?: Set<number>;
}

/**
 * Sends what is due on `smtpConnections` lanes at once until nothing is: each lane claims one message for this
 * worker, sends it, and marks it sent (or failed, with its next try) in its own statement before it claims the
 * next. One lane per pooled connection, so a claim never waits behind another message's send.
 */
async function sendClaimedOnLanes(sender: Sender) {
  const from = await senderAddress(sender.db, sender.mailFrom);
  const counts = { sent: 0, failed: 0 };
  const holding = sender.holding ?? new Set<number>();
  await Promise.all(Array.from({ length: smtpConnections }, () => sendOneByOne({ ...sender, holding }, from, counts)));
  return counts;
}

async function sendOneByOne(
  { db, transport, workerId, claimSeconds, stopping, holding }: Sender & { holding: Set<number> },
  from: string,
  counts: { sent: number; failed: number },
) {
  for (;;) {
    if (stopping?.()) return;
    const message = await claimNextMessage(db, workerId, claimSeconds);
    if (!message) return;
    holding.add(message.id);
    try {
      await transport.send(message, from);
    } catch (error) {
      holding.delete(message.id);
      await markFailedAttempt(db, message, describeSendError(error));
      counts.failed++;
      continue;
    }
    try {
      await markSentOnceBack(db, message.id, claimSeconds);
    } finally {
      holding.delete(message.id);
    }
    counts.sent++;
  }
}

/**
 * The mail server took the message: it must be marked sent, or it goes out again. While the database is away the
 * mark is asked again (the claim stays this worker's: its heartbeat renews it once the database is back), for up
 * to the claim's length; the topology test's 10 s without PostgreSQL otherwise mailed those messages twice.
 */
async function markSentOnceBack(db: Db, id: number, claimSeconds: number) {
  const giveUpAt = Date.now() + claimSeconds * 1000;
  for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
    try {
      return await markSent(db, id);
    } catch (error) {
      if (!databaseTrouble(error) || Date.now() + wait > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * One round by a short-lived worker of its own (scripts and tests): joins, sends what is due, leaves, and
 * closes `transport` (its pooled connections). Answers how many went out and how many failed.
 */
export async function sendDueMail(db: Db, transport: MailTransport, mailFrom?: string) {
  const workerId = newWorkerId();
  await renewWorker(db, workerId, defaultWorkerTimings.claimSeconds);
  try {
    return await sendClaimedOnLanes({ db, transport, mailFrom, workerId, ...defaultWorkerTimings });
  } finally {
    transport.close();
    await retireWorker(db, workerId);
  }
}

/**
 * The outbox worker of this server process: a round every `intervalMs`, and at once when `wake()` is
 * called (after a change queued mail). Rounds never overlap (a wake during one runs another after it).
 * Its heartbeat keeps its claims and, at start and then on every beat, frees the claims of workers that
 * are gone. `stop()` waits for the message being sent and leaves.
 */
export function startOutboxWorker({
  db,
  transport,
  mailFrom,
  intervalMs = 10_000,
  timings: given,
}: {
  db: Db;
  transport: MailTransport;
  mailFrom?: string;
  intervalMs?: number;
  timings?: Partial<WorkerTimings>;
}) {
  const timings = { ...defaultWorkerTimings, ...given };
  const workerId = newWorkerId();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;
  const holding = new Set<number>();
  const beat = async () => {
    await renewWorker(db, workerId, timings.claimSeconds, [...holding]);
    if ((await releaseGoneWorkers(db, timings.staleSeconds)) > 0) void round();
  };
  // No claim before the worker's row exists: another worker would take it for gone.
  let joined: Promise<void> | undefined;
  const join = () =>
    (joined ??= beat().catch((error: unknown) => {
      joined = undefined;
      throw error;
    }));
  const round = (): Promise<unknown> => {
    if (stopped) return running;
    // A wake during a round may come after that round looked for mail: one more round follows it.
    if (busy) {
      again = true;
      return running;
    }
    busy = true;
    running = join()
      .then(() =>
        sendClaimedOnLanes({ db, transport, mailFrom, workerId, ...timings, stopping: () => stopped, holding }),
      )
      .catch((error: unknown) => logError("Mail outbox round failed", error))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          void round();
        }
      });
    return running;
  };
  const timer = setInterval(round, intervalMs);
  const heartbeat = setInterval(
    () => void beat().catch((error: unknown) => logError("Mail worker heartbeat failed", error)),
    timings.heartbeatSeconds * 1000,
  );
  timer.unref();
  heartbeat.unref();
  void round();
  return {
    id: workerId,
    wake: () => void round(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(heartbeat);
      await running;
      await retireWorker(db, workerId).catch((error: unknown) => logError("Mail worker could not leave", error));
      transport.close();
    },
  };
}
