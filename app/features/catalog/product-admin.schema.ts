import { z } from "zod";
import { idInput, maxId, nameInput, optionalIdInput, versionField } from "~/lib/form-schemas";
import { optionalSlugInput } from "~/features/slugs";
import { translatedLanguages } from "~/i18n/languages";
import { productFlags, productStatuses, productTypes, type ProductFlag } from "./product-kinds";
import { visorMakerKinds, visorMarkings } from "~/features/fitment";
import { gtinOf } from "~/lib/gtin";

/** A decimal as the curator types it: Portuguese "24,90" or "24.90". */
const decimalText = (v: string | number) => String(v).trim().replace(",", ".");

/** Euro amounts as the database keeps them: "29.90". */
export const money = (field: string) =>
  z
    .union([z.string(), z.number()])
    .transform(decimalText)
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, `${field} must be an amount like 29.90`)
        .transform((v) => Number(v).toFixed(2)),
    );

/** A number field that may be left empty (null). */
const optionalNumber = (schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string(), z.null()])
    .transform((v) => (v === "" || v === null ? null : Number(v)))
    .pipe(schema.nullable())
    .default(null);

/** An optional short text: empty becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, message).nullable())
    .default(null);

/** A shop link as the forms take it: http(s), a host with a dot, no spaces. */
const shopLink = /^https?:\/\/[^\s/]+\.[^\s]+$/;

/** A fit note, Portuguese and per translated language (a missing language falls back like all text). */
const fitNote = z.string().trim().max(200, "A fit note is at most 200 characters");

export const fitInputSchema = z.object({
  helmetModelId: z
    .number({ error: "Choose a helmet model" })
    .int()
    .positive("Choose a helmet model")
    .max(maxId, "Choose a helmet model"),
  note: fitNote.default(""),
  noteTranslations: z
    .partialRecord(z.enum(translatedLanguages, { error: "Unknown language" }), fitNote)
    .transform((notes) => Object.fromEntries(Object.entries(notes).filter(([, note]) => note)))
    .default({}),
});

/** A visor's structured facts (visor_details); the tint is checked against the vocabulary by the service. */
export const visorFactsSchema = z.object({
  makerKind: z.enum(visorMakerKinds, { error: "Maker is original or aftermarket" }).default("aftermarket"),
  maker: optionalText(100, "The maker's name is too long"),
  partCode: optionalText(60, "The part code is too long"),
  tint: optionalText(60, "Choose a tint from the list"),
  lightTransmission: optionalNumber(
    z
      .number({ error: "Light transmission is 0 to 100 %" })
      .int("Light transmission is a whole percentage")
      .min(0, "Light transmission is 0 to 100 %")
      .max(100, "Light transmission is 0 to 100 %"),
  ),
  pinlockReady: z.boolean().default(false),
  pinlockInsert: optionalText(100, "The Pinlock insert's name is too long"),
  marking: z
    .enum(visorMarkings, { error: "Marking is day-and-night, daytime-only or not-for-road" })
    .nullable()
    .default(null),
});

/** Everything the product form sends (Portuguese text: translations have their own tool). */
/** Price, original price and stock: in the product form and the list's quick edit. */
const pricingFields = {
  price: money("Price"),
  // Left empty, no original price; otherwise an amount, with money's own message (a union would say "Invalid input").
  originalPrice: z
    .preprocess((v) => (typeof v === "string" && !v.trim() ? null : v), money("Original price").nullable())
    .default(null),
  stock: optionalNumber(
    z
      .number({ error: "Stock must be a whole number" })
      .int("Stock must be a whole number")
      .min(0, "Stock cannot be negative")
      .max(1_000_000, "Stock is too large"),
  ),
};
const originalAbovePrice = [
  (p: { price: string; originalPrice: string | null }) =>
    p.originalPrice === null || Number(p.originalPrice) > Number(p.price),
  { path: ["originalPrice"], message: "The original price must be higher than the price" },
] as [(p: { price: string; originalPrice: string | null }) => boolean, { path: string[]; message: string }];

/** The admin list's quick edit of one product's price, original price and stock (saving confirms them). */
export const productPricingSchema = z.object(pricingFields).refine(...originalAbovePrice);
export type ProductPricingInput = z.output<typeof productPricingSchema>;

