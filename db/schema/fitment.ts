import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { helmetModels, products } from "./catalog";

/**
 * Fitment: which helmet models a product fits (a visor, a Pinlock insert, tear-offs...). The finder,
 * model pages, menus, recommendations, structured data and visor notices all answer from it.
 */
export const productFits = pgTable(
  "product_fits",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    helmetModelId: integer()
      .notNull()
      .references(() => helmetModels.id, { onDelete: "cascade" }),
    /** A short note in Portuguese (the original), e.g. "tamanhos de calota XS–M". */
    note: text().notNull().default(""),
    /** The note in other languages, by code; a missing one falls back to English, then Portuguese. */
    noteTranslations: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.productId, t.helmetModelId] }), index().on(t.helmetModelId)],
);

export const visorMakerKindEnum = pgEnum("visor_maker_kind", ["original", "aftermarket"]);

/** What a visor is marked for (ECE 22): clear enough for night, daytime only, or not for road use. */
export const visorMarkingEnum = pgEnum("visor_marking", ["day-and-night", "daytime-only", "not-for-road"]);

/** Structured facts of a visor, one row per visor product. */
export const visorDetails = pgTable(
  "visor_details",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** An original part of the helmet's brand, or an aftermarket one (then `maker` names its maker). */
    makerKind: visorMakerKindEnum().notNull().default("aftermarket"),
    maker: text(),
    /** The original part code it is or replaces, e.g. "CWR-F2". */
    partCode: text(),
    /** A colour of the visor vocabulary (features/catalog/visor-facts.ts), e.g. "smoke". */
    tint: text(),
    /** Visible light transmission in percent. */
    lightTransmission: smallint(),
    pinlockReady: boolean().notNull().default(false),
    /** The insert it takes, e.g. "Pinlock 70 Max Vision". */
    pinlockInsert: text(),
    marking: visorMarkingEnum(),
  },
  (t) => [
    check(
      "visor_details_transmission_range",
      sql`${t.lightTransmission} is null or ${t.lightTransmission} between 0 and 100`,
    ),
  ],
);
