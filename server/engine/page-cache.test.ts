import { describe, expect, it, vi } from "vitest";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { watchCatalogueVersion } from "#db/catalogue-cache.server";
import { createPageCache, maxCachedBytes, sharedCacheControl } from "./page-cache";

const t = setupTestApp({ seed: false });

function renderer(headers: Record<string, string> = { "content-type": "text/html" }, status = 200) {
  let renders = 0;
  return {
    count: () => renders,
    render: async () => new Response(`<p>render ${++renders}</p>`, { status, headers }),
  };
}

describe("page cache", () => {
  it("serves a rendered page again until the catalogue changes", async () => {
    const cache = createPageCache();
    const page = renderer();
    const get = () => cache(t.database.db, new Request("http://x/pt/"), page.render).then((r) => r.text());
    expect(await get()).toBe("<p>render 1</p>");
    expect(await get()).toBe("<p>render 1</p>");
    await createProduct(t.database.db);
    expect(await get()).toBe("<p>render 2</p>");
    expect(page.count()).toBe(2);
  });

  it("holds at most maxCachedBytes of pages: the oldest render again, the newest are still kept", async () => {
    const cache = createPageCache();
    const db = t.database.db;
    const pageBytes = 2 ** 20;
    const renders = new Map<string, number>();
    const get = (path: string) =>
      cache(db, new Request(`http://x${path}`), async () => {
        renders.set(path, (renders.get(path) ?? 0) + 1);
        return new Response("x".repeat(pageBytes), { headers: { "content-type": "text/html" } });
      });
    const pages = Array.from({ length: maxCachedBytes / pageBytes + 4 }, (_, i) => `/pt/p${i}`);
    for (const path of pages) await get(path);
    const newest = pages.at(-1)!;
    await get(newest);
    await get(pages[0]!);
    expect(renders.get(newest)).toBe(1);
    expect(renders.get(pages[0]!)).toBe(2);
  });

  it("keeps a page per delivery country chosen, of the five only", async () => {
    const cache = createPageCache();
    const page = renderer();
    const get = (cookie?: string) =>
      cache(
        t.database.db,
        new Request("http://x/pt/produto/a", { headers: cookie ? { cookie } : {} }),
        page.render,
      ).then((r) => r.text());
    expect(await get()).toBe("<p>render 1</p>");
    expect(await get("delivery-country=ES")).toBe("<p>render 2</p>");
    expect(await get("helmet=3; delivery-country=ES")).toBe("<p>render 3</p>");
    expect(await get("delivery-country=ES")).toBe("<p>render 2</p>");
    expect(await get("delivery-country=DE")).toBe("<p>render 4</p>");
    // None of the five: the page as it is without a choice.
    expect(await get("delivery-country=US")).toBe("<p>render 1</p>");
  });

  it("keeps each URL apart and never keeps errors, cookies, redirects or other methods", async () => {
    const cache = createPageCache();
    const db = t.database.db;
    const page = renderer();
    await cache(db, new Request("http://x/pt/?a=1"), page.render);
    await cache(db, new Request("http://x/pt/?a=2"), page.render);
    expect(page.count()).toBe(2);
    for (const other of [
      renderer({ "content-type": "text/html" }, 404),
      renderer({ "content-type": "text/html", "set-cookie": "a=b" }),
      renderer({ location: "/x" }, 302),
      renderer({ "content-type": "application/json" }),
      renderer({ "content-type": "text/html", "cache-control": "private, no-store" }),
    ]) {
      await cache(db, new Request("http://x/other"), other.render);
      await cache(db, new Request("http://x/other"), other.render);
      expect(other.count()).toBe(2);
    }
    const post = renderer();
    await cache(db, new Request("http://x/pt/", { method: "POST" }), post.render);
    await cache(db, new Request("http://x/pt/", { method: "POST" }), post.render);
    expect(post.count()).toBe(2);
  });

  it("marks what it keeps as public with a validator, and answers a matching If-None-Match with 304", async () => {
    const cache = createPageCache();
    const page = renderer();
    const first = await cache(t.database.db, new Request("http://x/en/"), page.render);
    expect(first.headers.get("cache-control")).toBe(sharedCacheControl);
    expect(sharedCacheControl).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await cache(
      t.database.db,
      new Request("http://x/en/", { headers: { "If-None-Match": etag } }),
      page.render,
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // Another page's validator does not match; a change of the catalogue makes a new one.
    const other = await cache(
      t.database.db,
      new Request("http://x/en/", { headers: { "If-None-Match": 'W/"other"' } }),
      page.render,
    );
    expect(other.status).toBe(200);
    await createProduct(t.database.db);
    const changed = await cache(
      t.database.db,
      new Request("http://x/en/", { headers: { "If-None-Match": etag } }),
      page.render,
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    // A private page gets neither.
    const mine = await cache(
      t.database.db,
      new Request("http://x/mine"),
      renderer({ "content-type": "text/html", "cache-control": "private, no-store" }).render,
    );
    expect(mine.headers.get("etag")).toBeNull();
  });
  it("renders a page once for a spike of concurrent requests, and each of them gets it", async () => {
    const cache = createPageCache();
    let renders = 0;
    let finish!: () => void;
    const slow = async () => {
      renders++;
      await new Promise<void>((resolve) => (finish = resolve));
      return new Response("<p>spike</p>", { headers: { "content-type": "text/html" } });
    };
    const spike = Array.from({ length: 20 }, (_, i) =>
      cache(t.database.db, new Request(`http://x/pt/?fbclid=visitor${i}`), slow).then((r) => r.text()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect(await Promise.all(spike)).toEqual(Array(20).fill("<p>spike</p>"));
    expect(renders).toBe(1);
  });

  it("waiting requests render for themselves when the first answer may not be kept", async () => {
    const cache = createPageCache();
    const page = renderer({ "content-type": "text/html" }, 404);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => cache(t.database.db, new Request("http://x/pt/gone"), page.render)),
    );
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(page.count()).toBe(3);
  });

  it("with a public origin, keeps one page whatever Host a request names", async () => {
    const cache = createPageCache({ publicOrigin: "https://loja.example" });
    const page = renderer();
    for (const host of ["loja.example", "evil.example", "127.0.0.1:3000"]) {
      expect(await (await cache(t.database.db, new Request(`http://${host}/pt/`), page.render)).text()).toBe(
        "<p>render 1</p>",
      );
    }
    // Without one, pages name the host they were asked on: each host is its own page.
    const local = createPageCache();
    const other = renderer();
    await local(t.database.db, new Request("http://a.example/pt/"), other.render);
    await local(t.database.db, new Request("http://b.example/pt/"), other.render);
    expect(other.count()).toBe(2);
  });

  it("renders for the bench's header only when it carries the server's token", async () => {
    const token = "bench-token-of-this-run";
    const cache = createPageCache({ benchRenderToken: token });
    const page = renderer();
    const get = (value?: string) =>
      cache(
        t.database.db,
        new Request("http://x/pt/", { headers: value ? { "x-bench-render": value } : {} }),
        page.render,
      ).then((r) => r.text());
    expect(await get()).toBe("<p>render 1</p>");
    expect(await get("a guess")).toBe("<p>render 1</p>");
    expect(await get(token)).toBe("<p>render 2</p>");
    expect(await get(token)).toBe("<p>render 3</p>");
    // Without a token set, nobody can make the server render.
    const plain = createPageCache();
    const other = renderer();
    for (const value of [undefined, token, ""]) {
      await plain(
        t.database.db,
        new Request("http://x/pt/", { headers: value ? { "x-bench-render": value } : {} }),
        other.render,
      );
    }
    expect(other.count()).toBe(1);
  });
  it("lets go of pages too old to serve even stale without waiting for newer ones to push them out", async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache(t.database.db, new Request("http://x/pt/a"), page.render);
    await cache(t.database.db, new Request("http://x/pt/b"), page.render);
    expect(cache.keptBytes()).toBeGreaterThan(0);
    cache.dropExpired(Date.now() + 61_000);
    expect(cache.keptBytes()).toBeGreaterThan(0);
    cache.dropExpired(Date.now() + 60_000 + 10 * 60_000 + 1_000);
    expect(cache.keptBytes()).toBe(0);
  });

  it("serves pages past their minute while they render again in the background, one at a time, never one of an older catalogue", async () => {
    const cache = createPageCache();
    const db = t.database.db;
    const renders: string[] = [];
    const held = new Map<string, () => void>();
    let hold = false;
    const get = (path: string) =>
      cache(db, new Request(`http://x${path}`), async () => {
        renders.push(path);
        const count = renders.filter((p) => p === path).length;
        if (hold) await new Promise<void>((resolve) => held.set(path, resolve));
        return new Response(`<p>${path} ${count}</p>`, { headers: { "content-type": "text/html" } });
      }).then((r) => r.text());
    const start = Date.now();
    const at = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(start + ms);
    try {
      expect(await get("/a")).toBe("<p>/a 1</p>");
      expect(await get("/b")).toBe("<p>/b 1</p>");
      at(61_000);
      hold = true;
      // Served as they were, at once, while their renders wait their turn: /b's starts when /a's has ended.
      expect(await get("/a")).toBe("<p>/a 1</p>");
      expect(await get("/b")).toBe("<p>/b 1</p>");
      expect(await get("/a")).toBe("<p>/a 1</p>");
      await vi.waitFor(() => expect(renders).toEqual(["/a", "/b", "/a"]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renders).toEqual(["/a", "/b", "/a"]);
      held.get("/a")!();
      await vi.waitFor(() => expect(renders).toEqual(["/a", "/b", "/a", "/b"]));
      // Keeping /a's new render pushed out no page that is only past its minute.
      expect(await get("/a")).toBe("<p>/a 2</p>");
      expect(await get("/b")).toBe("<p>/b 1</p>");
      held.get("/b")!();
      hold = false;
      await vi.waitFor(async () => expect(await get("/b")).toBe("<p>/b 2</p>"));
      expect(await get("/a")).toBe("<p>/a 2</p>");
      expect(renders).toHaveLength(4);
      // Past its minute and ten more: rendered on the request.
      at(61_000 + 60_000 + 10 * 60_000 + 1_000);
      expect(await get("/a")).toBe("<p>/a 3</p>");
      // Of an older catalogue version: rendered on the request, however young.
      await createProduct(db);
      expect(await get("/a")).toBe("<p>/a 4</p>");
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("answers a page past its minute before the app (peek) once its new render is queued, not before", async () => {
    const stopWatching = await watchCatalogueVersion(t.database);
    const cache = createPageCache();
    const db = t.database.db;
    let release = () => {};
    let renders = 0;
    const render = async () => {
      if (++renders === 2) await new Promise<void>((resolve) => (release = resolve));
      return new Response(`<p>render ${renders}</p>`, { headers: { "content-type": "text/html" } });
    };
    const url = "http://x/pt/peek";
    const start = Date.now();
    try {
      await cache(db, new Request(url), render);
      await vi.waitFor(() => expect(cache.peek(db, url, null)).toBeDefined());
      vi.spyOn(Date, "now").mockReturnValue(start + 61_000);
      // Nothing renders it again yet: the request goes the long way, which queues the render.
      expect(cache.peek(db, url, null)).toBeUndefined();
      expect(await (await cache(db, new Request(url), render)).text()).toBe("<p>render 1</p>");
      expect(new TextDecoder().decode(cache.peek(db, url, null)?.body)).toBe("<p>render 1</p>");
      await vi.waitFor(() => expect(renders).toBe(2));
      release();
      await vi.waitFor(() => expect(new TextDecoder().decode(cache.peek(db, url, null)?.body)).toBe("<p>render 2</p>"));
    } finally {
      vi.restoreAllMocks();
      await stopWatching();
    }
  });
});
