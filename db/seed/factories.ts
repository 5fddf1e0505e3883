import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  productFits,
  productImages,
  products,
  productTags,
  productTranslations,
  tags,
  visorDetails,
} from "#db/schema";
import type { VisorFacts } from "~/features/fitment";
import { storeMedia } from "~/features/media/index.server";
import { recordPrice } from "~/features/prices/index.server";
import { slugify } from "~/features/slugs";
import type { TranslatedLanguage } from "~/i18n/languages";

/** Factories build valid catalogue rows with overrides: the demo seed is made with them, and tests plant data with them. */

let sequence = 0;
const next = () => ++sequence;

export interface CategoryInput {
  id?: number;
  parentId?: number | null;
  slug?: string;
  name?: string;
  description?: string;
  sortOrder?: number;
  deletedAt?: Date | null;
  helmetBrandId?: number | null;
  helmetModelId?: number | null;
  translations?: Partial<Record<TranslatedLanguage, { name: string; description?: string; slug: string }>>;
}

export async function createCategory(db: Db, input: CategoryInput = {}) {
  const n = next();
  const name = input.name ?? `Categoria ${n}`;
  const [row] = await db
    .insert(categories)
    .values({
      ...(input.id ? { id: input.id } : {}),
      parentId: input.parentId ?? null,
      slug: input.slug ?? slugify(name),
      name,
      description: input.description ?? "",
      sortOrder: input.sortOrder ?? 0,
      deletedAt: input.deletedAt ?? null,
      helmetBrandId: input.helmetBrandId ?? null,
      helmetModelId: input.helmetModelId ?? null,
    })
    .returning({ id: categories.id, slug: categories.slug });
  const translations = Object.entries(input.translations ?? {});
  if (translations.length) {
    await db.insert(categoryTranslations).values(
      translations.map(([languageCode, t]) => ({
        categoryId: row!.id,
        languageCode,
        name: t!.name,
        description: t!.description ?? "",
        slug: t!.slug,
      })),
    );
  }
  return row!;
}

export async function createBrand(db: Db, input: { name?: string; kind?: "helmet" | "gear"; sortOrder?: number } = {}) {
  const name = input.name ?? `Brand ${next()}`;
  const [row] = await db
    .insert(brands)
    .values({ name, slug: slugify(name), kind: input.kind ?? "gear", sortOrder: input.sortOrder ?? 0 })
    .returning({ id: brands.id, name: brands.name, slug: brands.slug });
  return row!;
}

export async function createHelmetModel(
  db: Db,
  input: { brandId: number; name?: string; slug?: string; isPopular?: boolean; sortOrder?: number },
) {
  const name = input.name ?? `Model ${next()}`;
  const [row] = await db
    .insert(helmetModels)
    .values({
      brandId: input.brandId,
      name,
      slug: input.slug ?? slugify(name),
      isPopular: input.isPopular ?? false,
      sortOrder: input.sortOrder ?? 0,
    })
    .returning({ id: helmetModels.id, name: helmetModels.name, slug: helmetModels.slug });
  return row!;
}

export interface FitInput {
  helmetModelId: number;
  note?: string;
  noteTranslations?: Record<string, string>;
}

export interface ProductInput {
  name?: string;
  slug?: string;
  description?: string;
  buttonText?: string;
  type?: "visor" | "camera" | "intercom" | "microphone" | "accessory";
  brandId?: number | null;
  categoryId?: number | null;
  price?: string;
  originalPrice?: string | null;
  /** Earlier prices, oldest first, recorded before the current one (which is recorded `priceSince` ago, or now). */
  priceHistory?: { price: string; available?: boolean; daysAgo: number }[];
  priceSince?: { daysAgo: number };
  priceConfirmedAt?: Date | null;
  stock?: number | null;
  aliexpressUrl?: string;
  /** A second shop, used while the main link fails (decision 0023). */
  fallbackUrl?: string | null;
  marketplaceProductId?: string | null;
  marketplaceSkuId?: string | null;
  rating?: string | null;
  specifications?: Record<string, string>;
  isOfficial?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  isRecommended?: boolean;
  isZerosPick?: boolean;
  isLimitedEdition?: boolean;
  isPremium?: boolean;
  isBestSeller?: boolean;
  status?: "draft" | "ready" | "published";
  deletedAt?: Date | null;
  sortOrder?: number;
  translations?: Partial<
    Record<
      TranslatedLanguage,
      { name: string; description?: string; buttonText?: string; slug: string; specifications?: Record<string, string> }
    >
  >;
  /** The helmet models it fits. */
  fits?: FitInput[];
  visor?: Partial<VisorFacts>;
  tagNames?: string[];
  /** Pictures as SVG documents, first one is the cover. */
  imageSvgs?: string[];
}

