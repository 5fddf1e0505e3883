import { and, eq, ilike, isNull, type AnyColumn } from "drizzle-orm";
import { categories, products } from "./schema";

/**
 * The conditions every list, count and check shares, in the lowest layer so features, the server and the tests
 * use one definition (a lint rule refuses them written out elsewhere).
 */

/** A product not in the trash (the admin's lists, counts and checks). */
// eslint-disable-next-line no-restricted-syntax -- the one definition
export const productIsLive = isNull(products.deletedAt);
/** What a visitor may see: published and not in the trash. */
// eslint-disable-next-line no-restricted-syntax -- the one definition
export const productIsVisible = and(eq(products.status, "published"), productIsLive)!;
/** A category not in the trash. */
// eslint-disable-next-line no-restricted-syntax -- the one definition
export const categoryIsLive = isNull(categories.deletedAt);

/** `column` holds `text` anywhere, case aside; `%`, `_` and a backslash in it are taken as themselves (the admin's searches). */
export const containsText = (column: AnyColumn, text: string) =>
  ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
