import { httpGet } from "./http.ts";

export type PageId = "home" | "products" | "category" | "model" | "finder" | "product";

/** A page to measure, after one plain GET. Only pages that answered 200 (`html` set) are measured. */
export interface Page {
  id: PageId;
  label: string;
  /** null when the URL itself could not be found out (the product page needs the API). */
  path: string | null;
  status: number | null;
  /** Why the page is skipped, for the report. */
  skipReason?: string;
  html?: Buffer;
  contentType?: string;
}

/**
 * The pages the bench covers (issue 20): the category, model and finder paths are the demo catalogue's; the
 * product page's slug comes from the API, so it exists in the demo data.
 */
export async function findPages(origin: string): Promise<Page[]> {
  const product = await findProductPath(origin);
  const targets: Array<{ id: PageId; label: string; path: string | null; reason?: string }> = [
    { id: "home", label: "Home", path: "/pt/" },
    { id: "products", label: "Product list", path: "/pt/products" },
    { id: "category", label: "Category", path: "/pt/visors" },
    { id: "model", label: "Model page", path: "/pt/visors-agv-k6" },
    { id: "finder", label: "Helmet finder", path: "/pt/qual-teu-capacete" },
    { id: "product", label: "Product page", ...product },
  ];
  return Promise.all(targets.map((t) => (t.path ? fetchPage(origin, t.id, t.label, t.path) : unresolved(t))));
}

async function fetchPage(origin: string, id: PageId, label: string, path: string): Promise<Page> {
  try {
    // No Accept-Encoding: we want the HTML as the identity bytes (also what the throughput baseline replays).
    const response = await httpGet(origin + path);
    if (response.status !== 200) {
      return { id, label, path, status: response.status, skipReason: `HTTP ${response.status}` };
    }
    const contentType = response.headers["content-type"] ?? "text/html; charset=utf-8";
    return { id, label, path, status: 200, html: response.body, contentType };
  } catch (error) {
    return { id, label, path, status: null, skipReason: (error as Error).message };
  }
}

function unresolved(target: { id: PageId; label: string; reason?: string }): Page {
  return { ...target, path: null, status: null, skipReason: target.reason ?? "URL unknown" };
}

/** GET /api/products?lang=pt → first product's slug → /pt/produto/{slug}. */
async function findProductPath(origin: string): Promise<{ path: string | null; reason?: string }> {
  try {
    const response = await httpGet(`${origin}/api/products?lang=pt&limit=1`);
    if (response.status !== 200) return { path: null, reason: `product API answered HTTP ${response.status}` };
    const products: unknown = JSON.parse(response.body.toString("utf8"));
    const first: unknown = Array.isArray(products) ? products[0] : undefined;
    const slug = first && typeof first === "object" && "slug" in first ? first.slug : undefined;
    if (typeof slug !== "string" || !slug) return { path: null, reason: "product API returned no product with a slug" };
    return { path: `/pt/produto/${encodeURIComponent(slug)}` };
  } catch (error) {
    return { path: null, reason: `product API failed: ${(error as Error).message}` };
  }
}

/**
 * Fetches every image a page references (src, srcset, preloads) once, as a production server's
 * media cache would already hold them: a fresh demo database renders each resized variant on its
 * first request, which is not what a visitor of a running site waits for.
 */
export async function warmImages(origin: string, page: Page): Promise<number> {
  if (!page.html) return 0;
  const html = page.html.toString("utf8");
  const urls = new Set<string>();
  for (const [, attr] of html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|href)="([^"]*\/media\/[^"]*)"/g)) {
    for (const candidate of attr!.split(",")) urls.add(candidate.trim().split(/\s+/)[0]!);
  }
  await Promise.all([...urls].map((url) => httpGet(new URL(url, origin).toString()).catch(() => undefined)));
  return urls.size;
}
