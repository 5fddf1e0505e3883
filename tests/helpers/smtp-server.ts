import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "#db/client.server";
import { sendDueMail, smtpTransport } from "~/features/mail/mailer.server";

/**
 * A real SMTP server for tests (the npm package smtp-server): it accepts every message on a loopback
 * port and keeps it parsed (mailparser), so a test reads what arrived as a mail client would.
 * `answerDelayMs` makes it a slow server: it keeps each message that long before saying it took it.
 */
export async function startSmtpServer({ port = 0, answerDelayMs = 0 } = {}) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          setTimeout(callback, answerDelayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    messages,
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    /** The messages sent to `address`. */
    to: (address: string) => messages.filter((m) => m.to && JSON.stringify(m.to).includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A header as it was sent (mailparser folds List-* headers into one object). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/**
 * A test file's SMTP server, started before its tests and closed after them, and `deliver()`, which sends
 * what is due in the outbox of `db()` to it.
 */
export function setupSmtpServer(db: () => Db) {
  const smtp = {} as TestSmtpServer;
  beforeAll(async () => void Object.assign(smtp, await startSmtpServer()));
  afterAll(() => smtp.close?.());
  const deliver = () => sendDueMail(db(), smtpTransport(smtp.url), "Zero's Garage <ola@garage.example>");
  return { smtp, deliver };
}
