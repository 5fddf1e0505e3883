import { productIsLive, categoryIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  languages,
  productImages,
  products,
  productTags,
  productTranslations,
  tags,
  visorDetails,
} from "#db/schema";
import {
  copyProductFitment,
  findProductFitment,
  saveProductFits,
  saveVisorFacts,
  unknownHelmetModelIds,
} from "~/features/fitment/index.server";
import { queueVisorNotices } from "./visor-notices.server";
import { queueStockNotices } from "./stock-notices.server";
import { queuePriceAlerts } from "./price-notices.server";
import { freeProductSlug, recordSlugRedirect, translationSlug } from "~/features/slugs/index.server";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { ConfirmationNeededError, ConflictError, InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import { atVersion } from "#db/row-version";
import { slugify } from "~/features/slugs";
import type { ProductInput, ProductPricingInput } from "./product-admin.schema";
import { canMoveTo, type ProductStatus } from "./product-kinds";
import { visorColors } from "~/features/fitment";

import { productImagesOf } from "./product-images-admin.server";
import { recordPrice } from "~/features/prices/index.server";

export {
  addProductImages,
  deleteProductImage,
  productImagesOf,
  reorderProductImages,
} from "./product-images-admin.server";
export {
  listAdminProducts,
  listTrashedProducts,
  productFormOptions,
  type AdminProductListItem,
} from "./product-admin-list.server";
export { purgeProduct, restoreProduct, trashProduct } from "./product-trash.server";
/** The curator's side of products: editing, lifecycle, trash (lists: product-admin-list, pictures: product-images-admin). */

/** A product as the edit form needs it. */
export async function getAdminProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), productIsLive));
  if (!row) throw new NotFoundError("Product not found");
  const [tagRows, images, translations, fitment] = await Promise.all([
    db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id)),
    productImagesOf(db, id),
    db
      .select({ languageCode: productTranslations.languageCode, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id)),
    findProductFitment(db, id),
  ]);
  const { deletedAt: _deleted, ...fields } = row;
  return {
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    priceConfirmedAt: row.priceConfirmedAt?.toISOString() ?? null,
    // Sorted here: the databases' collations order capitals differently.
    tags: tagRows.map((t) => t.name).sort((a, b) => a.localeCompare(b)),
    images,
    translations,
    fits: fitment.fits,
    visor: fitment.visor,
  };
}
export type AdminProduct = Awaited<ReturnType<typeof getAdminProduct>>;

/**
 * Brand, category and fitted helmet models must exist (the category not in the trash), and a tint
 * come from the vocabulary (or stay the one already stored, e.g. a wizard's custom colour).
 */
async function assertReferences(db: Db, input: ProductInput, currentTint: string | null = null) {
  const [brand, category, unknownModels] = await Promise.all([
    input.brandId ? db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)) : [true],
    input.categoryId
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, input.categoryId), categoryIsLive))
      : [true],
    unknownHelmetModelIds(db, input.fits?.map((f) => f.helmetModelId) ?? []),
  ]);
  const fields: Record<string, string> = {};
  if (!brand.length) fields.brandId = "Unknown brand";
  if (!category.length) fields.categoryId = "Unknown category";
  input.fits?.forEach((fit, i) => {
    if (unknownModels.includes(fit.helmetModelId)) fields[`fits.${i}.helmetModelId`] = "Unknown helmet model";
  });
  const tint = input.visor?.tint;
  if (tint && tint !== currentTint && !visorColors.some((c) => c.key === tint)) {
    fields["visor.tint"] = "Choose a tint from the list";
  }
  if (Object.keys(fields).length) throw new InvalidError(Object.values(fields)[0]!, fields);
}

/** The price a curator's save records in the history (a product out of stock could not be bought at it). */
const curatorPrice = (input: { price: string; stock: number | null }) =>
  ({ price: input.price, available: input.stock !== 0, source: "curator" }) as const;

/** The product row's columns from the form; saving the form confirms its price and stock. */
function productColumns(input: ProductInput) {
  const { tags: _tags, slug: _slug, fits: _fits, visor: _visor, expectedVersion: _version, ...fields } = input;
  return { ...fields, priceConfirmedAt: new Date() };
}

/** Writes the form's fitment: fits when sent; visor facts only for a visor (another type drops them). */
async function saveFitment(db: Db, productId: number, input: ProductInput) {
  if (input.fits) await saveProductFits(db, productId, input.fits);
  if (input.type !== "visor") await saveVisorFacts(db, productId, null);
  else if (input.visor !== undefined) await saveVisorFacts(db, productId, input.visor);
}

async function setTags(db: Db, productId: number, names: string[]) {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  const unique = [...new Map(names.map((n) => [slugify(n), n])).entries()].filter(([slug]) => slug);
  if (!unique.length) return;
  await db
    .insert(tags)
    .values(unique.map(([slug, name]) => ({ name, slug })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        tags.slug,
        unique.map(([slug]) => slug),
      ),
    );
  await db.insert(productTags).values(rows.map((t) => ({ productId, tagId: t.id })));
}

