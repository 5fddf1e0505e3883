import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";

/**
 * Every change of a product's price or availability, whoever made it (decision 0022): the storefront's honest prior
 * price (the lowest price recorded in the 30 days before the current one), the history chart and the public API read it.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    available: boolean().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    source: text({ enum: ["curator", "marketplace", "shop", "seed"] }).notNull(),
  },
  (t) => [index().on(t.productId, t.recordedAt), check("price_history_price_positive", sql`${t.price} >= 0`)],
);

/** The countries a product's delivery is read for: the storefront languages' countries (en reads Portugal's). */
export const deliveryCountries = ["PT", "ES", "FR", "IT", "DE"] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

/** Shipping cost and delivery days to each country, from the product's last marketplace sync. */
export const productShipping = pgTable(
  "product_shipping",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    country: text({ enum: deliveryCountries }).notNull(),
    /** In euros; 0 is free delivery. */
    fee: numeric({ precision: 10, scale: 2 }).notNull(),
    minDays: smallint(),
    maxDays: smallint(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country] })],
);

/** A change the sync found above the curator's threshold, waiting for one click before the storefront shows it. */
export interface PendingPriceChange {
  price: string;
  originalPrice: string | null;
  available: boolean;
}

/** The last refresh of each product from its shop (the sync screen lists these). */
export const productSync = pgTable("product_sync", {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  status: text({ enum: ["unchanged", "changed", "review", "unavailable", "failed", "no-markup"] }).notNull(),
  /** What the shop said at this check, and the price shown before it. */
  price: numeric({ precision: 10, scale: 2 }),
  previousPrice: numeric({ precision: 10, scale: 2 }),
  pending: jsonb().$type<PendingPriceChange>(),
  detail: text().notNull().default(""),
  checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one sync under way across every instance (a single row): a round claims it when no other holds it or the
 * holder stopped renewing `heartbeatAt`; its progress is what `GET /api/admin/marketplace/sync` reads on any instance.
 */
export const marketplaceSyncState = pgTable(
  "marketplace_sync_state",
  {
    id: smallint().primaryKey().default(1),
    running: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    heartbeatAt: timestamp({ withTimezone: true }),
    total: integer().notNull().default(0),
    checked: integer().notNull().default(0),
    changed: integer().notNull().default(0),
    failed: integer().notNull().default(0),
  },
  (t) => [check("marketplace_sync_state_single_row", sql`${t.id} = 1`)],
);
