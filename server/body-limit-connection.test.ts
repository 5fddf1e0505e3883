import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/helpers/test-app";

/**
 * Security issue, item 7: an answer given before the body was read (413) must not leave that body on a
 * keep-alive connection, where it would be read as the next request. Real HTTP on a loopback port, the
 * app served through @hono/node-server's listener as server/index.ts serves it.
 */
const t = setupTestApp({ seed: false });
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Writes `requests` on one socket and returns everything the server sent until it closed or went quiet. */
function exchange(requests: (string | Buffer)[]) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(quiet);
      socket.destroy();
      resolve(received);
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      clearTimeout(quiet);
      quiet = setTimeout(done, 1500);
    });
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? done() : reject(error)));
    for (const request of requests) socket.write(request);
  });
}

const bigBody = Buffer.alloc(2 * 1024 * 1024, "a");
const healthz = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";

describe("a body refused with 413 on a keep-alive connection", () => {
  it.each([
    ["with its length announced", `Content-Length: ${bigBody.length}`, bigBody],
    [
      "chunked",
      "Transfer-Encoding: chunked",
      Buffer.concat([Buffer.from(`${bigBody.length.toString(16)}\r\n`), bigBody, Buffer.from("\r\n0\r\n\r\n")]),
    ],
  ])("%s: the connection is closed, or the next request gets its own answer", async (_, framing, body) => {
    const head = `POST /api/visor-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
    const received = await exchange([head, body, healthz]);
    const answers = received.split(/(?=HTTP\/1\.1 \d{3})/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 413/);
    expect(answers[0]).toContain("Request body is too large");
    if (/\r\nconnection: close\r\n/i.test(answers[0]!)) expect(answers).toHaveLength(1);
    else {
      expect(answers).toHaveLength(2);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 200/);
      expect(answers[1]).toContain('"status":"ok"');
    }
  });
});