/** A new product, as a draft unless the form says otherwise (only published products are public). */
export async function createAdminProduct(db: Db, input: ProductInput) {
  await assertReferences(db, input);
  return db.transaction(async (tx) => {
    const slug = await freeProductSlug(tx, input);
    const [row] = await tx
      .insert(products)
      .values({ ...productColumns(input), slug, status: "draft" })
      .returning({ id: products.id });
    await setTags(tx, row!.id, input.tags);
    await saveFitment(tx, row!.id, input);
    await recordPrice(tx, row!.id, curatorPrice(input));
    return { id: row!.id, slug };
  });
}

/** Where the site is (absolute links in the mail a change queues). */
export interface ChangeContext {
  origin: string;
}

/**
 * Saves the form; a changed slug keeps the old one as a redirect. A published visor's fits answer the
 * riders who asked for one of those helmets (notices queued in the same transaction). A form that names
 * the version it loaded is refused (StaleVersionError, nothing written) when the product changed since.
 */
export async function updateAdminProduct(db: Db, id: number, input: ProductInput, context?: ChangeContext) {
  const [current] = await db
    .select({ slug: products.slug, tint: visorDetails.tint, status: products.status })
    .from(products)
    .leftJoin(visorDetails, eq(visorDetails.productId, products.id))
    .where(and(eq(products.id, id), productIsLive));
  if (!current) throw new NotFoundError("Product not found");
  await assertReferences(db, input, current.tint);
  return db.transaction(async (tx) => {
    await asActor(tx, "curator");
    const slug = await freeProductSlug(tx, { ...input, slug: input.slug || current.slug }, id);
    const [saved] = await tx
      .update(products)
      .set({ ...productColumns(input), slug, updatedAt: new Date() })
      .where(and(eq(products.id, id), atVersion(products.updatedAt, input.expectedVersion)))
      .returning({ updatedAt: products.updatedAt });
    if (!saved) throw new StaleVersionError(await getAdminProduct(tx, id));
    if (slug !== current.slug) {
      await recordSlugRedirect(tx, "product", id, "pt", current.slug);
    }
    await setTags(tx, id, input.tags);
    await saveFitment(tx, id, input);
    await recordPrice(tx, id, curatorPrice(input));
    const notified =
      context && current.status === "published" && input.fits ? await queueVisorNotices(tx, id, context.origin) : 0;
    // Back in stock (or given its link): the visitors waiting for it are told, once.
    const stockNotified =
      context && current.status === "published" ? await queueStockNotices(tx, id, context.origin) : 0;
    // Cheaper (or buyable again at a lower price): riders with a price alert are told, once per drop.
    const priceNotified =
      context && current.status === "published" ? await queuePriceAlerts(tx, id, context.origin) : 0;
    return { id, slug, updatedAt: saved.updatedAt.toISOString(), notified, stockNotified, priceNotified };
  });
}

/**
 * The list's quick edit: saves price, original price and stock, which confirms them (`undefined`
 * input: confirms the current ones unchanged). Answers the new confirmation time.
 */
export async function saveProductPricing(db: Db, id: number, input?: ProductPricingInput, origin?: string) {
  const now = new Date();
  return db.transaction(async (t) => {
    await asActor(t, "curator");
    const [row] = await t
      .update(products)
      .set(input ? { ...input, priceConfirmedAt: now, updatedAt: now } : { priceConfirmedAt: now })
      .where(and(eq(products.id, id), productIsLive))
      .returning({
        price: products.price,
        originalPrice: products.originalPrice,
        stock: products.stock,
        status: products.status,
      });
    if (!row) throw new NotFoundError("Product not found");
    const { status, ...pricing } = row;
    await recordPrice(t, id, curatorPrice(row));
    // Back in stock from the list too: the visitors waiting for it are told, once.
    const stockNotified = input && origin && status === "published" ? await queueStockNotices(t, id, origin) : 0;
    const priceNotified = input && origin && status === "published" ? await queuePriceAlerts(t, id, origin) : 0;
    return { id, ...pricing, priceConfirmedAt: now.toISOString(), stockNotified, priceNotified };
  });
}

/**
 * The translations of a duplicated product: the same text, each with a free slug of its own in its
 * language (made from its name, numbered while taken) and marked for review, since a copy is there to
 * become another product.
 */
async function copyProductTranslations(db: Db, sourceId: number, copyId: number) {
  const rows = await db.select().from(productTranslations).where(eq(productTranslations.productId, sourceId));
  for (const { id: _id, productId: _p, slug: _s, createdAt: _c, updatedAt: _u, sourceHash: _h, ...row } of rows) {
    const language = row.languageCode as Language;
    const slug = await translationSlug(db, "product", copyId, language, "", row.name);
    await db.insert(productTranslations).values({ ...row, productId: copyId, slug, needsReview: true });
  }
  return rows.length;
}

