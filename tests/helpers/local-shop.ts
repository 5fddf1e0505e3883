import { productIsVisible } from "#db/predicates";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "#db/client.server";
import { products } from "#db/schema";

type Send = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

/**
 * A shop on 127.0.0.1 for a test file's published products (started before its tests, closed after): every item
 * answers 200 until `breakLink` makes it answer 404, and `checkEveryLink` runs the link health check through the
 * admin API and waits for its end. The app must let outgoing requests reach loopback (`outgoing.allowLoopback`).
 */
export function setupLocalShop(t: { database: Database }, send: Send) {
  const broken = new Set<string>();
  let server: Server;
  let base = "";
  let linked: { id: number; name: string; path: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://shop.test").pathname;
      res.writeHead(broken.has(path) ? 404 : 200, { "Content-Type": "text/html" }).end("<p>shop</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });
  return {
    /** Points every published product at the shop (no test reaches the internet); answers the first `n`. */
    async linkEveryProduct(n: number) {
      const db = t.database.db;
      const visible = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(productIsVisible)
        .orderBy(asc(products.id));
      linked = visible.map((p) => ({ ...p, path: `/item/${p.id}` }));
      for (const { id, path } of linked) {
        await db
          .update(products)
          .set({ aliexpressUrl: `${base}${path}` })
          .where(eq(products.id, id));
      }
      return linked.slice(0, n);
    },
    linked: () => linked,
    /** The item at `path` is gone: the shop answers 404. */
    breakLink: (path: string) => void broken.add(path),
    async checkEveryLink() {
      const start = await send("POST", "/api/admin/link-health/check");
      expect(start.status).toBe(202);
      for (let i = 0; i < 400; i++) {
        const now = await send<{ running: boolean }>("GET", "/api/admin/link-health");
        if (!now.body.running) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("The link check did not end");
    },
  };
}
