import { productIsVisible } from "#db/predicates";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkChecks, products } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { checkLink, linkCheckUserAgent } from "~/features/link-health/link-fetch.server";
import { startLinkCheckWorker } from "~/features/link-health/link-health.server";
import type { LinkHealthReport } from "~/features/link-health/link-health.schema";
import { runValidationChecks } from "~/features/validation/validation-center.server";

/**
 * Issue 16 item 3, link health: a local stand-in shop answers each way a marketplace does, over a
 * real socket, and each link gets its verdict; "broken" needs two checks in a row.
 */
const requests: { method: string; path: string; agent: string }[] = [];
let inFlight = 0;
let mostAtOnce = 0;
const routes: Record<string, (req: IncomingMessage) => [number, Record<string, string>?, number?]> = {
  "/item/ok": () => [200],
  "/item/not-found": () => [404],
  "/item/gone": () => [410],
  "/item/forbidden": () => [403],
  "/item/too-many": () => [429],
  "/item/error": () => [500],
  "/item/slow": () => [200, {}, 1500],
  // A dead item: the shop sends it to its search page, which answers 200.
  "/item/dead": () => [302, { Location: "/w/wholesale-visor.html?SearchText=visor" }],
  "/w/wholesale-visor.html": () => [200],
  // A live item under a new address: still ok.
  "/item/moved": () => [301, { Location: "/item/ok?moved=1" }],
  // Answers HEAD badly, GET well: ok after the GET.
  "/item/no-head": (req) => [req.method === "HEAD" ? 405 : 200],
  // Sends the checker to an inside address: never followed.
  "/item/to-metadata": () => [302, { Location: "http://169.254.169.254/latest/meta-data/" }],
};
let shop: Server;
let base = "";

const t = setupTestApp({ outgoing: { allowLoopback: true }, linkCheck: { timeoutMs: 400 } });
const send = adminJsonClient(t);

beforeAll(async () => {
  shop = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://shop.test");
    requests.push({ method: req.method ?? "", path: url.pathname, agent: req.headers["user-agent"] ?? "" });
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    // Until the answer is sent or the checker hangs up (a slow answer it gave up on).
    res.once("close", () => inFlight--);
    const [status, headers = {}, delay = 20] = routes[url.pathname]?.(req) ?? [404];
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(status, { "Content-Type": "text/html", ...headers }).end("<p>shop</p>");
    }, delay);
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(() => {
  shop?.closeAllConnections();
  shop?.close();
});

const paths = Object.keys(routes).filter((p) => p.startsWith("/item/"));
let linked: { id: number; path: string }[] = [];

async function linkProducts() {
  const db = t.database.db;
  const visible = await db.select({ id: products.id }).from(products).where(productIsVisible).orderBy(products.id);
  expect(visible.length).toBeGreaterThan(paths.length);
  linked = paths.map((path, i) => ({ id: visible[i]!.id, path }));
  for (const { id, path } of linked) {
    await db
      .update(products)
      .set({ aliexpressUrl: `${base}${path}` })
      .where(eq(products.id, id));
  }
  // Every other published product points at the stand-in shop too (no test reaches the internet).
  const rest = visible.slice(paths.length).map((p) => p.id);
  await db
    .update(products)
    .set({ aliexpressUrl: `${base}/item/ok` })
    .where(inArray(products.id, rest));
  return visible.length;
}

const report = async (query = "") => (await send<LinkHealthReport>("GET", `/api/admin/link-health${query}`)).body;

async function checkAll() {
  const start = await send<{ started: boolean; running: boolean; total: number; checked: number }>(
    "POST",
    "/api/admin/link-health/check",
  );
  expect(start.status).toBe(202);
  expect(start.body.started).toBe(true);
  // A second call while it runs starts nothing and answers its progress.
  const again = await send<{ started: boolean; running: boolean; total: number }>(
    "POST",
    "/api/admin/link-health/check",
  );
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ started: false, running: true, total: start.body.total });
  for (let i = 0; i < 200; i++) {
    const now = await report();
    if (!now.running) {
      expect(now.checked).toBe(now.total);
      // An ended run's report holds every check it made (it once read the rows before the last write).
      expect(now.items.filter((i) => i.checkedAt === null).map((i) => i.url)).toEqual([]);
      return { start: start.body, now };
    }
    // Asked often, so a report read while the last checks are written is likely to be seen.
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error("The check did not end");
}

