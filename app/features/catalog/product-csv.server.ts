import { productIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, productTags, products, tags } from "#db/schema";
import { parseCsv, toCsv } from "~/lib/csv";
import { InvalidError, ProblemsError, StaleVersionError } from "~/lib/errors";
import { productFormValues, productRequest, type ProductFormValues } from "./components/product-form-values";
import { productInputSchema, type ImportChange, type ProductInput } from "./product-admin.schema";
import { updateAdminProduct, type ChangeContext } from "./product-admin.server";
import { findFitmentOfProducts } from "~/features/fitment/index.server";
import { productFlags } from "./product-kinds";

/**
 * The product list as a spreadsheet (issue 33 point 4): exported whole, edited, and imported back as a preview of
 * every change, then applied all or none. Columns marked `read` are there to recognise a row; an import ignores
 * them. `updated_at` is the version the row was exported at: a product changed since is refused, not overwritten.
 */
type FormField = Exclude<keyof ProductFormValues, "fits" | "visor">;
const columns: { header: string; field?: FormField }[] = [
  { header: "id" },
  { header: "name", field: "name" },
  { header: "slug" },
  { header: "type" },
  { header: "brand" },
  { header: "category" },
  { header: "status" },
  { header: "price", field: "price" },
  { header: "original_price", field: "originalPrice" },
  { header: "stock", field: "stock" },
  { header: "rating", field: "rating" },
  { header: "shop_link", field: "aliexpressUrl" },
  { header: "second_shop_link", field: "fallbackUrl" },
  { header: "gtin", field: "gtin" },
  { header: "tags", field: "tags" },
  ...productFlags.map((flag) => ({ header: flag, field: flag })),
  { header: "updated_at" },
];

/** At most this many rows in one import. */
export const maxImportRows = 2_000;
const yes = new Set(["yes", "true", "1", "sim", "x"]);
const no = new Set(["no", "false", "0", "não", "nao", ""]);

