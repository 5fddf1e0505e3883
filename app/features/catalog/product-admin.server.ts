import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  languages,
  media,
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
  listHelmetModelOptions,
  saveProductFits,
  saveVisorFacts,
  unknownHelmetModelIds,
} from "~/features/fitment/index.server";
import { mediaUrl } from "~/features/media";
import { queueVisorNotices } from "~/features/catalog/visor-notices.server";
import { queueStockNotices } from "~/features/catalog/stock-notices.server";
import { slugify } from "~/features/slugs";
import { freeProductSlug, recordSlugRedirect, translationSlug } from "~/features/slugs/index.server";
import { checkImageUpload, imageUploadLimits, storeMedia } from "~/features/media/index.server";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { ConfirmationNeededError, ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { type ProductInput, type ProductListQuery, type ProductPricingInput } from "./product-admin.schema";
import { canMoveTo, productFlags, type ProductStatus } from "./product-kinds";
import { visorColors } from "~/features/fitment";

/** The curator's side of products: every product (any status), editing, lifecycle, trash. */

const isLive = isNull(products.deletedAt);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

const sorts: Record<ProductListQuery["sort"], SQL[]> = {
  updated: [desc(products.updatedAt), desc(products.id)],
  created: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name)],
  "name-desc": [desc(products.name)],
  price: [asc(products.price), asc(products.id)],
  "price-desc": [desc(products.price), asc(products.id)],
  // Least recently confirmed first (never confirmed before all), for rounds of price updates.
  checked: [sql`${products.priceConfirmedAt} asc nulls first`, asc(products.id)],
  "checked-desc": [sql`${products.priceConfirmedAt} desc nulls last`, asc(products.id)],
};

/** One page of the products table, with the filters of the admin list. */
export async function listAdminProducts(db: Db, query: ProductListQuery) {
  const conditions: (SQL | undefined)[] = [isLive];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern), ilike(brands.name, pattern)));
  }
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.brandId) conditions.push(eq(products.brandId, query.brandId));
  if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
  if (query.flag) conditions.push(eq(products[query.flag], true));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        type: products.type,
        status: products.status,
        price: products.price,
        originalPrice: products.originalPrice,
        stock: products.stock,
        priceConfirmedAt: products.priceConfirmedAt,
        brand: brands.name,
        category: categories.slug,
        updatedAt: products.updatedAt,
        nameEn: sql<
          string | null
        >`(select t.name from ${productTranslations} t where t.product_id = ${products.id} and t.language_code = 'en')`,
        translationCount: sql<number>`(select count(*)::int from ${productTranslations} t where t.product_id = ${products.id})`,
        coverHash: sql<string | null>`(select m.hash from ${productImages} i join ${media} m on m.id = i.media_id
          where i.product_id = ${products.id} order by i.sort_order, i.id limit 1)`,
        ...Object.fromEntries(productFlags.map((flag) => [flag, products[flag]])),
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(where),
  ]);
  return {
    items: rows.map(({ coverHash, updatedAt, priceConfirmedAt, ...row }) => ({
      ...(row as typeof row & Record<(typeof productFlags)[number], boolean>),
      updatedAt: updatedAt.toISOString(),
      priceConfirmedAt: priceConfirmedAt?.toISOString() ?? null,
      cover: coverHash ? mediaUrl(coverHash, 160) : null,
    })),
    total: total!.n,
    page: query.page,
    pages: Math.max(1, Math.ceil(total!.n / query.pageSize)),
  };
}
export type AdminProductListItem = Awaited<ReturnType<typeof listAdminProducts>>["items"][number];

/** A product as the edit form needs it. */
export async function getAdminProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isLive));
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

