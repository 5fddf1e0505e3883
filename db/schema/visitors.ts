import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
    unsubscribeToken: text().notNull(),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.email), uniqueIndex().on(t.unsubscribeToken)],
);

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
    status: text({ enum: ["pending", "processed"] })
      .notNull()
      .default("pending"),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.requestedAt)],
);

/** One row per outbound click; no IP or visitor id is kept (analytics stay anonymous). */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial().primaryKey(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    affiliateUrl: text().notNull(),
    languageCode: text(),
    clickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId, t.clickedAt)],
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
