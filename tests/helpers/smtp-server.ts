import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "#db/client.server";
import { sendDueMail, smtpTransport } from "~/features/mail/mailer.server";
import { startSmtpServer } from "./smtp-sink";

// A plain module (no Vitest) holds the server itself, so scripts outside Vitest start it too (tests/topology/).
export { startSmtpServer };

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