const statusOf = (r: LinkHealthReport, path: string) => {
  const item = r.items.find((i) => i.productId === linked.find((l) => l.path === path)!.id)!;
  return { status: item.status, httpStatus: item.httpStatus };
};

describe("link health", () => {
  let published = 0;
  let first: LinkHealthReport;
  let second: LinkHealthReport;
  beforeAll(async () => {
    published = await linkProducts();
    const before = await report();
    expect(before.items.every((i) => i.status === null && i.checkedAt === null)).toBe(true);
    // At first start nothing is checked: the dashboard says so, not "0 broken · all checked".
    expect((await dashboardFigures(t.database.db))["link-health"]).toEqual([
      "0 broken",
      `${published} not checked yet`,
      `0 of ${published} working`,
    ]);
    const run1 = await checkAll();
    expect(run1.start.total).toBe(published);
    first = run1.now;
    second = (await checkAll()).now;
  }, 60_000);

  it("gives each answer its verdict; broken only after two checks in a row", () => {
    const expected: Record<string, [string, string, number | null]> = {
      // path: [after one check, after two, HTTP status]
      "/item/ok": ["ok", "ok", 200],
      "/item/moved": ["ok", "ok", 200],
      "/item/no-head": ["ok", "ok", 200],
      "/item/not-found": ["unknown", "broken", 404],
      "/item/gone": ["unknown", "broken", 410],
      "/item/dead": ["unknown", "broken", 200],
      "/item/forbidden": ["unknown", "unknown", 403],
      "/item/too-many": ["unknown", "unknown", 429],
      "/item/error": ["unknown", "unknown", 500],
      "/item/slow": ["unknown", "unknown", null],
      "/item/to-metadata": ["unknown", "unknown", null],
    };
    for (const [path, [once, twice, httpStatus]] of Object.entries(expected)) {
      expect(statusOf(first, path), `${path} after one check`).toEqual({ status: once, httpStatus });
      expect(statusOf(second, path), `${path} after two checks`).toEqual({ status: twice, httpStatus });
    }
    const detail = (r: LinkHealthReport, path: string) =>
      r.items.find((i) => i.productId === linked.find((l) => l.path === path)!.id)!.detail;
    expect(detail(first, "/item/not-found")).toMatch(/next check/);
    expect(detail(second, "/item/dead")).toMatch(/search or home page/);
    expect(detail(second, "/item/slow")).toBe("No answer in time");
    expect(detail(second, "/item/to-metadata")).toBe("The address could not be reached");
    expect(second.items).toHaveLength(published);
    expect(second.items.every((i) => i.checkedAt !== null)).toBe(true);
  });

  it("is polite: HEAD first, GET only when HEAD is not ok, a plain User-Agent, a few requests per host at a time", () => {
    const noHead = requests.filter((r) => r.path === "/item/no-head").map((r) => r.method);
    expect(noHead.slice(0, 2)).toEqual(["HEAD", "GET"]);
    const ok = requests.filter((r) => r.path === "/item/ok").map((r) => r.method);
    expect(new Set(ok)).toEqual(new Set(["HEAD"]));
    expect(new Set(requests.map((r) => r.agent))).toEqual(new Set([linkCheckUserAgent]));
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(requests.some((r) => r.path.startsWith("/latest"))).toBe(false);
  });

  it("filters the list by status and text", async () => {
    const broken = await report("?status=broken");
    expect(broken.items.map((i) => i.productId).sort()).toEqual(
      linked
        .filter((l) => ["/item/not-found", "/item/gone", "/item/dead"].includes(l.path))
        .map((l) => l.id)
        .sort(),
    );
    expect((await report("?status=ok&search=no-head")).items.map((i) => i.url)).toEqual([`${base}/item/no-head`]);
    const bad = await send<{ error: string }>("GET", "/api/admin/link-health?status=dead");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/status must be one of/);
  });

  it("shows broken links in the validation center and on the dashboard", async () => {
    const validation = await runValidationChecks(t.database.db);
    const dead = validation.checks.find((c) => c.key === "product-dead-link")!;
    expect(dead.count).toBe(3);
    expect(dead.items.map((i) => i.fixUrl)).toContain(
      `/admin/products/${linked.find((l) => l.path === "/item/gone")!.id}/edit`,
    );
    const figures = await dashboardFigures(t.database.db);
    // Broken, unknown (refused, failing, silent, unreachable) and working are told apart.
    expect(figures["link-health"]).toEqual(["3 broken", "5 unknown", `${published - 8} of ${published} working`]);
  });

  it("forgets a check when the link changes: a new link starts unchecked", async () => {
    const gone = linked.find((l) => l.path === "/item/gone")!;
    await t.database.db
      .update(products)
      .set({ aliexpressUrl: `${base}/item/ok?new=1` })
      .where(eq(products.id, gone.id));
    const item = (await report()).items.find((i) => i.productId === gone.id)!;
    expect(item).toMatchObject({ status: null, checkedAt: null });
    expect((await report("?status=broken")).items).toHaveLength(2);
  });
});

