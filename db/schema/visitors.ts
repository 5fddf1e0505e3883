import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { products } from "./catalog";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial().primaryKey(),
    /** Stored trimmed and lower-cased, so one address subscribes once. */
    email: text().notNull(),
    locale: text().notNull().default("pt"),
    pageUrl: text(),
    source: text().notNull().default("newsletter"),
    isActive: boolean().notNull().default(true),
    /** Evidence of consent (GDPR art. 7(1)): which wording the visitor agreed to; when and where are beside it. */
    consentVersion: text().notNull().default("2025-06-21"),
    unsubscribeToken: text().notNull(),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /**
     * Double opt-in: an address is pending (inactive, with a confirm token) until the visitor presses
     * the button of the page the confirmation message links to; then active, with the time.
     */
    confirmedAt: timestamp({ withTimezone: true }),
    confirmToken: text(),
    /** Confirmation messages sent for the current sign-up, and when the last one was (a resend is limited). */
    confirmationsSent: integer().notNull().default(0),
    lastConfirmationAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.email), uniqueIndex().on(t.unsubscribeToken), uniqueIndex().on(t.confirmToken)],
);

/**
 * Addresses that asked to be forgotten, as a SHA-256 of the normalized address and nothing else: a
 * restored backup never brings one back as an active subscriber.
 */
export const mailSuppressions = pgTable("mail_suppressions", {
  emailHash: text().primaryKey(),
  reason: text({ enum: ["deleted", "unsubscribed"] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Visor and back-in-stock requests and price alerts a rider asked to forget, as a SHA-256 of the request's stop token
 * and nothing else (forgetting is per request, so the rider's other requests stay): a restored backup
 * never brings the request or its messages back.
 */
export const requestSuppressions = pgTable("request_suppressions", {
  tokenHash: text().primaryKey(),
  kind: text({ enum: ["visor", "stock", "alert"] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const visorRequests = pgTable(
  "visor_requests",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    helmetBrand: text().notNull(),
    helmetModel: text().notNull(),
    visorType: text().notNull().default("transparente"),
    locale: text().notNull().default("pt"),
    pageUrl: text(),
    sourceType: text().notNull(),
    /** pending → notified (a fitting visor was published and the rider told) or processed (by the curator). */
    status: text({ enum: ["pending", "processed", "notified"] })
      .notNull()
      .default("pending"),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    /** When the rider was told of a fitting visor, and which one (never twice). */
    notifiedAt: timestamp({ withTimezone: true }),
    notifiedProductId: integer().references(() => products.id, { onDelete: "set null" }),
    /** The rider's one-click way to stop hearing about this request (List-Unsubscribe). */
    stopToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    index().on(t.status, t.requestedAt),
    // One request per address and helmet: asking twice keeps one row.
    uniqueIndex("visor_requests_once").on(t.email, t.helmetBrand, t.helmetModel),
    uniqueIndex().on(t.stopToken),
  ],
);

/**
 * "Tell me when it's back" on an out-of-stock product (decision 0013): one per address and product, in the
 * visitor's language; `notifiedAt` is set, once, in the transaction that brings the product back.
 */
export const stockRequests = pgTable(
  "stock_requests",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    locale: text().notNull().default("pt"),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pageUrl: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in (issue 30): the request counts once the link mailed to the address is opened. */
    confirmToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    confirmedAt: timestamp({ withTimezone: true }),
    notifiedAt: timestamp({ withTimezone: true }),
    /** The visitor's one-click way to forget the request (List-Unsubscribe). */
    stopToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    uniqueIndex("stock_requests_once").on(t.email, t.productId),
    index().on(t.productId, t.notifiedAt),
    uniqueIndex().on(t.stopToken),
  ],
);

/**
 * "Tell me when it is cheaper" (issue 30, decision 0022): one per address and product, double opt-in, in the rider's
 * language. A drop is told once: `basePrice` is the price asked at, then each price told, and an alert waits for a
 * price below it (to or below `targetPrice`, or 5 % lower without one).
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    locale: text().notNull().default("pt"),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    targetPrice: numeric({ precision: 10, scale: 2 }),
    basePrice: numeric({ precision: 10, scale: 2 }).notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** One link confirms every alert asked together (all the visors that fit a rider's helmet). */
    confirmToken: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    lastNotifiedAt: timestamp({ withTimezone: true }),
    /** The rider's one-click way to forget the alert (List-Unsubscribe). */
    stopToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    uniqueIndex("price_alerts_once").on(t.email, t.productId),
    index().on(t.productId),
    index().on(t.confirmToken),
    uniqueIndex().on(t.stopToken),
  ],
);

/** One row per outbound click; no IP or visitor id is kept (analytics stay anonymous). */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial().primaryKey(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    affiliateUrl: text().notNull(),
    languageCode: text(),
    /** Path of the page on this site the click came from (no query, no personal data). */
    pagePath: text(),
    /** Which shop the click was sent to: the product's main link, or its fallback while the main one fails. */
    destination: text({ enum: ["main", "fallback"] })
      .notNull()
      .default("main"),
    clickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId, t.clickedAt), index().on(t.clickedAt)],
);

/**
 * Page views as daily aggregates (decision 0011): per day (UTC), page kind, content language and
 * product (0 when the page is not a product's). No cookie, address or visitor id: one row counts many
 * visitors. Not a catalogue table, so counting never bumps the catalogue version.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date({ mode: "string" }).notNull(),
    /** home, list, category, model, finder, product, search (app/features/insight/page-kind.ts). */
    kind: text().notNull(),
    language: text().notNull(),
    productId: integer().notNull().default(0),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.language, t.productId] })],
);

