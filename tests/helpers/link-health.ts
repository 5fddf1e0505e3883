import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { LinkHealthReport } from "~/features/link-health/link-health.schema";

type Send = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

/** Runs the admin's "check every link" and answers the report once the check has ended. */
export async function checkEveryLink(send: Send) {
  const start = await send("POST", "/api/admin/link-health/check");
  if (start.status !== 202) throw new Error(`The check did not start: ${start.status}`);
  for (let i = 0; i < 200; i++) {
    const { body } = await send<LinkHealthReport>("GET", "/api/admin/link-health");
    if (!body.running) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The check did not end");
}

/**
 * A stand-in shop on 127.0.0.1 for a test file: each path answers the status `statusOf` gives it (404 when
 * undefined), so a test decides which links work. `base` is its address once started.
 */
export function setupLocalShop(statusOf: (path: string) => number | undefined) {
  const shop = { base: "", requests: [] as string[] };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://shop.test").pathname;
      shop.requests.push(path);
      res.writeHead(statusOf(path) ?? 404, { "Content-Type": "text/html" }).end("<p>shop</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    shop.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });
  return shop;
}
