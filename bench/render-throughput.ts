import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { httpGet } from "./http.ts";
import type { Page, PageId } from "./pages.ts";
import { delay, freePort, runToCompletion, startChild, waitForOk, type Child } from "./processes.ts";
import { loadRow, table } from "./report.ts";
import { residentMemory, type Storefront } from "./storefront.ts";
import { loadSettings, measureLoad, startBaseline, trackingSpikeScript, type LoadResult } from "./throughput.ts";

/** The spike of issue 35 item 3: this many connections for this long, over the sitemap's pages. */
export const SPIKE = { connections: 200, durationS: 30, maxPaths: 2000, recoveryS: 60 };

export interface RenderedKind {
  id: PageId;
  path: string;
  load: LoadResult;
  /** Its req/s over the bare server's in the same run. */
  shareOfBare: number;
}

export interface ThroughputResult {
  path: string;
  bare: LoadResult;
  /** nginx serving the same bytes as a file (when nginx is installed). */
  nginx?: LoadResult;
  cached: LoadResult;
  cachedShare: number;
  /** Each page kind with every request rendered (the bench's render token). */
  rendered: RenderedKind[];
  /** The server's resident memory after the rendering runs (MB). */
  memory: { rssMb: number; peakMb: number };
  spike?: {
    paths: number;
    load: LoadResult;
    idleMb: number;
    afterMb: number;
    /** Seconds until resident memory was back within 10 % of idle; null when it was not within `SPIKE.recoveryS`. */
    backToIdleS: number | null;
  };
}

/**
 * The product page from the page cache, every page kind rendered on each request, against a bare Node server and
 * nginx replaying the product page's exact bytes (the bare server before and after the app: its mean is the
 * baseline); then the tracking-parameter spike over the sitemap's pages.
 */
export async function measureThroughput(server: Storefront, pages: Page[], workDir: string): Promise<ThroughputResult> {
  const { threads, connections, durationS, warmUpS } = loadSettings;
  console.log(`  Throughput (wrk -t${threads} -c${connections}, ${durationS} s after ${warmUpS} s warm-up)`);
  const product = pages.find((p) => p.id === "product" && p.html)!;
  // This server's own bytes of the page (same size on both drivers), identity-encoded.
  const html = (await httpGet(server.origin + product.path!)).body;
  const contentType = product.contentType ?? "text/html";
  const baseline = await startBaseline(html, contentType, workDir);
  const nginx = await startNginx(html, contentType, workDir);
  try {
    const bareBefore = await measureLoad(baseline.url);
    const nginxLoad = nginx ? await measureLoad(nginx.url) : undefined;
    const cached = await measureLoad(server.origin + product.path!);
    const renderedLoads = [];
    for (const page of pages.filter((p) => p.html && p.path)) {
      renderedLoads.push({
        id: page.id,
        path: page.path!,
        load: await measureLoad(server.origin + page.path!, { rendered: true }),
      });
    }
    const bareAfter = await measureLoad(baseline.url);
    const bare = {
      ...bareBefore,
      rps: (bareBefore.rps + bareAfter.rps) / 2,
      p50Ms: Math.max(bareBefore.p50Ms, bareAfter.p50Ms),
      p99Ms: Math.max(bareBefore.p99Ms, bareAfter.p99Ms),
      requests: bareBefore.requests + bareAfter.requests,
      problems: bareBefore.problems + bareAfter.problems,
    };
    const share = (load: LoadResult) => (bare.rps > 0 ? load.rps / bare.rps : 0);
    const rendered = renderedLoads.map((r) => ({ ...r, shareOfBare: share(r.load) }));
    console.log(
      table([
        loadRow("    bare Node server, same bytes (mean of before and after)", bare),
        ...(nginxLoad ? [loadRow("    nginx, same bytes as a file", nginxLoad)] : []),
        loadRow(`    ${product.path} cached`, cached),
        ...rendered.map((r) => [
          ...loadRow(`    ${r.path} rendered each request`, r.load).slice(0, 4),
          `${(r.shareOfBare * 100).toFixed(1)} % of bare`,
        ]),
      ]),
    );
    console.log(`    cached / bare: ${share(cached).toFixed(2)}`);
    const memory = await residentMemory(server.child);
    console.log(`    server afterwards: ${memory.rssMb} MB resident (peak ${memory.peakMb})`);
    const spike = await measureSpike(server, workDir);
    return { path: product.path!, bare, nginx: nginxLoad, cached, cachedShare: share(cached), rendered, memory, spike };
  } finally {
    await baseline.child.stop();
    await nginx?.child.stop();
  }
}

