import type { z } from "zod";
import type { AdminForm } from "~/features/admin";
import type { VisorFacts } from "~/features/fitment";
import type { productInputSchema } from "../product-admin.schema";
import { productFlags, type ProductFlag } from "../product-kinds";
import type { AdminProduct } from "../product-admin.server";

/** A helmet model the product fits, as the form edits it (with its name, which is not sent). */
export interface EditedFit {
  helmetModelId: number;
  label: string;
  note: string;
  noteTranslations: Record<string, string>;
}

/** A visor's facts as the form's fields hold them: text as typed, a choice of its select's options ("" for none). */
export type VisorFormValues = Record<Exclude<keyof VisorFacts, "pinlockReady" | "makerKind" | "marking">, string> & {
  pinlockReady: boolean;
  makerKind: VisorFacts["makerKind"];
  marking: NonNullable<VisorFacts["marking"]> | "";
};

/**
 * The product form's values: the fields as typed. Tags are one line (separated by commas) and the
 * specifications one text (a line each, "name: value"); `productRequest` makes the API's input of them.
 */
export type ProductFormValues = {
  name: string;
  slug: string;
  type: AdminProduct["type"];
  brandId: string;
  categoryId: string;
  price: string;
  originalPrice: string;
  stock: string;
  rating: string;
  aliexpressUrl: string;
  fallbackUrl: string;
  gtin: string;
  description: string;
  buttonText: string;
  tags: string;
  specifications: string;
  fits: EditedFit[];
  visor: VisorFormValues;
} & Record<ProductFlag, boolean>;

/**
 * What the form sends: every field the API takes (but the version, added on save). A field left out would be
 * saved as its default, so forgetting one in `productRequest` is a type error; the API checks the values.
 */
type ProductRequest = Record<Exclude<keyof z.input<typeof productInputSchema>, "expectedVersion">, unknown>;

/** The product form, checked with the API's schema. */
export type ProductForm = AdminForm<ProductFormValues, z.output<typeof productInputSchema>>;

/** What the form reads of a saved product: its fields as the edit page's loader reads them (one shape, issue 34). */
export type SavedProduct = Pick<AdminProduct, keyof ProductFormValues>;

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));

/** The form's starting values: the saved product, or an empty visor. */
export function productFormValues(product: SavedProduct | null): ProductFormValues {
  const visor = product?.visor;
  return {
    name: text(product?.name),
    slug: text(product?.slug),
    type: product?.type ?? "visor",
    brandId: text(product?.brandId),
    categoryId: text(product?.categoryId),
    price: text(product?.price),
    originalPrice: text(product?.originalPrice),
    stock: text(product?.stock),
    rating: text(product?.rating),
    // "#" is how the database says "no link yet".
    aliexpressUrl: product?.aliexpressUrl === "#" ? "" : text(product?.aliexpressUrl),
    fallbackUrl: text(product?.fallbackUrl),
    gtin: text(product?.gtin),
    description: text(product?.description),
    buttonText: text(product?.buttonText),
    tags: product?.tags.join(", ") ?? "",
    specifications: Object.entries(product?.specifications ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n"),
    fits: product?.fits ?? [],
    visor: {
      makerKind: visor?.makerKind ?? "aftermarket",
      maker: text(visor?.maker),
      partCode: text(visor?.partCode),
      tint: text(visor?.tint),
      lightTransmission: text(visor?.lightTransmission),
      pinlockReady: visor?.pinlockReady ?? false,
      pinlockInsert: text(visor?.pinlockInsert),
      marking: visor?.marking ?? "",
    },
    ...(Object.fromEntries(productFlags.map((flag) => [flag, Boolean(product?.[flag])])) as Record<
      ProductFlag,
      boolean
    >),
  };
}

/**
 * The form's values as the API takes them (`productInputSchema` checks them, here and there): trimmed,
 * empty choices as null, tags and specifications split, a fit without its name.
 */
export function productRequest(values: ProductFormValues) {
  const trimmed = (value: string) => value.trim();
  const orNull = (value: string) => value.trim() || null;
  const { visor } = values;
  return {
    name: trimmed(values.name),
    slug: trimmed(values.slug),
    type: values.type,
    brandId: orNull(values.brandId),
    categoryId: orNull(values.categoryId),
    price: trimmed(values.price),
    originalPrice: orNull(values.originalPrice),
    stock: orNull(values.stock),
    aliexpressUrl: trimmed(values.aliexpressUrl),
    fallbackUrl: orNull(values.fallbackUrl),
    gtin: orNull(values.gtin),
    rating: orNull(values.rating),
    description: trimmed(values.description),
    buttonText: trimmed(values.buttonText),
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    specifications: Object.fromEntries(
      values.specifications
        .split("\n")
        .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([key, value]) => key && value),
    ),
    fits: values.fits.map(({ helmetModelId, note, noteTranslations }) => ({
      helmetModelId,
      note,
      // A language left empty has no note (it falls back).
      noteTranslations: Object.fromEntries(Object.entries(noteTranslations).filter(([, note]) => note)),
    })),
    // Facts are for visors only: another type sends null, and the server drops them.
    visor:
      values.type === "visor"
        ? {
            makerKind: visor.makerKind,
            maker: trimmed(visor.maker),
            partCode: trimmed(visor.partCode),
            tint: trimmed(visor.tint),
            lightTransmission: trimmed(visor.lightTransmission),
            pinlockReady: visor.pinlockReady,
            pinlockInsert: trimmed(visor.pinlockInsert),
            marking: visor.marking || null,
          }
        : null,
    ...(Object.fromEntries(productFlags.map((flag) => [flag, values[flag]])) as Record<ProductFlag, boolean>),
  } satisfies ProductRequest;
}
