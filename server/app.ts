import { Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { etag } from "hono/etag";
import { secureHeaders } from "hono/secure-headers";
import type { Database } from "#db/client.server";
import type { AiProvider } from "~/features/ai/ai-provider.server";
import type { AliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import type { LinkFetchOptions } from "~/features/link-health/link-fetch.server";
import { NotFoundError } from "~/lib/errors";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";
import { adminAnswersInLanguage } from "./admin-answers";
import { adminApi } from "./api/admin";
import { affiliateApi } from "./api/affiliate";
import { helmetsApi } from "./api/helmets";
import { brandAssetsApi, faviconRoute } from "./api/brand-assets";
import { categoriesApi } from "./api/categories";
import { languagesApi } from "./api/languages";
import { likesApi } from "./api/likes";
import { newsletterApi } from "./api/newsletter";
import { productsApi } from "./api/products";
import { visorRequestsApi } from "./api/visor-requests";
import { stockRequestsApi } from "./api/stock-requests";
import { priceAlertsApi } from "./api/price-alerts";
import type { AppEnv } from "./context";
import { errorResponse, isHttps, limitRequestBodies, publicCache } from "./http";
import { loopbackProxies, trustedProxies } from "./proxy-trust";
import { goRoutes } from "./go";
import { languageChoiceRoutes, languageQuery } from "./language-choice";
import { myHelmetRoutes } from "./my-helmet";
import { deliveryCountryRoutes } from "./delivery-country";
import { checkUrlInput } from "./input";
import { mediaRoutes } from "./media";
import { sitemapRoutes } from "./sitemap";
import { forgetCatalogueVersion } from "#db/catalogue-cache.server";

export interface AppOptions {
  database: Database;
  /** The proxies whose X-Forwarded-* headers are believed: addresses or CIDRs, true for this machine (proxy-trust.ts). */
  trustProxy?: boolean | readonly string[];
  /** Public origin for sitemap URLs (the request's own origin when absent). */
  publicOrigin?: string;
  /** URLs per sitemap file (smaller in tests, to see the split). */
  sitemapUrlsPerFile?: number;
  /** The server's own address, for links in mail queued without PUBLIC_ORIGIN (never the request's Host). */
  localOrigin?: string;
  /** Serves everything that is not API, media or health: the React Router pages (absent in API tests). */
  pages?: Hono<AppEnv>;
  /** argon2id hash of the admin password (see resolveAdminPasswordHash). */
  adminPasswordHash: string;
  /** The AI translator (see aiProviderFromEnv); the AI tools answer 503 without it. */
  ai?: AiProvider;
  /** The AliExpress Affiliate API client (see marketplaceClientFromEnv); import and AliExpress sync need it. */
  marketplace?: AliExpressClient;
  /** The outbox worker (absent without SMTP: mail then waits in the outbox). */
  mail?: { wake(): void };
  /** The setting mail waits for (server/env.server.ts `mailWaitsFor`); by default SMTP_URL without a worker. */
  mailWaitsFor?: "SMTP_URL" | "PUBLIC_ORIGIN";
  /** Link health checks' time limit. */
  linkCheck?: Pick<LinkFetchOptions, "timeoutMs">;
  /** What outgoing requests (link checks, pictures) may reach beyond the public internet: tests only. */
  outgoing?: OutgoingAccess;
}

/** Public pictures: resized variants, brand pictures (the logo in mail) and a product's pictures. */
const publicMedia = /^\/(media\/|api\/brand-assets\/|api\/products\/\d+\/images(\/|$))/;

/** The HTTP application: JSON API, images, health check, then the pages. No port, so tests call it in-process. */
export function createApp({
  database,
  pages,
  trustProxy = false,
  publicOrigin,
  sitemapUrlsPerFile,
  localOrigin = "http://localhost",
  adminPasswordHash,
  ai,
  marketplace,
  mail,
  mailWaitsFor = mail ? undefined : "SMTP_URL",
  linkCheck,
  outgoing,
}: AppOptions) {
  const app = new Hono<AppEnv>();
  const proxies = trustedProxies(trustProxy === true ? loopbackProxies : trustProxy === false ? [] : trustProxy);
  app.use(compress());
  app.use(async (c, next) => {
    c.set("database", database);
    c.set("trustProxy", proxies);
    c.set("ai", ai);
    c.set("marketplace", marketplace);
    c.set("publicOrigin", publicOrigin);
    c.set("localOrigin", localOrigin);
    c.set("mail", mail);
    c.set("mailWaitsFor", mailWaitsFor);
    c.set("linkCheck", linkCheck);
    c.set("outgoing", outgoing);
    await next();
    // A write may have changed the catalogue: this instance reads the version afresh before its NOTIFY comes.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") forgetCatalogueVersion(database.db);
  });
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
    }),
  );
  // Pictures are public, and a mail client shows them from its own origin (same-origin left them blank there);
  // everything else may be loaded by this site only.
  app.use(async (c, next) => {
    await next();
    c.header("Cross-Origin-Resource-Policy", publicMedia.test(c.req.path) ? "cross-origin" : "same-origin");
  });
  // HSTS only where the site is really served over HTTPS (a plain-HTTP local start must stay reachable).
  app.use(async (c, next) => {
    await next();
    if (isHttps(c, publicOrigin)) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  app.onError(errorResponse);
  // JSON answers are never documents: should one be opened as a page, it may load and run nothing.
  app.use("/api/*", async (c, next) => {
    await next();
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
  // The admin API answers in the curator's language, the refusals below included (decision 0034).
  app.use("/api/admin/*", adminAnswersInLanguage);
  // Hostile input is refused here, for every route below (server/input.ts).
  app.use(checkUrlInput, limitRequestBodies);

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.driver }, 200, { "Cache-Control": "no-store" });
    } catch {
      return c.json({ status: "error", error: "Database unavailable" }, 503, { "Cache-Control": "no-store" });
    }
  });

  // Admin routes first: none of the public API's caching applies to them.
  app.route("/api/admin", adminApi({ passwordHash: adminPasswordHash, publicOrigin }));

  const api = new Hono<AppEnv>();
  // Form posts from other sites are refused; JSON writes are protected by CORS preflight.
  api.use(csrf());
  api.use(etag({ weak: true }));
  api.use(async (c, next) => {
    if (c.req.method === "GET") return publicCache()(c, next);
    await next();
  });
  api.route("/products", likesApi);
  api.route("/products", productsApi);
  api.route("/categories", categoriesApi);
  api.route("/brand-assets", brandAssetsApi);
  api.route("/", languagesApi);
  api.route("/newsletter", newsletterApi);
  api.route("/visor-request", visorRequestsApi);
  api.route("/stock-request", stockRequestsApi);
  api.route("/price-alert", priceAlertsApi);
  api.route("/affiliate", affiliateApi);
  api.route("/helmets", helmetsApi);
  api.all("*", () => {
    throw new NotFoundError("Not found");
  });
  app.route("/api", api);
  app.route("/", sitemapRoutes(publicOrigin, sitemapUrlsPerFile));
  app.route("/media", mediaRoutes);
  app.route("/favicon.ico", faviconRoute);
  app.use("/go/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
  });
  app.route(
    "/go",
    goRoutes((request, env) => app.fetch(request, env)),
  );
  app.route("/language", languageChoiceRoutes);
  app.route("/my-helmet", myHelmetRoutes);
  app.route("/delivery-country", deliveryCountryRoutes);
  app.all("/media/*", () => {
    throw new NotFoundError("Image not found");
  });

  app.use("*", languageQuery);
  if (pages) app.route("/", pages);
  return app;
}
