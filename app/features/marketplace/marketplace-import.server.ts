import { productIsLive } from "#db/predicates";
import { and, eq, ne } from "drizzle-orm";
import { products } from "#db/schema";
import { productInputSchema, type ProductInput } from "~/features/catalog";
import { addProductImages, createAdminProduct, getAdminProduct } from "~/features/catalog/index.server";
import { downloadImage } from "~/features/media/index.server";
import { ConflictError, InvalidError, NotFoundError, UnavailableError } from "~/lib/errors";
import type { AliExpressClient } from "./aliexpress-client.server";
import { aliexpressProductId, aliexpressProductUrl } from "./aliexpress-url";
import type { MarketplaceSku } from "./marketplace.schema";
import { getMarketplaceSettings, refreshOneProduct, type SyncDeps } from "./marketplace-sync.server";
import { refreshProductLinksAlong } from "./product-links.server";

/** What turns AliExpress on, said wherever it is off. */
export const marketplaceOffMessage =
  "AliExpress sync is off: set ALIEXPRESS_APP_KEY, ALIEXPRESS_APP_SECRET and ALIEXPRESS_TRACKING_ID and restart";

export class AlreadyImportedError extends ConflictError {
  constructor(readonly productId: number) {
    super("This AliExpress product was imported already");
  }
}

/** A guess the curator corrects in the form: what the title says the product is. */
function typeFromTitle(title: string) {
  if (/visor|viseira|pinlock|shield/i.test(title)) return "visor" as const;
  if (/intercom|intercomunicador|headset|communicat/i.test(title)) return "intercom" as const;
  if (/micro(phone|fone)?\b|\bmic\b|lavalier/i.test(title)) return "microphone" as const;
  if (/camera|câmara|cam\b|action cam/i.test(title)) return "camera" as const;
  return "accessory" as const;
}

function requireClient(client: AliExpressClient | undefined) {
  if (!client) throw new UnavailableError(marketplaceOffMessage);
  return client;
}

/** The variants a curator picks from: each SKU's name (its colour and size), price for Portugal, and whether offered. */
async function variantsOf(client: AliExpressClient, productId: string): Promise<MarketplaceSku[]> {
  const answer = await client.skuDetail(productId, "PT", { language: "PT" });
  return (answer?.skus ?? []).map((sku) => ({
    skuId: sku.skuId,
    name: [sku.color, sku.size].filter(Boolean).join(" · ") || sku.skuId,
    price: sku.salePrice,
    available: sku.available !== false,
  }));
}

/**
 * A draft product from an AliExpress address (issue 30): title as the Portuguese name to edit, price and original
 * price for Portugal, the tracked link, the pictures (through the guarded fetcher, checked like uploads), and the
 * product's variants for the curator to pick the one this product is. Importing one twice answers the first.
 */
export async function importMarketplaceProduct(deps: SyncDeps, address: string) {
  const id = aliexpressProductId(address);
  if (!id) {
    const message = "That is not the address of an AliExpress product (or its number)";
    throw new InvalidError(message, { url: message });
  }
  const client = requireClient(deps.client);
  const [existing] = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.marketplaceProductId, id), productIsLive))
    .limit(1);
  if (existing) throw new AlreadyImportedError(existing.id);
  const detail = await client.productDetail(id, { country: "PT", language: "PT" });
  if (!detail)
    throw new NotFoundError("AliExpress has no product with this number (or does not deliver it to Portugal)");
  const [skus, link] = await Promise.all([
    variantsOf(client, id),
    detail.promotionLink ?? client.generateLink(detail.detailUrl || aliexpressProductUrl(id)),
  ]);
  const pictures: { name: string; bytes: Uint8Array }[] = [];
  const skipped: string[] = [];
  for (const [index, url] of [detail.mainImageUrl, ...detail.imageUrls].filter(Boolean).slice(0, 6).entries()) {
    const picture = await downloadImage(url!, deps.outgoing);
    if (picture.ok) pictures.push({ name: `aliexpress-${id}-${index + 1}`, bytes: picture.bytes });
    else skipped.push(`${url}: ${picture.reason}`);
  }
  const original =
    detail.originalPrice && Number(detail.originalPrice) > Number(detail.salePrice) ? detail.originalPrice : null;
  const input = productInputSchema.parse({
    name: detail.title.slice(0, 200),
    type: typeFromTitle(detail.title),
    price: detail.salePrice,
    originalPrice: original,
    aliexpressUrl: link,
    gtin: detail.gtin,
  }) as ProductInput;
  const created = await createAdminProduct(deps.db, input);
  await deps.db.update(products).set({ marketplaceProductId: id }).where(eq(products.id, created.id));
  if (pictures.length) await addProductImages(deps.db, created.id, pictures);
  // Its link per language with a tracking id (decision 0023); one not made now is made by the next sync.
  await refreshProductLinksAlong(deps, [created.id]);
  return { product: await getAdminProduct(deps.db, created.id), skus, picturesSkipped: skipped };
}

