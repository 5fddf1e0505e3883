import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the npm package smtp-server): it accepts every message on a loopback
 * port and keeps it parsed (mailparser), so a test reads what arrived as a mail client would.
 * It counts the connections it was opened (a pooled sender reuses them). `answerDelayMs` makes it a slow server: it keeps each message that long before saying it took it.
 */
export async function startSmtpServer({ port = 0, answerDelayMs = 0 } = {}) {
  const messages: ParsedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
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
  // A client that vanishes mid-session (a server instance killed while sending) is not this server's error.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    messages,
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    /** How many SMTP connections were opened to it so far. */
    connections: () => connections,
    /** The messages sent to `address`. */
    to: (address: string) => messages.filter((m) => m.to && JSON.stringify(m.to).includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
