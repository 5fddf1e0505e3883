import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";

/**
 * One affiliate sale as its network reports it (decision 0023): an AliExpress sub-order from order.listbyindex, or a
 * transaction of a network's CSV report (Awin). Kept once per network and transaction id; a later report updates it.
 * Joined to a product (by the marketplace's product id or the shop link) and to a day and a language (by the tracking
 * id the link carried), never to a visitor.
 */
export const affiliateOrders = pgTable(
  "affiliate_orders",
  {
    id: serial().primaryKey(),
    /** "aliexpress", or the network a CSV report came from ("awin", …). */
    network: text().notNull(),
    /** The network's id of this sale: AliExpress's sub_order_id, Awin's transaction id. */
    transactionId: text().notNull(),
    orderId: text(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    /** What the network says the product was: its id there, title and address (kept when no product matches). */
    externalProductId: text(),
    productTitle: text().notNull().default(""),
    productUrl: text(),
    /** The tracking id (AliExpress) or click reference (Awin) the link carried, and the language it stands for. */
    trackingId: text(),
    languageCode: text(),
    /** The network's own status words, as reported ("Payment Completed", "approved", …). */
    status: text().notNull(),
    /** What the commission is now: an estimate, settled (paid to the curator), refunded or invalid. */
    commissionState: text({ enum: ["estimated", "settled", "refunded", "invalid"] }).notNull(),
    /** The sale and its commission in the network's currency, and the commission in euros. */
    amount: numeric({ precision: 12, scale: 2 }),
    currency: text().notNull().default("EUR"),
    commission: numeric({ precision: 12, scale: 2 }).notNull(),
    commissionEur: numeric({ precision: 12, scale: 2 }).notNull(),
    shipToCountry: text(),
    orderedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("affiliate_orders_once").on(t.network, t.transactionId),
    index().on(t.orderedAt),
    index().on(t.productId, t.orderedAt),
  ],
);

/**
 * The one order sync under way across every instance (a single row, like marketplace_sync_state): who holds it, and
 * up to when orders have been read (the next run reads from a little before it).
 */
export const orderSyncState = pgTable(
  "order_sync_state",
  {
    id: smallint().primaryKey().default(1),
    running: boolean().notNull().default(false),
    heartbeatAt: timestamp({ withTimezone: true }),
    /** Orders are read up to this time; null until the first complete run (which reads the last 90 days). */
    syncedUntil: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** What the last run read (orders seen, new, changed) or why it stopped. */
    seen: integer().notNull().default(0),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [check("order_sync_state_single_row", sql`${t.id} = 1`)],
);

/**
 * A product's shop link per language, for languages with their own tracking id (decision 0023): AliExpress
 * promotion links made with that tracking id, so the orders they bring come back with it.
 */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    languageCode: text().notNull(),
    url: text().notNull(),
    trackingId: text().notNull(),
    /** The main link it was made from: a changed main link makes it stale. */
    sourceUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.languageCode] })],
);