export async function productImagesOf(db: Db, productId: number) {
  const rows = await db
    .select({
      id: productImages.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: productImages.alt,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  // The first picture is the cover.
  return rows.map((r, i) => ({ ...r, url: mediaUrl(r.hash, 320), isCover: i === 0 }));
}

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
          .where(and(eq(categories.id, input.categoryId), isNull(categories.deletedAt)))
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

/** The product row's columns from the form; saving the form confirms its price and stock. */
function productColumns(input: ProductInput) {
  const { tags: _tags, slug: _slug, fits: _fits, visor: _visor, ...fields } = input;
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
    const slug = await freeProductSlug(tx as unknown as Db, input);
    const [row] = await tx
      .insert(products)
      .values({ ...productColumns(input), slug, status: "draft" })
      .returning({ id: products.id });
    await setTags(tx as unknown as Db, row!.id, input.tags);
    await saveFitment(tx as unknown as Db, row!.id, input);
    return { id: row!.id, slug };
  });
}

/** Where the site is (absolute links in the mail a change queues). */
export interface ChangeContext {
  origin: string;
}

/**
 * Saves the form; a changed slug keeps the old one as a redirect. A published visor's fits answer the
 * riders who asked for one of those helmets (notices queued in the same transaction).
 */
export async function updateAdminProduct(db: Db, id: number, input: ProductInput, context?: ChangeContext) {
  const [current] = await db
    .select({ slug: products.slug, tint: visorDetails.tint, status: products.status })
    .from(products)
    .leftJoin(visorDetails, eq(visorDetails.productId, products.id))
    .where(and(eq(products.id, id), isLive));
  if (!current) throw new NotFoundError("Product not found");
  await assertReferences(db, input, current.tint);
  return db.transaction(async (tx) => {
    const slug = await freeProductSlug(tx as unknown as Db, { ...input, slug: input.slug || current.slug }, id);
    await tx
      .update(products)
      .set({ ...productColumns(input), slug, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (slug !== current.slug) {
      await recordSlugRedirect(tx as unknown as Db, "product", id, "pt", current.slug);
    }
    await setTags(tx as unknown as Db, id, input.tags);
    await saveFitment(tx as unknown as Db, id, input);
    const notified =
      context && current.status === "published" && input.fits
        ? await queueVisorNotices(tx as unknown as Db, id, context.origin)
        : 0;
    // Back in stock (or given its link): the visitors waiting for it are told, once.
    const stockNotified =
      context && current.status === "published" ? await queueStockNotices(tx as unknown as Db, id, context.origin) : 0;
    return { id, slug, notified, stockNotified };
  });
}

/**
 * The list's quick edit: saves price, original price and stock, which confirms them (`undefined`
 * input: confirms the current ones unchanged). Answers the new confirmation time.
 */
export async function saveProductPricing(db: Db, id: number, input?: ProductPricingInput, origin?: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(products)
      .set(input ? { ...input, priceConfirmedAt: now, updatedAt: now } : { priceConfirmedAt: now })
      .where(and(eq(products.id, id), isLive))
      .returning({
        price: products.price,
        originalPrice: products.originalPrice,
        stock: products.stock,
        status: products.status,
      });
    if (!row) throw new NotFoundError("Product not found");
    const { status, ...pricing } = row;
    // Back in stock from the list too: the visitors waiting for it are told, once.
    const stockNotified = input && origin && status === "published" ? await queueStockNotices(t, id, origin) : 0;
    return { id, ...pricing, priceConfirmedAt: now.toISOString(), stockNotified };
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
    const slug = await freeProductSlug(tx as unknown as Db, { slug: "", name });
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
    await setTags(tx as unknown as Db, copy, tagNames);
    await copyProductFitment(tx as unknown as Db, id, copy);
    const translationCount = await copyProductTranslations(tx as unknown as Db, id, copy);
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
      .select({ aliexpressUrl: products.aliexpressUrl })
      .from(products)
      .where(and(eq(products.id, id), isLive)),
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
  if (!row.aliexpressUrl || row.aliexpressUrl === "#") problems.push("No buy link: the buy button stays disabled");
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
    .where(and(eq(products.id, id), isLive));
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
    await tx
      .update(products)
      .set({
        status,
        publishedAt: status === "published" ? (row.publishedAt ?? new Date()) : row.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    const notified =
      context && status === "published" ? await queueVisorNotices(tx as unknown as Db, id, context.origin) : 0;
    const stockNotified =
      context && status === "published" ? await queueStockNotices(tx as unknown as Db, id, context.origin) : 0;
    return { status, notified, stockNotified };
  });
}

/** Moves a product to the trash: gone from the storefront and the lists, restorable. */
export async function trashProduct(db: Db, id: number) {
  const moved = await db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(and(eq(products.id, id), isLive))
    .returning({ id: products.id });
  if (!moved.length) throw new NotFoundError("Product not found");
}

export async function restoreProduct(db: Db, id: number) {
  const [row] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.id, id), isNotNull(products.deletedAt)));
  if (!row) throw new NotFoundError("Product not in the trash");
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, row.slug), isLive));
  if (clash)
    throw new ConflictError(`Another product now uses the slug "${row.slug}": rename it before restoring this one`);
  await db.update(products).set({ deletedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
}

/** Deletes a product in the trash for good (its pictures, translations and tags with it). */
export async function purgeProduct(db: Db, id: number) {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
    .returning({ id: products.id });
  if (!deleted.length) throw new NotFoundError("Product not in the trash");
}

async function assertLiveProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isLive));
  if (!row) throw new NotFoundError("Product not found");
}

