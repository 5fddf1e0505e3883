import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/helpers/test-app";
import { trustNoProxy } from "./proxy-trust";
import { createAppServer, slowBodyLimits } from "./slow-bodies";

/**
 * Issue 29 item 14: connections whose body arrived slowly were held 300 s each, any number per client. Real sockets
 * on loopback, two clients by their source address (127.0.0.1 and 127.0.0.2), the app served as server/index.ts
 * serves it, with a body deadline of 1.5 s instead of 20 s to keep the test short.
 */
const t = setupTestApp({ seed: false });
const bodyTimeoutMs = 1500;
let server: Server;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = createAppServer(getRequestListener(t.app.fetch), { trusted: trustNoProxy, bodyTimeoutMs });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => server.close(resolve));
});

const body = JSON.stringify({ email: "slow@example.com", locale: "en" });
const head = (length: number, path = "/api/newsletter/subscribe") =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** A connection from `localAddress` that sends `data`; `answer` is all it got until the server closed it. */
function open(localAddress: string, data: string) {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  sockets.push(socket);
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write(data);
  return { closed, answer: () => received };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** The first answer on a connection, waited for up to 5 s. */
async function firstAnswer(connection: { answer: () => string }) {
  for (let waited = 0; !connection.answer() && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  return connection.answer();
}

describe("bodies that arrive slowly", () => {
  it("are held at most a few per client: one more is refused and closed, another client is still answered", async () => {
    const started = Date.now();
    // Each announces 4 KB and sends its first bytes only.
    const slow = Array.from({ length: slowBodyLimits.perClient }, () => open("127.0.0.1", `${head(4000)}{"email":`));
    await settle();
    const refused = open("127.0.0.1", `${head(4000)}{"email":`);
    expect(await refused.closed).toMatch(/^HTTP\/1\.1 429[^]*still sending their body/);

    const other = open("127.0.0.2", head(body.length) + body);
    expect(await firstAnswer(other)).toMatch(/^HTTP\/1\.1 201/);

    // Past the body deadline the held connections are closed, unanswered.
    const answers = await Promise.all(slow.map((connection) => connection.closed));
    expect(answers).toEqual(Array(slowBodyLimits.perClient).fill(""));
    expect(Date.now() - started).toBeLessThan(bodyTimeoutMs + 2000);

    // Their places are free again (the app answers: an unknown product; sign-ups from here are over their limit).
    const click = JSON.stringify({ productId: 999_999 });
    const again = open("127.0.0.1", head(click.length, "/api/affiliate/track") + click);
    expect(await firstAnswer(again)).toMatch(/^HTTP\/1\.1 404/);
  });
});
