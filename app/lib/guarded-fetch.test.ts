import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch, type GuardedFetchOptions } from "./guarded-fetch.server";

/**
 * Security item 4 (SSRF): the guarded fetcher over real sockets. Two stand-ins listen on loopback: `shop`,
 * which a test may trust as one exact origin, and `inside`, which plays the inside service nobody may reach.
 */
const unreachable = "The address could not be reached";

async function standIn(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const hits: { method: string; path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    hits.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, hits, port, origin: `http://127.0.0.1:${port}` };
}

let shop: Awaited<ReturnType<typeof standIn>>;
let inside: Awaited<ReturnType<typeof standIn>>;
beforeAll(async () => {
  inside = await standIn((_, res) => res.end("secret"));
  shop = await standIn((req, res) => {
    const path = req.url ?? "/";
    if (path.startsWith("/to?")) {
      return res.writeHead(302, { Location: new URLSearchParams(path.slice(4)).get("u")! }).end();
    }
    if (path === "/loop") return res.writeHead(302, { Location: "/loop" }).end();
    if (path === "/see-other") return res.writeHead(303, { Location: "/json" }).end();
    if (path === "/json") return res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    if (path === "/big") return res.writeHead(200).end(Buffer.alloc(2000));
    if (path === "/chunked") {
      res.writeHead(200);
      for (let i = 0; i < 3; i++) res.write(Buffer.alloc(600));
      return res.end();
    }
    if (path === "/hang") return;
    if (path === "/stall") return res.writeHead(200).write("a little");
    res.writeHead(404).end();
  });
});
afterAll(() => {
  for (const s of [shop, inside]) {
    s?.server.closeAllConnections();
    s?.server.close();
  }
});

/** Counts the client sockets opened while `work` runs. */
async function socketsOpened(work: () => Promise<unknown>) {
  let opened = 0;
  const count = () => opened++;
  subscribe("net.client.socket", count);
  try {
    await work();
  } finally {
    unsubscribe("net.client.socket", count);
  }
  return opened;
}

const failure = (url: string, options?: GuardedFetchOptions) =>
  guardedFetch(url, options).then(
    () => "answered",
    (error: unknown) => (error as Error).message,
  );

describe("the guarded fetcher refuses what is not the public internet", () => {
  it("refuses every non-public IP literal, in every spelling, before opening a socket", async () => {
    const port = inside.port;
    const literals = [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:169.254.169.254]/latest/meta-data/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://10.0.0.1/",
      "http://172.16.5.4/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://224.0.0.1/",
      "http://255.255.255.255/",
      "http://[64:ff9b::7f00:1]/",
      "http://[64:ff9b:1::a00:1]/",
      "http://[2002:7f00:1::]/",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
      "http://[fc00::1]/",
      "http://[fd12:3456::1]/",
      "http://[fe80::1]/",
      "http://[ff02::1]/",
      "http://[::ffff:0:7f00:1]/",
    ];
    for (const url of literals) {
      let message = "";
      expect(await socketsOpened(async () => (message = await failure(url))), url).toBe(0);
      expect(message, url).toBe(unreachable);
    }
    expect(inside.hits).toEqual([]);
  });

  it("refuses a name that resolves to loopback at connect time, unless a test allows loopback", async () => {
    for (const host of ["localhost", "localhost.", "LOCALHOST"]) {
      expect(await failure(`http://${host}:${inside.port}/`), host).toBe(unreachable);
    }
    expect(inside.hits).toEqual([]);
    // The stand-in is there: only the guard kept the requests from it.
    const answer = await guardedFetch(`http://localhost:${inside.port}/`, { allowLoopback: true });
    expect([answer.status, answer.body.toString()]).toEqual([200, "secret"]);
    inside.hits.length = 0;
  });

  it("refuses anything but http(s) without credentials, and says so", async () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "http://user:pw@example.com/", "not a url"]) {
      expect(await failure(url), url).toBe("Not an http(s) address without a user name or password");
    }
  });
});

