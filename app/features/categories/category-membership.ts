import type { ProductType } from "~/features/catalog";
import { slugify } from "~/features/slugs";

/**
 * Which products a category shows: everything filed in it or below it, plus what the slug
 * patterns of spec §4 gather from elsewhere in the tree (slugs are the canonical, Portuguese-row
 * slugs, so the rule reads the same in every language):
 *   intercoms[-{brand}]                → intercoms [of that brand]
 *   accessories[-{brand}]              → accessories and microphones [of that brand]
 *   accessories-microphones[-{brand}]  → microphones [of that brand]
 * Visor pages answer from fitment: a helmet model's page ("visors-agv-k6") gathers the visors that
 * fit that model, a helmet brand's page ("visors-agv") those that fit any model of the brand.
 */
export interface MembershipCategory {
  id: number;
  parentId: number | null;
  canonicalSlug: string;
  helmetBrandId: number | null;
  helmetModelId: number | null;
}

export interface MembershipProduct {
  type: ProductType;
  brand: string | null;
  categoryId: number | null;
  fits: readonly { brandId: number; modelId: number }[];
}

export const slugPatterns: { pattern: RegExp; types: ProductType[] }[] = [
  { pattern: /^accessories-microphones(?:-(?<brand>.+))?$/, types: ["microphone"] },
  { pattern: /^accessories(?:-(?<brand>.+))?$/, types: ["accessory", "microphone"] },
  { pattern: /^intercoms(?:-(?<brand>.+))?$/, types: ["intercom"] },
];

/** Ids of a category and all categories below it. */
export function categorySubtreeIds(categories: readonly Pick<MembershipCategory, "id" | "parentId">[], rootId: number) {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * The rule of category `categoryId`, as data: the one place that reads spec §4. The database applies it
 * (`membershipCondition`, categories.queries.server.ts) and so does `categoryMembership`; a test holds
 * the two to the same answers.
 */
export interface MembershipRule {
  /** The category and every category below it: what is filed there belongs. */
  categoryIds: number[];
  /** A visor page: visors fitting this helmet model, or any model of this helmet brand. */
  fits: { modelId: number } | { brandId: number } | null;
  /** A slug pattern's product types, elsewhere in the tree (not on visor pages). */
  types: ProductType[] | null;
  /** The pattern's brand, as a slug (`slugify` of the brand's name); undefined: any brand. */
  brandSlug: string | undefined;
}

export function membershipRule(categories: readonly MembershipCategory[], categoryId: number): MembershipRule {
  const category = categories.find((c) => c.id === categoryId);
  const slug = category?.canonicalSlug ?? "";
  const rule = slugPatterns.map((p) => ({ ...p, match: p.pattern.exec(slug) })).find((p) => p.match);
  const { helmetModelId = null, helmetBrandId = null } = category ?? {};
  const fits =
    helmetModelId !== null ? { modelId: helmetModelId } : helmetBrandId !== null ? { brandId: helmetBrandId } : null;
  return {
    categoryIds: [...categorySubtreeIds(categories, categoryId)],
    fits,
    types: fits ? null : (rule?.types ?? null),
    brandSlug: rule?.match?.groups?.brand,
  };
}

/** A predicate answering whether a product belongs to category `categoryId`. */
export function categoryMembership(
  categories: readonly MembershipCategory[],
  categoryId: number,
): (product: MembershipProduct) => boolean {
  const { categoryIds, fits, types, brandSlug } = membershipRule(categories, categoryId);
  const subtree = new Set(categoryIds);
  return (product) => {
    if (product.categoryId !== null && subtree.has(product.categoryId)) return true;
    if (fits) {
      return (
        product.type === "visor" &&
        product.fits.some((fit) => ("modelId" in fits ? fit.modelId === fits.modelId : fit.brandId === fits.brandId))
      );
    }
    if (!types?.includes(product.type)) return false;
    return brandSlug === undefined || (product.brand !== null && slugify(product.brand) === brandSlug);
  };
}

/** Ids of the brands whose name gives `slug` (brand names are free text: two may share a slug). */
export function brandIdsWithSlug(brands: readonly { id: number; name: string }[], slug: string) {
  return brands.filter((b) => slugify(b.name) === slug).map((b) => b.id);
}

/** Visible products per category under the same rule the category pages use. */
export function countCategoryMembers(
  categories: readonly MembershipCategory[],
  products: readonly MembershipProduct[],
) {
  return new Map(
    categories.map((c) => {
      const belongs = categoryMembership(categories, c.id);
      return [c.id, products.filter(belongs).length];
    }),
  );
}
