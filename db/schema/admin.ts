import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Server-side sessions; the cookie carries a random token, the row keeps only its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (t) => [index().on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial().primaryKey(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ip, t.attemptedAt)],
);

/** Key/value settings (site name, contact e-mail, social links, admin password hash, ...). */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const headerMenuItems = pgTable(
  "header_menu_items",
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => headerMenuItems.id, {
      onDelete: "cascade",
    }),
    /** Portuguese label; other languages in labelTranslations. */
    label: text().notNull(),
    labelTranslations: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** A page key of the route table (e.g. "products") or a category slug. */
    target: text().notNull(),
    sortOrder: smallint().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** The version an edit form sends back (decision 0031). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.parentId, t.sortOrder)],
);

export interface VisorTemplateConfig {
  compatibleModels: string[];
  descriptionTemplate: string;
  shortDescriptionTemplate: string;
  baseAffiliateUrl: string;
  baseImageUrl: string;
  availableColors: string[];
  customColors: string[];
  selectedColors: string[];
  colorSettings: Record<string, { price: string; discountPrice?: string; imageUrl?: string; affiliateUrl?: string }>;
}

export const visorTemplates = pgTable("visor_templates", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  helmetBrand: text().notNull(),
  helmetModel: text().notNull(),
  config: jsonb().$type<VisorTemplateConfig>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const aiPrompts = pgTable("ai_prompts", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  template: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
