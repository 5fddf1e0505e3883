/** Production entry (the Vite SSR input): database, demo data, then HTTP on PORT. */
import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import * as build from "virtual:react-router/server-build";
import { resolveAdminPasswordHash } from "~/features/admin/auth.server";
import { aiProviderFromEnv } from "~/features/ai/ai-provider.server";
import { createAliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import { startMarketplaceSyncWorker } from "~/features/marketplace/marketplace-sync.server";
import { startOrderSyncWorker } from "~/features/earnings/order-sync.server";
import { createApp } from "./app";
import { describeDatabase, openAppDatabase } from "./boot";
import type { AppEnv } from "./context";
import { mailWaitsFor, marketplaceWaitsFor, parseEnv } from "./env.server";
import { documentScriptFile } from "~/enhance/keys";
import { createPagesRouter } from "./pages";
import { createPageCache } from "./engine/page-cache";
import { pageHitsBeforeHono } from "./engine/page-hits";
import { switchedLanguage } from "./language-choice";
import { fewRequestsPerTurn, requestsInFlight } from "./engine/turns";
import { createAppServer } from "./slow-bodies";
import { trustedProxies } from "./proxy-trust";
import { smtpTransport, startOutboxWorker } from "~/features/mail/mailer.server";
import { deleteUnconfirmedSubscribers } from "~/features/newsletter/newsletter.server";
import { deleteExpiredVisorRequests } from "~/features/catalog/visor-notices.server";
import { deleteExpiredStockRequests } from "~/features/stock-requests/stock-requests.server";
import { deleteExpiredPriceAlerts } from "~/features/price-alerts/price-alerts.server";
import { flushPageViews } from "~/features/insight/page-views.server";
import { watchCatalogueVersion } from "#db/catalogue-cache.server";
import { startLinkCheckWorker } from "~/features/link-health/link-health.server";
import { startDigestWorker } from "~/features/dashboard/digest.server";
import { logError } from "#db/log-error";
import { stepAsideWhile } from "~/lib/in-turns";
import { startPageWarmer } from "./engine/page-warmer";

const started = performance.now();
const env = parseEnv();
const database = await openAppDatabase(env).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const pageCache = createPageCache({
  trackingParameters: env.TRACKING_PARAMETERS,
  publicOrigin: env.PUBLIC_ORIGIN,
  benchRenderToken: env.BENCH_RENDER_TOKEN,
});
const clientRoot = "./build/client";
const clientFiles = new Set(readdirSync(clientRoot).filter((name) => name !== "assets"));
const serveClientFile = serveStatic<AppEnv>({
  root: clientRoot,
  onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
});
const pages = new Hono<AppEnv>()
  .use(
    "/assets/*",
    serveStatic({
      root: clientRoot,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  )
  // Only the build's own top-level files (favicon, robots.txt…): a page request must not touch the disk.
  .use(async (c, next) => {
    if (!clientFiles.has(c.req.path.split("/")[1]!)) return next();
    return serveClientFile(c, next);
  })
  .route(
    "/",
    createPagesRouter(
      build as never,
      "production",
      {
        publicOrigin: env.PUBLIC_ORIGIN,
        mailWaitsFor: mailWaitsFor(env),
        trackingParameters: env.TRACKING_PARAMETERS,
        // Built under a fixed name (vite.config.ts); the build's version keeps the immutable cache honest.
        documentScript: `/assets/${documentScriptFile}?v=${build.assets.version}`,
      },
      pageCache,
    ),
  );

// Without SMTP_URL and PUBLIC_ORIGIN the messages wait in the outbox (the admin says so) until both are set.
if (env.SMTP_URL && !env.PUBLIC_ORIGIN) console.warn("Mail waits in the outbox: set PUBLIC_ORIGIN to send it.");
const mail = !mailWaitsFor(env)
  ? startOutboxWorker({
      db: database.db,
      transport: smtpTransport(env.SMTP_URL!),
      mailFrom: env.MAIL_FROM,
      intervalMs: env.MAIL_POLL_SECONDS * 1000,
    })
  : undefined;

// What the privacy page promises to forget (unconfirmed sign-ups, stock requests and price alerts after 30 days,
// visor and stock requests once answered or too old, price alerts two years after they were asked): at start,
// then every hour.
const forgetExpired = () =>
  Promise.all([
    deleteUnconfirmedSubscribers(database.db),
    deleteExpiredVisorRequests(database.db),
    deleteExpiredStockRequests(database.db),
    deleteExpiredPriceAlerts(database.db),
  ]).catch((error: unknown) => logError("Cleanup failed", error));
void forgetExpired();
setInterval(forgetExpired, 3600_000).unref();

// Catalogue changes arrive by NOTIFY: a page-cache hit needs no database.
const stopWatchingCatalogue = await watchCatalogueVersion(database);
// Shop links of published products, checked every LINK_CHECK_HOURS (0: only on demand).
const outgoing = { allowLoopback: env.LINK_CHECK_ALLOW_LOOPBACK };
const linkChecks =
  env.LINK_CHECK_HOURS > 0
    ? startLinkCheckWorker({ db: database.db, hours: env.LINK_CHECK_HOURS, options: outgoing })
    : undefined;

// AliExpress with its three keys; the scheduled sync runs once across instances every MARKETPLACE_SYNC_HOURS.
const marketplace = marketplaceWaitsFor(env).length
  ? undefined
  : createAliExpressClient(
      {
        appKey: env.ALIEXPRESS_APP_KEY!,
        appSecret: env.ALIEXPRESS_APP_SECRET!,
        trackingId: env.ALIEXPRESS_TRACKING_ID!,
        apiUrl: env.ALIEXPRESS_API_URL,
      },
      { outgoing },
    );
const marketplaceSync =
  marketplace && env.MARKETPLACE_SYNC_HOURS > 0
    ? startMarketplaceSyncWorker({
        db: database.db,
        client: marketplace,
        outgoing,
        origin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
        hours: env.MARKETPLACE_SYNC_HOURS,
      })
    : undefined;

const orderSync =
  marketplace && env.ORDER_SYNC_HOURS > 0
    ? startOrderSyncWorker({ db: database.db, client: marketplace, hours: env.ORDER_SYNC_HOURS })
    : undefined;

// The curator's digest (weekly by default; the Mail screen's setting), once per period across instances, where mail
// goes out.
const ai = aiProviderFromEnv(env);
const digest = mail
  ? startDigestWorker({
      db: database.db,
      setup: { ai: Boolean(ai), marketplace: Boolean(marketplace) },
      origin: env.PUBLIC_ORIGIN!,
      wake: mail.wake,
    })
  : undefined;

const app = createApp({
  database,
  pages,
  trustProxy: env.TRUST_PROXY,
  publicOrigin: env.PUBLIC_ORIGIN,
  localOrigin: `http://localhost:${env.PORT}`,
  adminPasswordHash: await resolveAdminPasswordHash(database.db, env),
  ai,
  marketplace,
  mail,
  mailWaitsFor: mailWaitsFor(env),
  outgoing,
});
// Page-cache hits are answered before Hono, as the app answered them (server/engine/page-hits.ts).
// A page reached from the language switcher saves the choice on the way: the app answers it (decision 0028).
const pageHits = pageHitsBeforeHono(
  pageCache,
  database.db,
  (url, header) => switchedLanguage(url, header("referer"), header("cookie")) !== null,
);
const appFetch = pageHits.remembering(app.fetch);
const appListener = getRequestListener(appFetch, { hostname: env.HOST });
// The pages visitors will ask for are rendered before they ask; the pages name the public origin, so the cache's
// entries are theirs only with it set (server/engine/page-warmer.ts).
const pageWarmer = env.PUBLIC_ORIGIN
  ? startPageWarmer({
      db: database.db,
      fetch: (request) => appFetch(request, {}),
      origin: env.PUBLIC_ORIGIN,
      pageCache,
    })
  : undefined;
// Two app requests start per turn of the event loop, so new connections are accepted under load (server/engine/turns.ts).
// Uncached product page, c=50, both drivers: 2 gave 527-576 req/s with p99 123-199 ms; 4 gave 613-633 req/s with
// p99 212-286 ms (a turn twice as long accepts half as often); 1 was slower and erratic.
// Bodies still arriving are limited per client and in time (server/slow-bodies.ts).
// Whole-catalogue work in the background steps aside while requests are answered (decision 0029).
const requests = requestsInFlight();
stepAsideWhile(requests.busy);
const server = createAppServer(requests.counting(pageHits.answeringFirst(fewRequestsPerTurn(appListener, 2))), {
  trusted: trustedProxies(env.TRUST_PROXY),
}).listen(env.PORT, env.HOST, () => {
  const ready = Math.round(performance.now() - started);
  const { port } = server.address() as AddressInfo;
  console.log(`Storefront on http://localhost:${port} (${describeDatabase(database, env)}), ready in ${ready} ms`);
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close();
  await pageWarmer?.stop();
  await digest?.stop();
  await mail?.stop();
  await stopWatchingCatalogue();
  linkChecks?.stop();
  marketplaceSync?.stop();
  orderSync?.stop();
  // Views counted in the last seconds are written before the database closes.
  await flushPageViews(database.db).catch((error: unknown) => logError("Counting page views failed", error));
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
