import type { RequestListener } from "node:http";

/**
 * Starts at most `perTurn` requests per turn of the event loop, in the order they came. libuv accepts one new
 * connection per turn (libuv 1.45, "don't accept() connections in a loop"), and a turn runs every request that
 * arrived on the open keep-alive connections: under load a turn lasted (connections × render), and new
 * visitors waited seconds to be accepted while the open connections were served again and again (a burst of
 * 50 at once: p99 1.1–1.4 s, some over 2 s, though each render took 2–3 ms). Short turns accept every turn.
 */
export function fewRequestsPerTurn(listener: RequestListener, perTurn: number): RequestListener {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startSome = () => {
    for (const start of waiting.splice(0, perTurn)) start();
    scheduled = waiting.length > 0;
    // An immediate queued from an immediate runs on the next turn, after the loop has polled (and accepted).
    if (scheduled) setImmediate(startSome);
  };
  return (incoming, outgoing) => {
    waiting.push(() => void listener(incoming, outgoing));
    if (!scheduled) {
      scheduled = true;
      setImmediate(startSome);
    }
  };
}

/**
 * Counts the requests being answered (from arrival to the answer's end or a closed connection): background work
 * over the whole catalogue steps aside while any is (app/lib/in-turns.ts `quietTurn`, decision 0029).
 */
export function requestsInFlight() {
  let answering = 0;
  return {
    busy: () => answering > 0,
    counting(listener: RequestListener): RequestListener {
      return (incoming, outgoing) => {
        answering++;
        outgoing.once("close", () => answering--);
        listener(incoming, outgoing);
      };
    },
  };
}