/** Adds pictures after the existing ones; every file is checked before any is stored. */
export async function addProductImages(db: Db, productId: number, files: { name: string; bytes: Uint8Array }[]) {
  await assertLiveProduct(db, productId);
  if (!files.length) throw new InvalidError("Choose at least one image");
  const checked = [];
  for (const file of files) checked.push({ ...file, type: await checkImageUpload(file) });
  const existing = await productImagesOf(db, productId);
  if (existing.length + checked.length > imageUploadLimits.maxImagesPerProduct) {
    throw new InvalidError(`A product has at most ${imageUploadLimits.maxImagesPerProduct} images`);
  }
  const [name] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  for (const [index, file] of checked.entries()) {
    const stored = await storeMedia(db, file.bytes, file.type);
    await db
      .insert(productImages)
      .values({ productId, mediaId: stored.id, alt: name!.name, sortOrder: existing.length + index });
  }
  return productImagesOf(db, productId);
}

/** Puts the pictures in the given order; the first one becomes the cover. */
export async function reorderProductImages(db: Db, productId: number, imageIds: number[]) {
  const current = await productImagesOf(db, productId);
  const same = current.length === imageIds.length && current.every((image) => imageIds.includes(image.id));
  if (!same) throw new InvalidError("The order must list every picture of the product once");
  await db.transaction(async (tx) => {
    for (const [sortOrder, id] of imageIds.entries()) {
      await tx.update(productImages).set({ sortOrder }).where(eq(productImages.id, id));
    }
  });
  return productImagesOf(db, productId);
}

export async function deleteProductImage(db: Db, productId: number, imageId: number) {
  const deleted = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  if (!deleted.length) throw new NotFoundError("Image not found");
  return productImagesOf(db, productId);
}

/** Choices of the product form: brands, live categories labelled with their path in the tree, helmet models. */
export async function productFormOptions(db: Db) {
  const [brandRows, categoryRows, helmetModelOptions] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, kind: brands.kind }).from(brands).orderBy(asc(brands.name)),
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .where(isNull(categories.deletedAt)),
    listHelmetModelOptions(db),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const pathOf = (id: number): string[] => {
    const names: string[] = [];
    for (let c = byId.get(id); c && names.length < 10; c = c.parentId ? byId.get(c.parentId) : undefined)
      names.unshift(c.name);
    return names;
  };
  const categoryOptions = categoryRows
    .map((c) => ({ id: c.id, label: pathOf(c.id).join(" › ") }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { brands: brandRows, categories: categoryOptions, helmetModels: helmetModelOptions };
}

/** Products in the trash, most recently deleted first. */
export async function listTrashedProducts(db: Db) {
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, deletedAt: products.deletedAt })
    .from(products)
    .where(isNotNull(products.deletedAt))
    .orderBy(desc(products.deletedAt));
  return rows.map((r) => ({ ...r, deletedAt: r.deletedAt!.toISOString() }));
}
