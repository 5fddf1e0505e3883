import { z } from "zod";
import { optionalSlugInput } from "~/lib/form-schemas";
import { productFlags, productStatuses, productTypes, type ProductFlag } from "./product-kinds";

/** Euro amounts as the database keeps them: "29.90". */
export const money = (field: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, `${field} must be an amount like 29.90`)
        .transform((v) => Number(v).toFixed(2)),
    );

const optionalId = (message: string) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
    if (v === null || v === "") return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** Everything the product form sends (Portuguese text: translations have their own tool). */
export const productInputSchema = z
  .object({
    name: z.string({ error: "Name is required" }).trim().min(2, "Name is required").max(200, "Name is too long"),
    slug: optionalSlugInput(200),
    description: z.string().trim().max(10_000, "Description is too long").default(""),
    buttonText: z.string().trim().max(80, "Button text is too long").default(""),
    type: z.enum(productTypes, { error: "Choose a product type" }),
    brandId: optionalId("Choose a brand").default(null),
    categoryId: optionalId("Choose a category").default(null),
    price: money("Price"),
    originalPrice: z
      .union([money("Original price"), z.literal(""), z.null()])
      .transform((v) => v || null)
      .default(null),
    stock: z
      .union([z.number(), z.string(), z.null()])
      .transform((v) => (v === "" || v === null ? null : Number(v)))
      .pipe(
        z
          .number({ error: "Stock must be a whole number" })
          .int("Stock must be a whole number")
          .min(0, "Stock cannot be negative")
          .max(1_000_000, "Stock is too large")
          .nullable(),
      )
      .default(null),
    aliexpressUrl: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || v === "#" || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v),
        "Use a full https:// link, or leave it empty",
      )
      .transform((v) => v || "#")
      .default("#"),
    rating: z
      .union([z.number(), z.string(), z.null()])
      .transform((v) => (v === "" || v === null ? null : Number(v)))
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
    ...Object.fromEntries(productFlags.map((flag) => [flag, z.boolean().default(false)])),
  })
  .refine((p) => p.originalPrice === null || Number(p.originalPrice) > Number(p.price), {
    path: ["originalPrice"],
    message: "The original price must be higher than the price",
  });

export type ProductInput = z.output<typeof productInputSchema> & Record<ProductFlag, boolean>;

export const productStatusSchema = z.object({
  status: z.enum(productStatuses, { error: "Status must be draft, ready or published" }),
});

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).default(""),
  type: z.enum(productTypes).optional(),
  status: z.enum(productStatuses).optional(),
  brandId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  flag: z.enum(productFlags).optional(),
  sort: z.enum(["updated", "name", "name-desc", "price", "price-desc", "created"]).default("updated"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(25),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
