import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { media } from "./media";
import { productStatuses, productTypes } from "./product-vocabulary";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const productTypeEnum = pgEnum("product_type", productTypes);

export const productStatusEnum = pgEnum("product_status", productStatuses);

/** What a translation row knows about the original it translates (see drizzle/0004). */
const translationReview = {
  /**
   * md5 of the original's text when the translation was last written (set by a trigger): a
   * translation whose hash differs from the original's current one is stale.
   */
  sourceHash: text(),
  /** A placeholder (e.g. the original copied by batch-initialize) waiting for the curator. */
  needsReview: boolean().notNull().default(false),
};

/**
 * Where a translation's text came from: typed by the curator (manual), the AI translator (ai),
 * brought in from elsewhere (imported, e.g. a backup or a batch copy of the original for review).
 */
export const translationSourceEnum = pgEnum("translation_source", ["original", "manual", "ai", "imported"]);

export const brandKindEnum = pgEnum("brand_kind", ["helmet", "gear"]);

export const languages = pgTable("languages", {
  code: text().primaryKey(),
  name: text().notNull(),
  nativeName: text().notNull(),
  flagEmoji: text().notNull(),
  enabled: boolean().notNull().default(true),
  direction: text().notNull().default("ltr"),
  sortOrder: smallint().notNull().default(0),
});

export const brands = pgTable("brands", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  kind: brandKindEnum().notNull(),
  websiteUrl: text(),
  sortOrder: smallint().notNull().default(0),
  ...timestamps,
});

/** Helmet models per helmet brand: what the helmet finder offers. */
export const helmetModels = pgTable(
  "helmet_models",
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    isPopular: boolean().notNull().default(false),
    sortOrder: smallint().notNull().default(0),
    /** A retired model leaves the finder and the menus; its fits and pages stay (old links keep working). */
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.brandId, t.slug)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    /** Canonical slug, used for Portuguese (the original language). */
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    imageUrl: text(),
    sortOrder: smallint().notNull().default(0),
    /** A helmet brand's visor page ("visors-agv"): it lists what fits any model of the brand. */
    helmetBrandId: integer().references(() => brands.id, { onDelete: "set null" }),
    /** A helmet model's visor page ("visors-agv-k6"): it lists what fits the model (product_fits). */
    helmetModelId: integer().references(() => helmetModels.id, { onDelete: "set null" }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.helmetModelId),
    index().on(t.helmetBrandId),
    uniqueIndex("categories_slug_live")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.parentId),
  ],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code),
    name: text().notNull(),
    description: text().notNull().default(""),
    slug: text().notNull(),
    translationSource: translationSourceEnum().notNull().default("manual"),
    aiConfidence: numeric({ precision: 3, scale: 2 }),
    ...translationReview,
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.categoryId, t.languageCode), uniqueIndex().on(t.languageCode, t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    /** Portuguese original: name, slug, description, button text. */
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    buttonText: text().notNull().default(""),
    type: productTypeEnum().notNull(),
    brandId: integer().references(() => brands.id, { onDelete: "set null" }),
    categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    /** What the shop calls its usual price (typed, or the marketplace's); the storefront never strikes it through itself. */
    originalPrice: numeric({ precision: 10, scale: 2 }),
    /**
     * The honest prior price (decision 0022): the lowest price recorded in the 30 days before the current price took
     * effect, when above it; null when there is none. Kept by `recordPrice` whenever a price is recorded.
     */
    priorPrice: numeric({ precision: 10, scale: 2 }),
    /** null = not tracked (in stock), 0 = out of stock. */
    stock: integer(),
    /** When the curator last saved or confirmed price, original price and stock (null: never since tracking began). */
    priceConfirmedAt: timestamp({ withTimezone: true }),
    /** Outbound affiliate link; '#' means none yet. */
    aliexpressUrl: text().notNull().default("#"),
    /** A second shop `/go/{id}` sends riders to while the main link is broken or unavailable (issue 31); null: none. */
    fallbackUrl: text(),
    /** The AliExpress product this is (its numeric id, kept as text: ids pass 2^53) and the SKU (tint) chosen. */
    marketplaceProductId: text(),
    marketplaceSkuId: text(),
    /** The barcode (GTIN-8/12/13/14: an EAN is a GTIN-13), check digit verified; search engines match offers by it. */
    gtin: text(),
    rating: numeric({ precision: 2, scale: 1 }),
    /** Language-neutral specification values keyed by a specification id (see i18n spec.* keys). */
    specifications: jsonb().$type<Record<string, string>>().notNull().default({}),
    isOfficial: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    isRecommended: boolean().notNull().default(false),
    isZerosPick: boolean().notNull().default(false),
    isLimitedEdition: boolean().notNull().default(false),
    isPremium: boolean().notNull().default(false),
    isBestSeller: boolean().notNull().default(false),
    status: productStatusEnum().notNull().default("draft"),
    sortOrder: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_slug_live")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.categoryId),
    index().on(t.status, t.deletedAt),
    index().on(t.brandId),
    index().on(t.marketplaceProductId),
    // Lists read visible products in list order (drizzle/0014_listing_indexes.sql).
    index("products_visible_order")
      .on(t.sortOrder, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    // A product page's recommendations: the top of each group in rank order (drizzle/0016_recommendation_indexes.sql).
    index("products_visible_rank")
      .on(t.isRecommended.desc().nullsFirst(), t.sortOrder, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index("products_category_rank")
      .on(t.categoryId, t.isRecommended.desc().nullsFirst(), t.sortOrder, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index("products_type_rank")
      .on(t.type, t.isRecommended.desc().nullsFirst(), t.sortOrder, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    check("products_price_positive", sql`${t.price} >= 0`),
    check("products_stock_positive", sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/**
 * Search: each product's names, descriptions (every language) and brand, folded to lower-case ASCII
 * letters and digits with spaces, hyphens and accents gone (`search_compact`, drizzle/0012_search.sql),
 * so `rpha70` finds "RPHA 70" and `ff800` finds "FF-800". Kept by triggers on products, translations
 * and brands; a trigram index answers `like '%word%'` without reading every row. The row also holds
 * what ranking and paging the matches needs (drizzle/0015_search_ranking.sql), so a search reads this
 * table alone until it knows which page of products to load.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: text().notNull(),
    /** The product's own (Portuguese) name, folded like the document. */
    name: text().notNull().default(""),
    /** Each translation's name, folded, by language code: names holding the first word rank first. */
    translatedNames: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Copies of the product's: published and not in the trash, and its place in the list order. */
    visible: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  // No pending list (fastupdate): PGlite has no autovacuum to merge it, and every search would read it.
  (t) => [
    index("product_search_document_trgm").using("gin", t.document.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * Every word (3+ letters, folded like the document) of a product or brand name ever written: the
 * vocabulary a one-typo search word is corrected against, nearest first through a trigram index.
 */
export const searchTerms = pgTable("search_terms", { term: text().primaryKey() }, (t) => [
  index("search_terms_term_trgm").using("gist", t.term.op("gist_trgm_ops")),
]);

export const productImages = pgTable(
  "product_images",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: integer()
      .notNull()
      .references(() => media.id),
    alt: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.sortOrder)],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code),
    name: text().notNull(),
    description: text().notNull().default(""),
    buttonText: text().notNull().default(""),
    slug: text().notNull(),
    /** Specification values in this language, by key; a key missing here falls back like the text. */
    specifications: jsonb().$type<Record<string, string>>().notNull().default({}),
    translationSource: translationSourceEnum().notNull().default("manual"),
    /** 0..1 confidence reported by the AI translator; null for human translations. */
    aiConfidence: numeric({ precision: 3, scale: 2 }),
    ...translationReview,
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.productId, t.languageCode), uniqueIndex().on(t.languageCode, t.slug)],
);

export const tags = pgTable("tags", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  /** System tags mirror the product flags (best seller, featured, ...) and cannot be deleted. */
  isSystem: boolean().notNull().default(false),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] })],
);

