import { describe, expect, it } from "vitest";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
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
  it("lets go of pages past their minute without waiting for newer ones to push them out", async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache(t.database.db, new Request("http://x/pt/a"), page.render);
    await cache(t.database.db, new Request("http://x/pt/b"), page.render);
    expect(cache.keptBytes()).toBeGreaterThan(0);
    cache.dropExpired(Date.now() + 30_000);
    expect(cache.keptBytes()).toBeGreaterThan(0);
    cache.dropExpired(Date.now() + 61_000);
    expect(cache.keptBytes()).toBe(0);
  });
});
