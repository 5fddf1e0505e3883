import { measureAdminAtScale, type AdminAtScale } from "./admin-at-scale.ts";
import { httpGet } from "./http.ts";
import { benchRenderToken } from "./throughput.ts";
import { residentMemory, type Storefront } from "./storefront.ts";

/** One kind of answer measured at one catalogue size: sequential requests (one connection), uncached. */
export interface Timing {
  name: string;
  p50Ms: number;
  p99Ms: number;
  /** The largest answer of this kind, bytes (uncompressed). */
  maxBytes: number;
  /** Answers other than 200. */
  problems: number;
}

export interface SizeResult {
  products: number;
  timings: Timing[];
  /** The dashboard, the sitemap, sitemap intelligence and a crawl (admin-at-scale.ts). */
  admin: AdminAtScale;
  rssMb: number;
  peakMb: number;
}

const REQUESTS = 30;
/** Typo-tolerant search words: plain, one typo, a brand, a code. */
const SEARCHES = ["viseira", "visiera", "shoei", "pinlock", "insta360", "agv k6"];

/**
 * The answers whose cost must stay flat as the catalogue grows: the product page (a different product
 * each time), the list, a category, a search and the product API; pages rendered on each request (the bench's
 * render token), the API with a never-repeated `cb`, so no cache answers. Then the server's resident memory.
 */
export async function measureAtSize(server: Storefront, products: number): Promise<SizeResult> {
  const slugs = await productSlugs(server.origin, products);
  let n = 0;
  const cb = () => `cb=${Date.now()}-${++n}`;
  const kinds: [string, (i: number) => string][] = [
    // A product not asked for before in each request (the warm-up has its own), at every size: a render whose
    // product the catalogue cache already holds costs less, and at 36 products repeats were the rule.
    ["product page", (i) => `/pt/produto/${encodeURIComponent(slugs[i % slugs.length]!)}`],
    ["list", () => `/pt/products`],
    ["category", () => `/pt/visors`],
    [
      "search API",
      (i) => `/api/products/search?lang=pt&q=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}&${cb()}`,
    ],
    ["search page", (i) => `/pt/products?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}`],
    ["/api/products", () => `/api/products?lang=pt&${cb()}`],
  ];
  const timings: Timing[] = [];
  for (const [name, path] of kinds) timings.push(await time(server.origin, name, path));
  const admin = await measureAdminAtScale(server.origin);
  return { products, timings, admin, ...(await residentMemory(server.child)) };
}

/** Untimed requests of each kind first: the run's first kind met V8 still compiling (14.5 ms, then 8.8 a size later). */
const WARM_UP = 10;

async function time(origin: string, name: string, path: (i: number) => string): Promise<Timing> {
  // First-use compilation is not what we measure. The warm-up asks its own address (path(0)) again, rendered each
  // time: the code runs warm, and the products measured are still never asked before.
  for (let i = 0; i < WARM_UP; i++)
    await httpGet(origin + path(0), { "x-bench-render": benchRenderToken }, 60_000).catch(() => undefined);
  const durations: number[] = [];
  let maxBytes = 0;
  let problems = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await httpGet(origin + path(i + 1), { "x-bench-render": benchRenderToken }, 60_000);
    durations.push(performance.now() - started);
    maxBytes = Math.max(maxBytes, response.body.length);
    if (response.status !== 200) problems++;
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]! * 10) / 10;
  return { name, p50Ms: at(0.5), p99Ms: at(0.99), maxBytes, problems };
}

/** Distinct slugs of products spread over the whole catalogue (first page and random offsets), at most one per request. */
async function productSlugs(origin: string, products: number) {
  const wanted = REQUESTS + 1;
  const perPage = Math.ceil(wanted / 6);
  const offsets = [0, ...Array.from({ length: 5 }, () => Math.floor(Math.random() * Math.max(1, products - perPage)))];
  if (products <= wanted * 2) offsets.splice(0, offsets.length, 0);
  const slugs = new Set<string>();
  for (const offset of offsets) {
    const limit = offsets.length === 1 ? wanted : perPage;
    const response = await httpGet(`${origin}/api/products?lang=pt&limit=${limit}&offset=${offset}`);
    if (response.status === 200)
      for (const product of JSON.parse(response.body.toString()) as { slug: string }[]) slugs.add(product.slug);
  }
  return [...slugs];
}
