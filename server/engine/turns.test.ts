import { createServer, request, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fewRequestsPerTurn, requestsInFlight } from "./turns";

/** The event loop's turns, counted by an immediate that queues itself (it runs once per turn). */
let turn = 0;
let counting = true;
const countTurns = () => {
  turn++;
  if (counting) setImmediate(countTurns);
};

const perTurn = 2;
const startedInTurn: number[] = [];
const server = createServer(
  fewRequestsPerTurn((incoming, outgoing) => {
    startedInTurn.push(turn);
    outgoing.end(incoming.url);
  }, perTurn),
);
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  countTurns();
});
afterAll(async () => {
  counting = false;
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) =>
  new Promise<string>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });

describe("fewRequestsPerTurn", () => {
  it("starts at most its number of requests per turn of the event loop, and answers them all", async () => {
    // Eight open connections first: libuv accepts one per turn, and the test is about requests, not accepts.
    await Promise.all(Array.from({ length: 8 }, (_, i) => get(`/open-${i}`)));
    startedInTurn.length = 0;
    // Written in one turn on the open connections, so all eight are waiting at the server's next poll.
    const burst = Array.from({ length: 8 }, (_, i) => `/burst-${i}`);
    expect(await Promise.all(burst.map(get))).toEqual(burst);
    const perTurnSeen = new Map<number, number>();
    for (const t of startedInTurn) perTurnSeen.set(t, (perTurnSeen.get(t) ?? 0) + 1);
    expect(startedInTurn).toHaveLength(8);
    expect(Math.max(...perTurnSeen.values())).toBeLessThanOrEqual(perTurn);
    expect(perTurnSeen.size).toBeGreaterThanOrEqual(8 / perTurn);
  });
});

describe("requests in flight", () => {
  it("are counted from arrival to the answer's end", async () => {
    const requests = requestsInFlight();
    let finish: (() => void) | undefined;
    const slow = createServer(
      requests.counting((_incoming, outgoing) => {
        finish = () => outgoing.end("done");
      }),
    );
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      expect(requests.busy()).toBe(false);
      const answer = fetch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/`).then((r) => r.text());
      while (!finish) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(requests.busy()).toBe(true);
      finish();
      expect(await answer).toBe("done");
      while (requests.busy()) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(requests.busy()).toBe(false);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