/**
 * c=200 for 30 s over the sitemap's addresses, each request with a never-repeated tracking parameter: how a post
 * that sends riders to many pages at once is served. Then how long resident memory takes to come back to idle.
 */
async function measureSpike(server: Storefront, workDir: string): Promise<ThroughputResult["spike"]> {
  const paths = (await sitemapPaths(server.origin)).slice(0, SPIKE.maxPaths);
  if (!paths.length) return undefined;
  const idle = await residentMemory(server.child);
  const script = await trackingSpikeScript(workDir, paths);
  const load = await measureLoad(server.origin + "/", {
    script,
    connections: SPIKE.connections,
    durationS: SPIKE.durationS,
    warmUpS: 0,
  });
  const after = await residentMemory(server.child);
  let backToIdleS: number | null = null;
  for (let s = 0; s <= SPIKE.recoveryS; s += 5) {
    if ((await residentMemory(server.child)).rssMb <= idle.rssMb * 1.1) {
      backToIdleS = s;
      break;
    }
    await delay(5000);
  }
  console.log(
    table([
      loadRow(
        `    spike: c=${SPIKE.connections}, ${SPIKE.durationS} s, ${paths.length} sitemap pages + tracking parameters`,
        load,
      ),
    ]),
  );
  console.log(
    `    resident memory: ${idle.rssMb} MB idle, ${after.rssMb} MB after the spike, ` +
      (backToIdleS === null
        ? `not back within ${SPIKE.recoveryS} s`
        : `back within 10 % of idle after ${backToIdleS} s`),
  );
  return { paths: paths.length, load, idleMb: idle.rssMb, afterMb: after.rssMb, backToIdleS };
}

/** The paths the sitemap lists (following a sitemap index to its files). */
async function sitemapPaths(origin: string): Promise<string[]> {
  const locs = async (url: string) => {
    const response = await httpGet(url, {}, 120_000);
    if (response.status !== 200) return [];
    return [...response.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  };
  const top = await locs(`${origin}/sitemap.xml`);
  const files = top.filter((loc) => /\.xml$/.test(loc));
  const pages = files.length ? (await Promise.all(files.map((f) => locs(origin + new URL(f).pathname)))).flat() : top;
  return pages.map((loc) => new URL(loc).pathname + new URL(loc).search);
}

/** nginx serving `body` as a static file on a free port (root may read the bench's private folder); undefined without nginx. */
async function startNginx(
  body: Buffer,
  contentType: string,
  workDir: string,
): Promise<{ child: Child; url: string } | undefined> {
  const { code } = await runToCompletion("nginx", "sh", ["-c", "command -v nginx"], { timeoutMs: 5000 });
  if (code !== 0) {
    console.log("    (nginx not installed: apt-get install -y nginx adds it to the baselines)");
    return undefined;
  }
  const prefix = path.join(workDir, "nginx");
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  await writeFile(path.join(prefix, "page"), body);
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  await writeFile(
    conf,
    `user root;
worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${prefix};
    location / { default_type "${contentType}"; try_files /page =404; }
  }
}
`,
  );
  const child = startChild("nginx", "nginx", ["-c", conf, "-p", prefix]);
  const url = `http://127.0.0.1:${port}/`;
  await waitForOk(url, child, 15_000);
  return { child, url };
}