export async function exportProductsCsv(db: Db) {
  const tagNames = db
    .select({ names: sql<string>`string_agg(${tags.name}, ', ' order by ${tags.name})` })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, products.id));
  const rows = await db
    .select({
      product: products,
      brand: brands.name,
      category: categories.name,
      tags: sql<string | null>`(${tagNames})`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(productIsLive)
    .orderBy(asc(products.id));
  const cells = rows.map(({ product, brand, category, tags: names }) => {
    const values = productFormValues({ ...product, tags: [], specifications: {}, fits: [], visor: null });
    const readOnly: Record<string, string | number | null> = {
      id: product.id,
      slug: product.slug,
      type: product.type,
      brand,
      category,
      status: product.status,
      updated_at: product.updatedAt.toISOString(),
    };
    return columns.map(({ header, field }) => {
      if (field === "tags") return shown(names?.split(", ") ?? []);
      if (!field) return readOnly[header] ?? null;
      const value = values[field];
      return typeof value === "boolean" ? (value ? "yes" : "no") : value;
    });
  });
  return toCsv(
    columns.map((column) => column.header),
    cells,
  );
}

/**
 * Reads an exported file back: each row's editable cells over the product as stored, checked with the product
 * form's own schema. Every problem of every line is reported and nothing is written; with `apply`, the changed
 * products are saved in one transaction.
 */
export async function importProductsCsv(db: Db, csv: string, apply: boolean, context?: ChangeContext) {
  const rows = parseCsv(csv);
  if (!rows || rows.length < 2) throw new InvalidError("The file has no product rows (or a quote is never closed)");
  const [header, ...body] = rows as [string[], ...string[][]];
  const headerIndex = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const at = {
    has: (name: string) => headerIndex.has(name.toLowerCase()),
    get: (name: string) => headerIndex.get(name.toLowerCase()),
  };
  if (!at.has("id")) throw new InvalidError("The file has no id column: start from an export");
  if (!at.has("updated_at")) throw new InvalidError("The file has no updated_at column: start from an export");
  if (body.length > maxImportRows) throw new InvalidError(`At most ${maxImportRows} rows in one import`);
  const problems: string[] = [];
  const changes: (ImportChange & { input: ProductInput; version: string })[] = [];
  const seen = new Set<number>();
  const idColumn = at.get("id")!;
  const savedProducts = await savedProductsOf(db, [
    ...new Set(
      body.flatMap((row) => (/^\d+$/.test(row[idColumn]?.trim() ?? "") ? [Number(row[idColumn]!.trim())] : [])),
    ),
  ]);
  for (const [index, row] of body.entries()) {
    const line = index + 2;
    const cell = (name: string) => row[at.get(name)!]?.trim() ?? "";
    const id = Number(cell("id"));
    if (!/^\d+$/.test(cell("id")) || seen.has(id)) {
      problems.push(`Line ${line}: ${seen.has(id) ? `product ${id} is listed twice` : "no product id"}`);
      continue;
    }
    seen.add(id);
    const saved = savedProducts.get(id);
    if (!saved) {
      problems.push(`Line ${line}: product ${id} does not exist (or is in the trash)`);
      continue;
    }
    const before = productFormValues(saved);
    const after: ProductFormValues = { ...before };
    for (const { header: name, field } of columns) {
      if (!field || !at.has(name)) continue;
      const text = cell(name);
      if (typeof before[field] !== "boolean") (after as Record<string, unknown>)[field] = text;
      else if (yes.has(text.toLowerCase()) || no.has(text.toLowerCase()))
        (after as Record<string, unknown>)[field] = yes.has(text.toLowerCase());
      else problems.push(`Line ${line}: ${name} must be yes or no`);
    }
    const parsed = productInputSchema.safeParse(productRequest(after));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`Line ${line}: ${issue.message}`);
      continue;
    }
    const stored = productInputSchema.parse(productRequest(before)) as ProductInput;
    const input = parsed.data as ProductInput;
    const fields = columns.flatMap(({ header: name, field }) => {
      if (!field || !at.has(name)) return [];
      const from = shown(stored[field]);
      const to = shown(input[field]);
      return from === to ? [] : [{ field: name, from, to }];
    });
    if (cell("updated_at") !== saved.updatedAt && fields.length) {
      problems.push(`Line ${line}: ${saved.name} was changed after this file was exported: export again`);
      continue;
    }
    if (fields.length) changes.push({ line, id, name: saved.name, fields, input, version: saved.updatedAt });
  }
  if (problems.length) {
    const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
    throw new ProblemsError(`The file has ${count}: nothing was changed`, problems);
  }
  if (apply && changes.length) {
    await db.transaction(async (tx) => {
      await asActor(tx, "import");
      for (const change of changes) {
        await updateAdminProduct(tx, change.id, { ...change.input, expectedVersion: change.version }, context).catch(
          (error: unknown) => {
            if (error instanceof StaleVersionError) {
              throw new InvalidError(`${change.name} changed while importing: nothing was changed, import again`);
            }
            throw error;
          },
        );
      }
    });
  }
  return {
    rows: body.length,
    applied: apply && changes.length > 0,
    changes: changes.map(({ input: _input, version: _version, ...change }) => change),
  };
}

function shown(value: unknown) {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  // Tags in one order whatever the file's: a new order is no change.
  return Array.isArray(value)
    ? value
        .map(String)
        .sort((a, b) => a.localeCompare(b))
        .join(", ")
    : String(value);
}

/**
 * Many products as the form reads them (its fields, with the name and version), in four queries whatever their
 * number: the spreadsheet import reads up to 2,000 at once (`getAdminProduct` one by one took 7 s at 2,000).
 * Products that do not exist or are in the trash are absent.
 */
async function savedProductsOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, never>();
  const [rows, tagRows, fitment] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), productIsLive)),
    db
      .select({ productId: productTags.productId, name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(inArray(productTags.productId, ids)),
    findFitmentOfProducts(db, ids),
  ]);
  const tagsOf = new Map<number, string[]>();
  for (const { productId, name } of tagRows) tagsOf.set(productId, [...(tagsOf.get(productId) ?? []), name]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        updatedAt: row.updatedAt.toISOString(),
        // Sorted as getAdminProduct sorts them.
        tags: (tagsOf.get(row.id) ?? []).sort((a, b) => a.localeCompare(b)),
        ...fitment.get(row.id)!,
      },
    ]),
  );
}