export const productInputSchema = z
  .object({
    name: nameInput(200),
    slug: optionalSlugInput(200),
    description: z.string().trim().max(10_000, "Description is too long").default(""),
    buttonText: z.string().trim().max(80, "Button text is too long").default(""),
    type: z.enum(productTypes, { error: "Choose a product type" }),
    brandId: optionalIdInput("Choose a brand").default(null),
    categoryId: optionalIdInput("Choose a category").default(null),
    ...pricingFields,
    aliexpressUrl: z
      .string()
      .trim()
      .refine((v) => v === "" || v === "#" || shopLink.test(v), "Use a full https:// link, or leave it empty")
      .transform((v) => v || "#")
      .default("#"),
    /** A second shop, used while the main link is broken or the product unavailable there (decision 0023). */
    fallbackUrl: z
      .union([z.string(), z.null()], { error: "The second shop's link must be text" })
      .transform((v) => v?.trim() ?? "")
      .refine((v) => v === "" || shopLink.test(v), "Use a full https:// link for the second shop, or leave it empty")
      .refine((v) => v.length <= 2000, "The second shop's link is too long")
      .transform((v) => v || null)
      .default(null),
    /** The barcode as printed (spaces and dashes go); empty: none. */
    gtin: z
      .union([z.string(), z.null()], { error: "The barcode must be text" })
      .transform((v) => v?.trim() ?? "")
      .refine((v) => v === "" || gtinOf(v) !== null, "Not a barcode: give the 8, 12, 13 or 14 digits under its bars")
      .transform((v) => (v ? gtinOf(v) : null))
      .default(null),
    rating: z
      .union([z.number(), z.string(), z.null()])
      .transform((v) => (v === "" || v === null ? null : Number(decimalText(v))))
      .pipe(
        z.number({ error: "Rating must be a number" }).min(0, "Rating is 0 to 5").max(5, "Rating is 0 to 5").nullable(),
      )
      .transform((v) => (v === null ? null : v.toFixed(1)))
      .default(null),
    specifications: z
      .record(z.string().trim().min(1).max(60), z.string().trim().max(300, "A specification is too long"))
      .refine((s) => Object.keys(s).length <= 30, "At most 30 specifications")
      .default({}),
    tags: z.array(z.string().trim().min(1).max(40, "A tag is too long")).max(20, "At most 20 tags").default([]),
    /** The helmet models it fits; left out, an update keeps the current fits (a new product has none). */
    fits: z
      .array(fitInputSchema, { error: "fits must be a list" })
      .max(100, "At most 100 fits")
      .refine(
        (fits) => new Set(fits.map((f) => f.helmetModelId)).size === fits.length,
        "A helmet model is listed twice",
      )
      .optional(),
    /** A visor's facts; null removes them; left out, an update keeps them. */
    visor: visorFactsSchema.nullable().optional(),
    ...Object.fromEntries(productFlags.map((flag) => [flag, z.boolean().default(false)])),
    ...versionField,
  })
  .refine(...originalAbovePrice)
  .refine((p) => p.fallbackUrl === null || p.fallbackUrl !== p.aliexpressUrl, {
    path: ["fallbackUrl"],
    message: "The second shop's link is the main link: give another shop, or leave it empty",
  })
  .refine((p) => !p.visor || p.type === "visor", { path: ["visor"], message: "Visor facts are for visors only" });

export type ProductInput = z.output<typeof productInputSchema> & Record<ProductFlag, boolean>;

export const productStatusSchema = z.object({
  status: z.enum(productStatuses, { error: "Status must be draft, ready or published" }),
  /** The curator saw what publishing leaves missing (or that the product leaves the site) and said yes. */
  confirm: z.boolean({ error: "confirm must be true or false" }).default(false),
});

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).default(""),
  type: z.enum(productTypes).optional(),
  status: z.enum(productStatuses).optional(),
  brandId: idInput("Invalid brand id").optional(),
  categoryId: idInput("Invalid category id").optional(),
  flag: z.enum(productFlags).optional(),
  sort: z
    .enum(["updated", "name", "name-desc", "price", "price-desc", "created", "checked", "checked-desc"])
    .default("updated"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(25),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** The product's pictures in their new order. */
export const imageOrderSchema = z.object({
  imageIds: z
    .array(z.number().int().positive().max(maxId), { error: "imageIds must be a list of picture ids" })
    .max(50),
});

/** At most this many products in one bulk change (a page of the list is 50). */
export const bulkProductLimit = 200;

/** The product list's bulk change: one action for the selected products, all or none of them. */
export const productBulkSchema = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.enum(["publish", "ready", "draft"]), confirm: z.boolean().default(false) }),
      z.object({ action: z.literal("trash") }),
      z.object({ action: z.literal("confirm-prices") }),
      z.object({
        action: z.literal("tag"),
        tag: z.string({ error: "Name the tag" }).trim().min(1, "Name the tag").max(40, "A tag is too long"),
        value: z.boolean({ error: "value must be true or false" }),
      }),
      z.object({
        action: z.literal("flag"),
        flag: z.enum(productFlags, { error: "Choose a flag" }),
        value: z.boolean({ error: "value must be true or false" }),
      }),
    ],
    { error: "action must be publish, ready, draft, trash, confirm-prices, flag or tag" },
  )
  .and(
    z.object({
      ids: z
        .array(idInput("Each id must be a product id"), { error: "ids must be a list of product ids" })
        .min(1, "Select at least one product")
        .max(bulkProductLimit, `Select at most ${bulkProductLimit} products at once`)
        .transform((ids) => [...new Set(ids)]),
    }),
  );
export type ProductBulkInput = z.output<typeof productBulkSchema>;

/** A product an imported spreadsheet changes: its line in the file and each column's value now and after. */
export interface ImportChange {
  line: number;
  id: number;
  name: string;
  fields: { field: string; from: string; to: string }[];
}