describe("redirects", () => {
  const to = (target: string) => `${shop.origin}/to?${new URLSearchParams({ u: target })}`;

  it("judges each hop again: a trusted origin's redirect to another loopback port, or inside, is refused", async () => {
    const trust = { trustedOrigins: [shop.origin] };
    for (const target of [
      `${inside.origin}/`,
      `http://localhost:${inside.port}/`,
      `http://[::ffff:7f00:1]:${inside.port}/`,
      `http://0x7f.1:${inside.port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://user:pw@example.com/",
      "ftp://example.com/",
    ]) {
      expect(await failure(to(target), trust), target).toBe(unreachable);
    }
    expect(inside.hits).toEqual([]);
    // Within the trusted origin a redirect is followed.
    const answer = await guardedFetch(to("/json"), trust);
    expect([answer.status, answer.url.pathname, answer.body.toString()]).toEqual([200, "/json", '{"ok":true}']);
  });

  it("follows at most maxRedirects, and answers the redirect itself when that is 0", async () => {
    shop.hits.length = 0;
    expect(await failure(`${shop.origin}/loop`, { allowLoopback: true, maxRedirects: 3 })).toBe("Too many redirects");
    expect(shop.hits.length).toBe(4);
    const manual = await guardedFetch(`${shop.origin}/loop`, { allowLoopback: true, maxRedirects: 0 });
    expect([manual.status, manual.headers.location]).toEqual([302, "/loop"]);
  });

  it("posts a form and reads JSON; a 303 turns it into a GET, and credentials stay with their origin", async () => {
    shop.hits.length = 0;
    const form = { "Content-Type": "application/x-www-form-urlencoded", Authorization: "Bearer secret" };
    const answer = await guardedFetch(`${shop.origin}/see-other`, {
      allowLoopback: true,
      method: "POST",
      headers: form,
      body: "a=1&b=2",
    });
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(shop.hits.map((h) => [h.method, h.path, h.body])).toEqual([
      ["POST", "/see-other", "a=1&b=2"],
      ["GET", "/json", ""],
    ]);
    await guardedFetch(to(`${inside.origin}/`), { allowLoopback: true, headers: form });
    expect(inside.hits.map((h) => h.headers.authorization)).toEqual([undefined]);
    inside.hits.length = 0;
  });
});

describe("limits and failures", () => {
  const trust = { trustedOrigins: [] as string[] };
  beforeAll(() => void (trust.trustedOrigins = [shop.origin]));

  it("stops reading past the byte limit, whether the length is announced or not", async () => {
    expect(await failure(`${shop.origin}/big`, { ...trust, maxBytes: 1000 })).toBe("The answer was too large");
    expect(await failure(`${shop.origin}/chunked`, { ...trust, maxBytes: 1000 })).toBe("The answer was too large");
    expect((await guardedFetch(`${shop.origin}/chunked`, { ...trust, maxBytes: 1800 })).body.length).toBe(1800);
  });

  it("gives up at the time limit, for an answer that never starts or a body that stalls", async () => {
    for (const path of ["/hang", "/stall"]) {
      const started = performance.now();
      expect(await failure(`${shop.origin}${path}`, { ...trust, timeoutMs: 300 }), path).toBe(
        "The address did not answer in time",
      );
      expect(performance.now() - started, path).toBeLessThan(2000);
    }
  });

  it("says the same of a refused address, a closed port and a TLS failure", async () => {
    const closed = await standIn(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const messages = new Set([
      await failure(`http://10.0.0.1:${closed.port}/`),
      await failure(`http://127.0.0.1:${closed.port}/`),
      await failure(`http://127.0.0.1:${closed.port}/`, { allowLoopback: true }),
      await failure(`https://127.0.0.1:${shop.port}/json`, { allowLoopback: true }),
    ]);
    expect([...messages]).toEqual([unreachable]);
  });
});
