import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { connect } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { describeSendError } from "~/features/mail/mailer.server";
import { technicalErrorText } from "~/i18n/technical-errors";
import { explainTechnicalError } from "./technical-error";

// Issue 33 point 1: a technical error becomes a sentence with its raw words apart. The errors below are made for
// real: Node's fetch and sockets against local ports that refuse, hang, hang up or speak no TLS, and nodemailer
// against a real SMTP server that refuses a login, a recipient or for now.
const servers: { close(): unknown }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listen(onSocket: (socket: Socket) => void) {
  const server: Server = createServer(onSocket);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one that was open a moment ago. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("it did not fail");
};

describe("what Node's fetch and sockets throw", () => {
  it("a refused connection: the shop did not answer (connection refused)", async () => {
    const port = await closedPort();
    const error = await thrown(fetch(`http://127.0.0.1:${port}/`));
    const explained = explainTechnicalError(error, "shop");
    expect(explained).toMatchObject({ cause: "refused", about: "shop" });
    expect(explained.detail).toMatch(/^fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(technicalErrorText(error, "en", "shop").sentence).toBe("The shop did not answer (connection refused)");
    expect(technicalErrorText(error, "pt", "shop")).toMatchObject({
      sentence: "A loja não respondeu (ligação recusada)",
      detail: explained.detail,
    });
    const socket = connect(port, "127.0.0.1");
    const refused = await new Promise((resolve) => socket.on("error", resolve));
    expect(explainTechnicalError(refused).cause).toBe("refused");
  });

  it("a name that does not exist, a host that hangs up, one that never answers, one without TLS", async () => {
    // .invalid never resolves (RFC 6761); without a network the lookup fails all the same.
    const dns = explainTechnicalError(await thrown(fetch("http://shop.invalid/")), "shop");
    expect(dns.cause).toBe("dns");
    expect(dns.detail).toMatch(/getaddrinfo (ENOTFOUND|EAI_AGAIN) shop\.invalid/);
    expect(technicalErrorText(dns.detail, "pt", "shop").sentence).toBe(
      "Não foi possível encontrar a loja: o nome não existe (DNS)",
    );

    const hangsUp = await listen((socket) => socket.destroy());
    const reset = explainTechnicalError(await thrown(fetch(`http://127.0.0.1:${hangsUp}/`)));
    expect(reset.cause).toBe("reset");
    expect(technicalErrorText(reset.detail, "pt", "ai").sentence).toBe("O fornecedor de IA cortou a ligação a meio");

    const silent = await listen(() => undefined);
    const late = await thrown(fetch(`http://127.0.0.1:${silent}/`, { signal: AbortSignal.timeout(50) }));
    expect(explainTechnicalError(late)).toMatchObject({ cause: "timeout", detail: expect.stringMatching(/timeout/i) });
    expect(technicalErrorText(late, "pt", "shop").sentence).toBe("A loja não respondeu a tempo");

    const plain = await listen((socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
    const tls = explainTechnicalError(await thrown(fetch(`https://127.0.0.1:${plain}/`)));
    expect(tls.cause).toBe("tls");
    expect(technicalErrorText(tls.detail, "pt", "address").sentence).toBe(
      "A ligação segura ao endereço falhou (certificado ou TLS)",
    );
  });
});

/** A real SMTP server that answers as `options` say. */
async function smtpServer(options: Partial<SMTPServerOptions>) {
  const server = new SMTPServer({ disabledCommands: ["STARTTLS"], logger: false, authOptional: true, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.server.address() as AddressInfo).port;
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

const send = (port: number, auth?: { user: string; pass: string }) =>
  thrown(
    nodemailer
      .createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, ...(auth ? { auth } : {}) })
      .sendMail({ from: "ola@garage.example", to: "rider@example.com", subject: "Olá", text: "Olá" }),
  );

describe("what nodemailer throws, and what the mail worker stores of it", () => {
  it("no mail server: connection refused", async () => {
    const error = await send(await closedPort());
    const stored = describeSendError(error);
    expect(stored).toMatch(/^The connection to the mail server failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\.$/);
    expect(technicalErrorText(stored, "pt")).toMatchObject({
      sentence: "O servidor de correio não respondeu (ligação recusada)",
      detail: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });
    expect(explainTechnicalError(error, "mailServer").cause).toBe("refused");
  });

  it("a refused login, a refused recipient, a server busy for now", async () => {
    const login = await send(
      await smtpServer({ authOptional: false, onAuth: (_a, _s, done) => done(new Error("Nope")) }),
      {
        user: "garage",
        pass: "wrong",
      },
    );
    expect(login).toMatchObject({ code: "EAUTH", responseCode: 535 });
    expect(technicalErrorText(describeSendError(login), "pt")).toMatchObject({
      sentence: "O servidor de correio recusou a autenticação: confirma o utilizador e a palavra-passe",
      detail: expect.stringMatching(/^535 /),
    });

    const unknownUser = refusal("5.1.1 <rider@example.com>: no such user here", 550);
    const recipient = await send(await smtpServer({ onRcptTo: (_a, _s, done) => done(unknownUser) }));
    expect(recipient).toMatchObject({ code: "EENVELOPE", responseCode: 550 });
    const stored = describeSendError(recipient);
    expect(stored).toMatch(/^The mail server refused the sender or the recipient: 550 5\.1\.1 <rider@example\.com>/);
    expect(technicalErrorText(stored, "en")).toEqual({
      sentence: "The mail server refused the address (the recipient's or the sender's)",
      detail: "550 5.1.1 <rider@example.com>: no such user here",
      explained: expect.objectContaining({ cause: "address", status: 550 }),
    });
    expect(technicalErrorText(stored, "pt").sentence).toBe(
      "O servidor de correio recusou o endereço (do destinatário ou do remetente)",
    );

    const busy = await send(
      await smtpServer({ onMailFrom: (_a, _s, done) => done(refusal("4.3.2 Try again later", 421)) }),
    );
    expect(technicalErrorText(describeSendError(busy), "pt").sentence).toBe(
      "O servidor de correio pediu para tentar mais tarde",
    );
  });
});

describe("what the server stores and answers", () => {
  it("says a text of the app's own as that text, in the admin's language, with no detail", () => {
    expect(explainTechnicalError("The address could not be reached")).toEqual({
      cause: null,
      about: "address",
      detail: "",
    });
    expect(technicalErrorText("The address could not be reached", "pt", "shop")).toMatchObject({
      sentence: "Não foi possível chegar ao endereço",
      detail: "",
    });
    expect(technicalErrorText("Applied by you", "pt").sentence).toBe("Aplicado por ti");
  });

  it("reads HTTP statuses, the AI's and AliExpress's answers, and a restore the database refused", () => {
    expect(technicalErrorText("Link broken (HTTP 404): Not found", "pt")).toMatchObject({
      sentence: "A loja diz que a página não existe (HTTP 404)",
      detail: "Not found",
    });
    expect(technicalErrorText("The AI provider answered 503: upstream overloaded", "pt")).toMatchObject({
      sentence: "O fornecedor de IA teve um erro do seu lado (HTTP 503)",
      detail: "upstream overloaded",
    });
    expect(technicalErrorText("AliExpress did not answer: The address could not be reached", "en")).toMatchObject({
      sentence: "AliExpress could not be reached",
      detail: "The address could not be reached",
    });
    const restore =
      'Backup could not be restored: table products: duplicate key value violates unique constraint "products_pkey"';
    expect(technicalErrorText(restore, "pt")).toMatchObject({
      sentence: "Não foi possível restaurar a cópia de segurança: tabela products: há duas linhas com a mesma chave",
      detail: 'duplicate key value violates unique constraint "products_pkey"',
    });
    expect(technicalErrorText(restore, "en").sentence).toBe(
      "Backup could not be restored: table products: two rows have the same key",
    );
    expect(technicalErrorText("fetch failed", "pt", "shop")).toMatchObject({
      sentence: "Não foi possível chegar à loja",
      detail: "fetch failed",
    });
  });
});