/**
 * Views per day that arrived with a campaign's `utm_source` (and `utm_campaign`, "" without one): what a post, a
 * newsletter or an ad brought, with no visitor identifier (issue 35 item 1).
 */
export const campaignViews = pgTable(
  "campaign_views",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    campaign: text().notNull().default(""),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.campaign] })],
);

/** Write attempts per client and action in fixed windows, shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** "{action}:{hashed client address}" — no raw IP address is stored. */
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** A like per product per browser (visitorId is a random id from a first-party cookie). */
export const likes = pgTable(
  "likes",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    visitorId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitorId] })],
);

/**
 * Every message the site sends, written in the same transaction as the change that causes it and
 * sent by the outbox worker (decision 0010): rendered once, retried with growing delays, failed for
 * good after a bounded number of tries.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    /** What the message is: visor-available, newsletter-confirm, newsletter-issue, test. */
    kind: text().notNull(),
    recipient: text().notNull(),
    language: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then (renewed while it lives); after that another may take it. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The worker (`mail_workers.id`) holding the row: its claims are released when it is gone. */
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    visorRequestId: integer().references(() => visorRequests.id, { onDelete: "set null" }),
    /** A back-in-stock notice: forgetting the request deletes its message (and the address in it). */
    stockRequestId: integer().references(() => stockRequests.id, { onDelete: "cascade" }),
    /** A price alert (or its confirmation): forgetting the alert deletes its messages. */
    priceAlertId: integer().references(() => priceAlerts.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    newsletterIssueId: integer().references(() => newsletterIssues.id, { onDelete: "set null" }),
    /** The curator's digest: the period it tells ("2026-W48", "2026-11-27"), sent once across instances. */
    digestPeriod: text(),
  },
  (t) => [
    // In the claim's order (a thousand messages queued at once share one time): no sort of the waiting ones.
    index("mail_outbox_due").on(t.status, t.nextAttemptAt, t.id),
    index("mail_outbox_locked_by")
      .on(t.lockedBy)
      .where(sql`locked_by is not null`),
    // An issue reaches each subscriber once, however often "send" is pressed.
    uniqueIndex("mail_outbox_issue_once")
      .on(t.newsletterIssueId, t.recipient)
      .where(sql`kind = 'newsletter-issue'`),
    uniqueIndex("mail_outbox_digest_once")
      .on(t.digestPeriod)
      .where(sql`kind = 'digest'`),
  ],
);

/**
 * The outbox workers alive now, one row per server instance (decision 0010): each renews `lastSeenAt`
 * every few seconds, and the claims of a worker not seen for a while are released for the others.
 */
export const mailWorkers = pgTable("mail_workers", {
  id: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A version of a newsletter issue in one language other than the Portuguese original. */
export interface NewsletterIssueVersion {
  subject: string;
  body: string;
  /** "ai" until the curator saves it: such a version waits for review. */
  source: "ai" | "manual";
}

/**
 * The curator's newsletter: subject and body in Portuguese, the other languages' versions, and the
 * products picked for it. A draft until sent; then its messages are in the outbox (one per subscriber).
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: serial().primaryKey(),
  subject: text().notNull(),
  body: text().notNull(),
  translations: jsonb().$type<Partial<Record<string, NewsletterIssueVersion>>>().notNull().default({}),
  productIds: jsonb().$type<number[]>().notNull().default([]),
  status: text({ enum: ["draft", "sent"] })
    .notNull()
    .default("draft"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When "send" queued its messages, and to how many subscribers. */
  sentAt: timestamp({ withTimezone: true }),
  recipients: integer().notNull().default(0),
});