export const brandAssets = pgTable("brand_assets", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull().default(""),
  mediaId: integer()
    .notNull()
    .references(() => media.id),
  ...timestamps,
});

/** Old slugs keep working: a renamed product or category answers with a redirect to its new slug. */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: serial().primaryKey(),
    entityType: text({ enum: ["product", "category", "helmet-model"] }).notNull(),
    entityId: integer().notNull(),
    languageCode: text().notNull(),
    oldSlug: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.entityType, t.languageCode, t.oldSlug)],
);

export const linkStatusEnum = pgEnum("link_status", ["ok", "broken", "unknown"]);

/**
 * The last check of each product's outbound link (one row per product; see
 * features/link-health). `status` is the verdict shown: `broken` only after two broken checks in a
 * row (`brokenStreak`); `verdict` is what the last check alone said. A row whose `url` is not the
 * product's current link is stale (the link changed since).
 */
export const linkChecks = pgTable(
  "link_checks",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text().notNull(),
    status: linkStatusEnum().notNull(),
    verdict: linkStatusEnum().notNull(),
    brokenStreak: smallint().notNull().default(0),
    httpStatus: smallint(),
    detail: text().notNull().default(""),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status)],
);

/**
 * One row whose version goes up on every write to catalogue tables (statement triggers, see the
 * migration): in-process caches compare it, so writes from any instance or tool invalidate them.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: smallint().primaryKey().default(1),
    version: integer().notNull().default(1),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);

/**
 * The timeline of a product or category (issue 33 point 2): one row per changed row of products, categories or
 * their translations, written by triggers (drizzle/0028_change_log_triggers.sql) whatever wrote it, with who it
 * was (`actor`, set per transaction by `asActor`) and each changed column's value before and after.
 */
export const changeLog = pgTable(
  "change_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    entity: text({ enum: ["product", "category"] }).notNull(),
    entityId: integer().notNull(),
    /** A translation's language; null: the Portuguese original's row. */
    languageCode: text(),
    /** curator, bulk, import, ai, seo, url-fixer, sync, restore, revert; `site` when a writer did not say. */
    actor: text().notNull().default("site"),
    /** { column: [before, after] }, columns in the database's names. A translation's first text has no before. */
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull(),
    /** The change this one undid. */
    reverts: bigint({ mode: "number" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entity, t.entityId, t.id)],
);