describe("the scheduled check", () => {
  it("checks what is due each round: never checked at once, working links not again until their time", async () => {
    await t.database.db.delete(linkChecks);
    const worker = startLinkCheckWorker({
      db: t.database.db,
      hours: 24,
      options: { allowLoopback: true, timeoutMs: 400 },
      tickMs: 1500,
    });
    try {
      const wait = async (done: () => Promise<boolean>) => {
        for (let i = 0; i < 150 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
      };
      await wait(async () => (await report()).items.every((i) => i.checkedAt !== null));
      await wait(async () => !(await report()).running);
      expect((await report()).items.every((i) => i.checkedAt !== null)).toBe(true);
      const before = requests.length;
      // A later round (every 1.5 s; the first one that finds the failed link old enough): only links that are
      // not `ok` are asked again. Waiting for it, not for a fixed time, keeps this true on a busy machine.
      await wait(async () => requests.slice(before).some((r) => r.path === "/item/error"));
      await wait(async () => !(await report()).running);
      const again = new Set(requests.slice(before).map((r) => r.path));
      expect(again.size).toBeGreaterThan(0);
      expect(again.has("/item/ok")).toBe(false);
      expect(again.has("/item/error")).toBe(true);
    } finally {
      worker.stop();
    }
  }, 30_000);
});

describe("what a check may fetch", () => {
  it("fetches only http(s) links to public addresses unless loopback is allowed", async () => {
    expect(await checkLink(`${base}/item/ok`)).toEqual({
      verdict: "unknown",
      httpStatus: null,
      detail: "The address could not be reached",
    });
    expect(await checkLink(`${base}/item/ok`, { allowLoopback: true })).toMatchObject({ verdict: "ok" });
    for (const link of [
      "http://10.1.2.3/item",
      "http://192.168.1.1/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://localhost/",
    ]) {
      expect(await checkLink(link), link).toEqual({
        verdict: "unknown",
        httpStatus: null,
        detail: "The address could not be reached",
      });
    }
    for (const link of ["ftp://example.com/file", "file:///etc/passwd", "http://user:secret@example.com/"]) {
      expect((await checkLink(link)).detail, link).toBe("Not an http(s) link without a user name or password");
    }
  });

  it("cannot tell an admin which inside ports are open: a closed port reads like a refused address", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await checkLink(`http://127.0.0.1:${port}/item`);
    expect(await checkLink(`http://127.0.0.1:${port}/item`, { allowLoopback: true })).toEqual(refused);
    expect(await checkLink(`https://127.0.0.1:${base.split(":")[2]}/item/ok`, { allowLoopback: true })).toEqual(
      refused,
    );
  });
});