export async function createProduct(db: Db, input: ProductInput = {}) {
  const n = next();
  const name = input.name ?? `Produto de teste ${n}`;
  const status = input.status ?? "published";
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: input.slug ?? slugify(name),
      description: input.description ?? `Descrição do ${name}.`,
      buttonText: input.buttonText ?? "Ver no AliExpress",
      type: input.type ?? "accessory",
      brandId: input.brandId ?? null,
      categoryId: input.categoryId ?? null,
      price: input.price ?? "29.90",
      originalPrice: input.originalPrice ?? null,
      stock: input.stock ?? null,
      priceConfirmedAt: input.priceConfirmedAt ?? null,
      aliexpressUrl: input.aliexpressUrl ?? `https://s.click.aliexpress.com/e/_test${n}`,
      fallbackUrl: input.fallbackUrl ?? null,
      marketplaceProductId: input.marketplaceProductId ?? null,
      marketplaceSkuId: input.marketplaceSkuId ?? null,
      rating: input.rating ?? "4.5",
      specifications: input.specifications ?? {},
      isOfficial: input.isOfficial ?? false,
      isFeatured: input.isFeatured ?? false,
      isNew: input.isNew ?? false,
      isRecommended: input.isRecommended ?? false,
      isZerosPick: input.isZerosPick ?? false,
      isLimitedEdition: input.isLimitedEdition ?? false,
      isPremium: input.isPremium ?? false,
      isBestSeller: input.isBestSeller ?? false,
      status,
      publishedAt: status === "published" ? new Date() : null,
      deletedAt: input.deletedAt ?? null,
      sortOrder: input.sortOrder ?? n,
    })
    .returning({ id: products.id, slug: products.slug, name: products.name });
  const product = row!;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  for (const earlier of input.priceHistory ?? []) {
    const available = earlier.available ?? true;
    await recordPrice(db, product.id, { ...earlier, available, source: "seed", at: daysAgo(earlier.daysAgo) });
  }
  await recordPrice(db, product.id, {
    price: input.price ?? "29.90",
    available: input.stock !== 0,
    source: "seed",
    at: daysAgo(input.priceSince?.daysAgo ?? 0),
  });

  const translations = Object.entries(input.translations ?? {});
  if (translations.length) {
    await db.insert(productTranslations).values(
      translations.map(([languageCode, t]) => ({
        productId: product.id,
        languageCode,
        name: t!.name,
        description: t!.description ?? "",
        buttonText: t!.buttonText ?? "",
        slug: t!.slug,
        specifications: t!.specifications ?? {},
      })),
    );
  }
  if (input.fits?.length) {
    await db.insert(productFits).values(input.fits.map((fit) => ({ productId: product.id, ...fit })));
  }
  if (input.visor) await db.insert(visorDetails).values({ productId: product.id, ...input.visor });
  for (const [index, svg] of (input.imageSvgs ?? []).entries()) {
    const stored = await storeMedia(db, new TextEncoder().encode(svg), "image/svg+xml");
    await db.insert(productImages).values({ productId: product.id, mediaId: stored.id, alt: name, sortOrder: index });
  }
  for (const tagName of input.tagNames ?? []) {
    const tagId = await ensureTag(db, tagName);
    await db.insert(productTags).values({ productId: product.id, tagId }).onConflictDoNothing();
  }
  return product;
}

export async function ensureTag(db: Db, name: string, isSystem = false) {
  const slug = slugify(name);
  await db.insert(tags).values({ name, slug, isSystem }).onConflictDoNothing();
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return tag!.id;
}