/**
 * A copy to start from: same fields, pictures, tags, fits, visor facts and translations (marked for review),
 * new slugs, back to draft.
 */
export async function duplicateAdminProduct(db: Db, id: number) {
  const source = await getAdminProduct(db, id);
  return db.transaction(async (tx) => {
    const name = `${source.name} (cópia)`.slice(0, 200);
    const slug = await freeProductSlug(tx, { slug: "", name });
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      priceConfirmedAt: _confirmed,
      tags: tagNames,
      images,
      translations: _t,
      fits: _fits,
      visor: _visor,
      ...fields
    } = source;
    const [row] = await tx
      .insert(products)
      .values({ ...fields, name, slug, status: "draft" })
      .returning({ id: products.id });
    const copy = row!.id;
    const sourceImages = await tx
      .select({ mediaId: productImages.mediaId, alt: productImages.alt, sortOrder: productImages.sortOrder })
      .from(productImages)
      .where(eq(productImages.productId, id));
    if (sourceImages.length)
      await tx.insert(productImages).values(sourceImages.map((i) => ({ ...i, productId: copy })));
    await setTags(tx, copy, tagNames);
    await copyProductFitment(tx, id, copy);
    const translationCount = await copyProductTranslations(tx, id, copy);
    return { id: copy, slug, imageCount: images.length, translationCount };
  });
}

/**
 * What a product would go live without (admin: publishing asks with this list): a picture, a
 * translation in each enabled language, translations still waiting for review, a buy link.
 */
export async function publishingProblems(db: Db, id: number) {
  const [[row], [pictures], languageRows, translationRows] = await Promise.all([
    db
      .select({ aliexpressUrl: products.aliexpressUrl, fallbackUrl: products.fallbackUrl })
      .from(products)
      .where(and(eq(products.id, id), productIsLive)),
    db.select({ n: count() }).from(productImages).where(eq(productImages.productId, id)),
    db
      .select({ code: languages.code, name: languages.name })
      .from(languages)
      .where(and(eq(languages.enabled, true), ne(languages.code, defaultLanguage)))
      .orderBy(asc(languages.sortOrder), asc(languages.code)),
    db
      .select({ languageCode: productTranslations.languageCode, needsReview: productTranslations.needsReview })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id)),
  ]);
  if (!row) throw new NotFoundError("Product not found");
  const translated = new Map(translationRows.map((t) => [t.languageCode, t.needsReview]));
  const untranslated = languageRows.filter((l) => !translated.has(l.code)).map((l) => l.name);
  const unreviewed = languageRows.filter((l) => translated.get(l.code) === true).map((l) => l.name);
  const problems: string[] = [];
  if (!pictures!.n) problems.push("No picture: the product page and its cards show an empty frame");
  if (untranslated.length)
    problems.push(`No translation in ${untranslated.join(", ")}: those pages show the Portuguese text`);
  if (unreviewed.length) problems.push(`Translations waiting for review: ${unreviewed.join(", ")}`);
  // A second shop alone is a shop: the buy button leads there (decision 0023).
  if ((!row.aliexpressUrl || row.aliexpressUrl === "#") && !row.fallbackUrl)
    problems.push("No buy link: the buy button stays disabled");
  return problems;
}

/**
 * Draft → Ready → Published, one step at a time, and back. Publishing with something missing, or taking a
 * live product off the site, needs `confirm` (ConfirmationNeededError lists why). Publishing a visor answers
 * its riders' requests.
 */
export async function setProductStatus(
  db: Db,
  id: number,
  status: ProductStatus,
  context?: ChangeContext,
  confirm = false,
) {
  const [row] = await db
    .select({ status: products.status, publishedAt: products.publishedAt, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), productIsLive));
  if (!row) throw new NotFoundError("Product not found");
  if (row.status === status) return { status, notified: 0, stockNotified: 0 };
  if (!canMoveTo(row.status, status)) {
    throw new ConflictError(`A ${row.status} product cannot become ${status} directly: move it to ready first`);
  }
  if (!confirm && status === "published") {
    const problems = await publishingProblems(db, id);
    if (problems.length) {
      throw new ConfirmationNeededError(`${row.name} is not complete: publish anyway?`, problems);
    }
  }
  if (!confirm && row.status === "published") {
    throw new ConfirmationNeededError(`${row.name} is live: moving it to ${status} takes it off the storefront`, [
      "Its page answers “not found” and it leaves every list, search and the sitemap",
    ]);
  }
  return db.transaction(async (tx) => {
    await asActor(tx, "curator");
    await tx
      .update(products)
      .set({
        status,
        publishedAt: status === "published" ? (row.publishedAt ?? new Date()) : row.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    const notified = context && status === "published" ? await queueVisorNotices(tx, id, context.origin) : 0;
    const stockNotified = context && status === "published" ? await queueStockNotices(tx, id, context.origin) : 0;
    return { status, notified, stockNotified };
  });
}

/** Moves a product to the trash: gone from the storefront and the lists, restorable. */
