import { adminCookie, adminJsonClient } from "#tests/helpers/admin";
import { setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";

export const origin = "https://garage.example";

export const testMessage = (recipient: string) => ({
  kind: "test" as const,
  recipient,
  language: "en",
  subject: `Test for ${recipient}`,
  html: "<p>Hello</p>",
  text: "Hello",
});

/**
 * The mail tests (mail-*.test.ts): the seeded app with a public origin for absolute links, a logged-in
 * client, and mail through a real SMTP server started here (smtp-server), read back with mailparser.
 */
export function setupMailTests() {
  const t = setupTestApp({ publicOrigin: origin });
  const send = adminJsonClient(t);
  const cookieOf = () => adminCookie(t.request);
  const db = () => t.database.db;
  const { smtp, deliver } = setupSmtpServer(db);
  return { t, send, cookieOf, db, smtp, deliver };
}
