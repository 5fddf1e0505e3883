/**
 * The throughput baseline: a bare Node HTTP server answering every request with fixed bytes from memory.
 * It runs in its own process (started by throughput.ts) so that, like the storefront, it does not share
 * an event loop with the load generator. Configured by env: PORT, BODY_FILE, CONTENT_TYPE.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const port = Number(process.env.PORT);
const body = readFileSync(process.env.BODY_FILE ?? "");
const headers = {
  "Content-Type": process.env.CONTENT_TYPE ?? "text/html; charset=utf-8",
  "Content-Length": body.length,
};

const server = http
  .createServer((_request, response) => response.writeHead(200, headers).end(body))
  .listen(port, "127.0.0.1");

process.on("SIGTERM", () => server.close(() => process.exit(0)));
