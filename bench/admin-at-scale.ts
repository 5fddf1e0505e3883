/** The admin's whole-catalogue answers at one catalogue size, the storefront's health while they run, and a crawl. */

/** The admin password of the bench's servers (storefront.ts passes it), so the bench can log in. */
export const benchAdminPassword = "bench-admin-password";

export interface AdminAtScale {
  /** The dashboard's first load, then a second with the catalogue unchanged, ms. */
  dashboardMs: number;
  dashboardAgainMs: number;
  /** /sitemap.xml and every file it names, one after another, ms. */
  sitemapMs: number;
  sitemapFiles: number;
  sitemapUrls: number;
  /** The largest sitemap file: bytes and URLs (the protocol allows 50 MB and 50,000). */
  sitemapLargestBytes: number;
  sitemapLargestUrls: number;
  sitemapIntelligenceMs: number;
  /** The slowest /healthz (asked every 100 ms) while the answers above were made, ms: how long the site stalled. */
  healthzWorstMs: number;
  /** Distinct product pages at 4 at a time, as a crawler asks them. */
  crawl: { pages: number; rps: number; problems: number };
}

const CRAWL_PAGES = 2000;
const CRAWL_CONCURRENCY = 4;

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
};

async function get(url: string, cookie = "") {
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return body;
}

async function logIn(origin: string) {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ password: benchAdminPassword }),
  });
  await response.body?.cancel();
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`admin login answered ${response.status}`);
  return cookie;
}

/** Asks /healthz every 100 ms until stopped; answers the slowest, ms. */
function watchHealth(origin: string) {
  let stopped = false;
  let worst = 0;
  const done = (async () => {
    while (!stopped) {
      const { ms } = await timed(() => get(`${origin}/healthz`).catch(() => ""));
      worst = Math.max(worst, ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => ((stopped = true), await done, worst);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function readSitemap(origin: string) {
  const files = locsOf(await get(`${origin}/sitemap.xml`)).map((url) => origin + new URL(url).pathname);
  const sizes = [];
  for (const file of files) {
    const xml = await get(file);
    sizes.push({ bytes: Buffer.byteLength(xml), urls: xml.split("<url>").length - 1 });
  }
  return {
    sitemapFiles: files.length,
    sitemapUrls: sizes.reduce((n, s) => n + s.urls, 0),
    sitemapLargestBytes: Math.max(0, ...sizes.map((s) => s.bytes)),
    sitemapLargestUrls: Math.max(0, ...sizes.map((s) => s.urls)),
  };
}

/** Product page addresses of up to CRAWL_PAGES distinct products, from the paged product API. */
async function productPages(origin: string) {
  const paths: string[] = [];
  for (let offset = 0; paths.length < CRAWL_PAGES; offset += 200) {
    const page = JSON.parse(await get(`${origin}/api/products?lang=pt&limit=200&offset=${offset}`)) as {
      slug: string;
    }[];
    paths.push(...page.map((p) => `/pt/produto/${encodeURIComponent(p.slug)}`));
    if (page.length < 200) break;
  }
  return paths.slice(0, CRAWL_PAGES);
}

async function crawl(origin: string) {
  const paths = await productPages(origin);
  let next = 0;
  let problems = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(origin + paths[next++]!, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
      await response?.body?.cancel();
      if (response?.status !== 200) problems++;
    }
  };
  const { ms } = await timed(() => Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker)));
  return { pages: paths.length, rps: Math.round((paths.length / ms) * 1000), problems };
}

export async function measureAdminAtScale(origin: string): Promise<AdminAtScale> {
  const cookie = await logIn(origin);
  const health = watchHealth(origin);
  const dashboard = await timed(() => get(`${origin}/admin/dashboard`, cookie));
  const dashboardAgain = await timed(() => get(`${origin}/admin/dashboard`, cookie));
  const sitemap = await timed(() => readSitemap(origin));
  const intelligence = await timed(() => get(`${origin}/api/admin/sitemap-intelligence`, cookie));
  const healthzWorstMs = await health();
  return {
    dashboardMs: dashboard.ms,
    dashboardAgainMs: dashboardAgain.ms,
    sitemapMs: sitemap.ms,
    ...sitemap.value,
    sitemapIntelligenceMs: intelligence.ms,
    healthzWorstMs,
    crawl: await crawl(origin),
  };
}
