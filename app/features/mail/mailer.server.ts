import nodemailer from "nodemailer";
import type { Db } from "#db/client.server";
import { getSiteSettings } from "~/features/settings/index.server";
import { claimDueMessages, markFailedAttempt, markSent, type ClaimedMessage } from "./outbox.server";

/** Where the outbox's messages go: SMTP in production, nothing without SMTP_URL (they wait). */
export interface MailTransport {
  send(message: ClaimedMessage, from: string): Promise<void>;
  close(): void;
}

/** An SMTP transport for `SMTP_URL` (smtp://user:pass@host:587, smtps://…). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message, from) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { ...message.headers, "Content-Language": message.language },
      });
    },
    close: () => transporter.close(),
  };
}

/** The sender: MAIL_FROM, else the site's name and contact address (site settings). */
export async function senderAddress(db: Db, mailFrom?: string) {
  if (mailFrom) return mailFrom;
  const { siteName, contactEmail } = await getSiteSettings(db);
  return `${siteName.replace(/["<>]/g, "")} <${contactEmail}>`;
}

/**
 * Sends what is due, batch after batch, until nothing is: each message once (claimed first), a failed
 * one tried again later. Answers how many went out and how many failed this round.
 */
export async function sendDueMail(db: Db, transport: MailTransport, mailFrom?: string) {
  const from = await senderAddress(db, mailFrom);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMessages(db);
    if (!batch.length) return { sent, failed };
    for (const message of batch) {
      try {
        await transport.send(message, from);
        await markSent(db, message.id);
        sent++;
      } catch (error) {
        await markFailedAttempt(db, message, error instanceof Error ? error.message : String(error));
        failed++;
      }
    }
  }
}

/**
 * The outbox worker of this server process: a round every `intervalMs`, and at once when `wake()` is
 * called (after a change queued mail). Rounds never overlap (a wake during one runs another after it); `stop()` waits for the current one.
 */
export function startOutboxWorker({
  db,
  transport,
  mailFrom,
  intervalMs = 10_000,
}: {
  db: Db;
  transport: MailTransport;
  mailFrom?: string;
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;
  const round = (): Promise<unknown> => {
    if (stopped) return running;
    // A wake during a round may come after that round looked for mail: one more round follows it.
    if (busy) {
      again = true;
      return running;
    }
    busy = true;
    running = sendDueMail(db, transport, mailFrom)
      .catch((error: unknown) => console.error("Mail outbox round failed:", error))
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
  timer.unref();
  void round();
  return {
    wake: () => void round(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
