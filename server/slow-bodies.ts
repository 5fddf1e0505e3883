import { createServer, type RequestListener } from "node:http";
import { largeBodyRoutes } from "./http";
import { clientOf, limitedClient, type TrustedProxies } from "./proxy-trust";

/**
 * Bodies that arrive slowly (issue 29): Node held each such connection for 300 s (its requestTimeout) at about 65 KB
 * of buffers, with no cap per client, so one client could hold thousands. Now a client (counted as the limits count
 * it: behind a trusted proxy the forwarded client, an IPv6 one by its /64) has at most `perClient` requests whose
 * body is still arriving, and a body must be in within `bodyTimeoutMs`; uploads and restores (largeBodyRoutes)
 * within Node's `requestTimeout`, 120 s.
 */
export const slowBodyLimits = { perClient: 8, bodyTimeoutMs: 20_000, largeBodyTimeoutMs: 120_000, headersMs: 15_000 };

const hasBody = (headers: { "transfer-encoding"?: string; "content-length"?: string }) =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

/** The app's HTTP server: Node's timeouts shortened, and bodies still arriving limited per client and in time. */
export function createAppServer(
  listener: RequestListener,
  { trusted, perClient = slowBodyLimits.perClient, bodyTimeoutMs = slowBodyLimits.bodyTimeoutMs } = {} as {
    trusted: TrustedProxies;
    perClient?: number;
    bodyTimeoutMs?: number;
  },
) {
  const arriving = new Map<string, number>();
  return createServer(
    { requestTimeout: slowBodyLimits.largeBodyTimeoutMs, headersTimeout: slowBodyLimits.headersMs },
    (req, res) => {
      if (!hasBody(req.headers) || req.complete) return listener(req, res);
      const forwardedFor = [req.headers["x-forwarded-for"] ?? []].flat().join(", ") || undefined;
      const client = limitedClient(clientOf(req.socket.remoteAddress ?? "", forwardedFor, trusted));
      const count = (arriving.get(client) ?? 0) + 1;
      if (count > perClient) {
        // The unread body stays on the socket: the connection is closed after the answer.
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "10", Connection: "close" });
        res.end(JSON.stringify({ error: "Too many requests still sending their body from your address" }));
        return;
      }
      arriving.set(client, count);
      // Past its time the connection is closed: the app may be reading the body, so no answer can be written.
      const timer = largeBodyRoutes.test(req.url?.split("?")[0] ?? "")
        ? undefined
        : setTimeout(() => req.socket.destroy(), bodyTimeoutMs);
      let arrived = false;
      const done = () => {
        if (arrived) return;
        arrived = true;
        clearTimeout(timer);
        const left = arriving.get(client)! - 1;
        if (left) arriving.set(client, left);
        else arriving.delete(client);
      };
      req.once("end", done);
      req.once("close", done);
      listener(req, res);
    },
  );
}