/** The curator picks which variant this product is: its price and delivery are read for that SKU from now on. */
export async function chooseMarketplaceSku(deps: SyncDeps, productId: number, skuId: string) {
  const client = requireClient(deps.client);
  const [row] = await deps.db
    .select({ marketplaceProductId: products.marketplaceProductId })
    .from(products)
    .where(and(eq(products.id, productId), productIsLive));
  if (!row) throw new NotFoundError("Product not found");
  if (!row.marketplaceProductId) throw new InvalidError("This product was not imported from AliExpress");
  const variants = await variantsOf(client, row.marketplaceProductId);
  if (!variants.some((v) => v.skuId === skuId)) {
    throw new InvalidError("That is not one of this product's variants", {
      skuId: "Choose one of the product's variants",
    });
  }
  await deps.db.update(products).set({ marketplaceSkuId: skuId }).where(eq(products.id, productId));
  await refreshOneProduct(deps, productId, Infinity);
  return { product: await getAdminProduct(deps.db, productId), skus: variants };
}

/**
 * A product typed by hand (its link an `s.click` one that names no product) tied to its AliExpress product, so the sync
 * can read it: the product must exist on AliExpress and not be another product's already. Read at once, like a sync.
 */
export async function linkMarketplaceProduct(deps: SyncDeps, productId: number, address: string) {
  const id = aliexpressProductId(address);
  if (!id) {
    const message = "That is not the address of an AliExpress product (or its number)";
    throw new InvalidError(message, { url: message });
  }
  const client = requireClient(deps.client);
  const [[row], [other]] = await Promise.all([
    deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), productIsLive)),
    deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.marketplaceProductId, id), productIsLive, ne(products.id, productId)))
      .limit(1),
  ]);
  if (!row) throw new NotFoundError("Product not found");
  if (other) throw new AlreadyImportedError(other.id);
  if (!(await client.productDetail(id, { country: "PT", language: "PT" }))) {
    throw new NotFoundError("AliExpress has no product with this number (or does not deliver it to Portugal)");
  }
  await deps.db
    .update(products)
    .set({ marketplaceProductId: id, marketplaceSkuId: null })
    .where(eq(products.id, productId));
  const { reviewThresholdPercent } = await getMarketplaceSettings(deps.db);
  await refreshOneProduct(deps, productId, reviewThresholdPercent);
  return { product: await getAdminProduct(deps.db, productId), skus: await variantsOf(client, id) };
}

/** The variants of an imported product, for its form (none when it was not imported or the API is off). */
export async function marketplaceVariants(deps: SyncDeps, productId: number) {
  const [row] = await deps.db
    .select({ id: products.marketplaceProductId, skuId: products.marketplaceSkuId })
    .from(products)
    .where(eq(products.id, productId));
  if (!row?.id) throw new NotFoundError("This product was not imported from AliExpress");
  return { skuId: row.skuId, skus: await variantsOf(requireClient(deps.client), row.id) };
}
