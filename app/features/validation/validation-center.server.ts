import type { Db } from "#db/client.server";
import { languages } from "#db/schema";
import { listBrokenLinks } from "~/features/link-health/index.server";
import { listStorefrontCategories } from "~/features/categories/index.server";
import type { StorefrontCategory } from "~/features/categories";
import { defaultLanguage, languageInfo, supportedLanguages, type Language } from "~/i18n/languages";
import { categoryPath, pageOfSlug, productPath } from "~/i18n/routes";
import { formatPrice } from "~/i18n/format";
import { readAll } from "~/lib/in-turns";

import {
  findPublishedProducts,
  findIncompleteProductTranslations,
  findMissingCategoryTranslations,
  findProductSlugClashes,
  findVisorsWithoutFit,
  findMenuModelsWithoutVisor,
  findCategoryMenuItems,
  findOversizedImages,
  findTranslationsToReview,
  enabledLanguage,
  languageCode,
  validationLimits,
} from "./validation-queries.server";
/**
 * The validation center: everything on the storefront that would embarrass the site, each with
 * the page that fixes it. A handful of set-based queries for the whole report; live rows only;
 * translation checks look at the enabled languages (Portuguese is the original).
 */

export { validationLimits };

export type ValidationSeverity = "high" | "medium" | "low";
export type ValidationEntity = "product" | "category" | "menu-item" | "brand-asset" | "helmet-model";

export interface ValidationItem {
  label: string;
  detail: string;
  fixUrl: string;
  entityType: ValidationEntity;
  entityId: number;
  language?: Language;
}

const checkInfo = {
  "product-price": {
    title: "Products without a price",
    description: "Published products at 0 € look broken and cannot be bought.",
    severity: "high",
  },
  "product-image": {
    title: "Products without pictures",
    description: "Published products with no image show an empty card.",
    severity: "high",
  },
  "product-affiliate-link": {
    title: "Missing or broken shop links",
    description:
      "The buy button of these published products leads nowhere: the link is empty, '#' or not a web address.",
    severity: "high",
  },
  "product-dead-link": {
    title: "Shop links that stopped working",
    description:
      "The link health check found these published products' items gone (404/410, or sent to the shop's search or home page) twice in a row.",
    severity: "high",
  },
  "product-translation": {
    title: "Incomplete product translations",
    description: "Published products without a translation, or with an empty name or slug, in an enabled language.",
    severity: "medium",
  },
  "duplicate-slug": {
    title: "Addresses used twice",
    description: "Two products, two categories, or a category and a page answer at the same address in a language.",
    severity: "high",
  },
  "category-translation": {
    title: "Missing category translations",
    description: "Categories shown in Portuguese or English to visitors of another enabled language.",
    severity: "medium",
  },
  "menu-empty-category": {
    title: "Menu links to empty categories",
    description: "Header menu items opening a category with no visible products, or one that no longer exists.",
    severity: "medium",
  },
  "visor-without-fit": {
    title: "Visors that fit no helmet",
    description:
      "Published visors with no helmet model: the finder, model pages and “fits your helmet” never show them.",
    severity: "high",
  },
  "helmet-model-without-visor": {
    title: "Menu helmet models without a visor",
    description:
      "Helmet models offered in the menus and the finder (not retired, their brand has a visor page) that no published visor fits.",
    severity: "medium",
  },
  "image-size": {
    title: "Oversized pictures",
    description: `Original pictures larger than ${formatBytes(validationLimits.imageBytes)}: slow to back up and to resize.`,
    severity: "low",
  },
  "stale-translation": {
    title: "Translations to review",
    description: "Translations written before their original last changed, or marked as needing review.",
    severity: "low",
  },
} satisfies Record<string, { title: string; description: string; severity: ValidationSeverity }>;

export type ValidationCheckKey = keyof typeof checkInfo;
export const validationCheckKeys = Object.keys(checkInfo) as ValidationCheckKey[];

export interface ValidationCheck {
  key: ValidationCheckKey;
  title: string;
  description: string;
  severity: ValidationSeverity;
  /** Every item found; `items` lists at most `validationLimits.itemsPerCheck` of them. */
  count: number;
  items: ValidationItem[];
}

export interface ValidationReport {
  checkedAt: string;
  checks: ValidationCheck[];
}

export function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

const fixUrls = {
  product: (id: number) => `/admin/products/${id}/edit`,
  category: (id: number) => `/admin/dashboard/categories#category-${id}`,
  translation: (entity: "product" | "category", id: number, language: string) =>
    `/admin/dashboard/product-translations?entity=${entity}&id=${id}&language=${language}`,
  menu: "/admin/dashboard/header-menu",
  helmetModels: (brandSlug: string) => `/admin/dashboard/helmet-models#brand-${brandSlug}`,
  brandAssets: "/admin/dashboard/brand-assets",
};

const languageName = (code: Language) => languageInfo(code).name;

/** An absolute http(s) address without spaces; '#' or empty is "none". */
export function affiliateLinkProblem(link: string): string | undefined {
  const value = link.trim();
  if (!value || value === "#") return "No shop link yet";
  const wellFormed = /^https?:\/\/\S+$/i.test(link) && URL.canParse(link) && new URL(link).hostname !== "";
  return wellFormed ? undefined : `Malformed shop link: "${link.length > 80 ? `${link.slice(0, 80)}…` : link}"`;
}

/** Groups rows by a key, keeping only groups of two or more. */
function sharedGroups<T>(rows: T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * One item per address answered by several entities: the one to fix is the one borrowing a
 * fallback slug (else the newest); the detail names the others.
 */
function clashItem<T extends { id: number; name: string; own: boolean }>(
  group: T[],
  path: string,
  language: Language,
  entityType: "product" | "category",
): ValidationItem {
  const sorted = [...group].sort((a, b) => Number(a.own) - Number(b.own) || b.id - a.id);
  const [fix, ...others] = sorted as [T, ...T[]];
  const names = others.map((o) => `“${o.name}” (#${o.id})`).join(", ");
  return {
    label: fix.name,
    detail: `${path} is also the address of ${names}${fix.own ? "" : "; this one borrows a fallback slug"}`,
    fixUrl: entityType === "product" ? fixUrls.product(fix.id) : fixUrls.category(fix.id),
    entityType,
    entityId: fix.id,
    language,
  };
}

function categorySlugItems(lists: Map<Language, StorefrontCategory[]>, names: Map<number, string>) {
  const items: ValidationItem[] = [];
  for (const [language, list] of lists) {
    const rows = list.map((c) => ({ id: c.id, name: names.get(c.id) ?? c.name, own: c.isTranslated, slug: c.slug }));
    for (const group of sharedGroups(rows, (c) => c.slug)) {
      items.push(clashItem(group, categoryPath(language, group[0]!.slug), language, "category"));
    }
    for (const row of rows) {
      const page = pageOfSlug(row.slug);
      if (!page || page === "product") continue;
      items.push({
        label: row.name,
        detail: `${categoryPath(language, row.slug)} is the address of the ${page} page`,
        fixUrl: fixUrls.category(row.id),
        entityType: "category",
        entityId: row.id,
        language,
      });
    }
  }
  return items;
}

/** Runs every check; all checks are present, with no items when fine. */
export async function runValidationChecks(
  db: Db,
  {
    itemLimit = validationLimits.itemsPerCheck,
    oneAtATime = false,
  }: {
    itemLimit?: number;
    /** In the background: one query at a time (decision 0029). */
    oneAtATime?: boolean;
  } = {},
): Promise<ValidationReport> {
  const [
    enabledRows,
    published,
    incompleteProductTranslations,
    productClashes,
    categoryLists,
    missingCategoryTranslations,
    menuItems,
    [productImagesTooBig, assetImagesTooBig],
    [productReviews, categoryReviews],
    visorsWithoutFit,
    modelsWithoutVisor,
    brokenLinks,
  ] = await readAll(
    [
      () => db.select({ code: languageCode }).from(languages).where(enabledLanguage),
      () => findPublishedProducts(db),
      () => findIncompleteProductTranslations(db),
      () => findProductSlugClashes(db),
      () =>
        readAll(
          supportedLanguages.map((l) => () => listStorefrontCategories(db, l)),
          { oneAtATime },
        ),
      () => findMissingCategoryTranslations(db),
      () => findCategoryMenuItems(db),
      () => findOversizedImages(db, { oneAtATime }),
      () => findTranslationsToReview(db, { oneAtATime }),
      () => findVisorsWithoutFit(db),
      () => findMenuModelsWithoutVisor(db),
      () => listBrokenLinks(db),
    ],
    { oneAtATime },
  );
  const enabled = new Set(enabledRows.map((r) => r.code));
  const original = categoryLists[supportedLanguages.indexOf(defaultLanguage)]!;
  const categoryNames = new Map(original.map((c) => [c.id, c.name]));
  const categoriesByLanguage = new Map(
    supportedLanguages
      .map((l, i) => [l, categoryLists[i]!] as const)
      .filter(([l]) => l === defaultLanguage || enabled.has(l)),
  );
  const productItem = (p: { id: number; name: string }, detail: string): ValidationItem => ({
    label: p.name,
    detail,
    fixUrl: fixUrls.product(p.id),
    entityType: "product",
    entityId: p.id,
  });

  const found: Record<ValidationCheckKey, ValidationItem[]> = {
    "product-price": published
      .filter((p) => Number(p.price) <= 0)
      .map((p) => productItem(p, `Price is ${formatPrice(p.price)}`)),
    "product-image": published.filter((p) => !p.hasImage).map((p) => productItem(p, "No picture")),
    "product-affiliate-link": published.flatMap((p) => {
      const problem = affiliateLinkProblem(p.link);
      return problem ? [productItem(p, problem)] : [];
    }),
    "product-dead-link": brokenLinks.map((p) =>
      productItem(p, `Link broken${p.httpStatus ? ` (HTTP ${p.httpStatus})` : ""}: ${p.detail}`),
    ),
    "product-translation": incompleteProductTranslations.map((r) => {
      const empty = [r.emptyName && "name", r.emptySlug && "slug"].filter(Boolean).join(" and ");
      return {
        label: r.name,
        detail:
          r.translationId === null
            ? `No ${languageName(r.language)} translation`
            : `${languageName(r.language)} translation has an empty ${empty}`,
        fixUrl: fixUrls.translation("product", r.id, r.language),
        entityType: "product",
        entityId: r.id,
        language: r.language,
      };
    }),
    "duplicate-slug": [
      ...sharedGroups(productClashes, (r) => `${r.language}\n${r.slug}`).map(([first, ...rest]) =>
        clashItem([first!, ...rest], productPath(first!.language, first!.slug), first!.language, "product"),
      ),
      ...categorySlugItems(categoriesByLanguage, categoryNames),
    ],
    "category-translation": missingCategoryTranslations.map((r) => ({
      label: r.name,
      detail: `No ${languageName(r.language)} translation`,
      fixUrl: fixUrls.translation("category", r.id, r.language),
      entityType: "category",
      entityId: r.id,
      language: r.language,
    })),
    "menu-empty-category": menuItems.flatMap((item) => {
      const slug = item.target.slice("category:".length);
      const category = original.find((c) => c.canonicalSlug === slug);
      if (category && category.productCount > 0) return [];
      return [
        {
          label: item.label,
          detail: category
            ? `“${category.name}” has no visible products`
            : `Category "${slug}" does not exist or is in the trash`,
          fixUrl: fixUrls.menu,
          entityType: "menu-item" as const,
          entityId: item.id,
        },
      ];
    }),
    "visor-without-fit": visorsWithoutFit.map((p) => productItem(p, "Fits no helmet model")),
    "helmet-model-without-visor": modelsWithoutVisor.map((m) => ({
      label: m.name,
      detail: "No published visor fits it: add a fit to a visor, or retire the model",
      fixUrl: fixUrls.helmetModels(m.brandSlug),
      entityType: "helmet-model" as const,
      entityId: m.id,
    })),
    "image-size": [
      ...productImagesTooBig.map((img) =>
        productItem(img, `Picture ${img.hash.slice(0, 8)} is ${formatBytes(img.bytes)}`),
      ),
      ...assetImagesTooBig.map((asset) => ({
        label: asset.name,
        detail: `Brand asset picture is ${formatBytes(asset.bytes)}`,
        fixUrl: fixUrls.brandAssets,
        entityType: "brand-asset" as const,
        entityId: asset.id,
      })),
    ],
    "stale-translation": [
      ...productReviews.map((r) => ({ ...r, entity: "product" as const })),
      ...categoryReviews.map((r) => ({ ...r, entity: "category" as const })),
    ].map((r) => ({
      label: r.name,
      detail: `${languageName(r.language)}: ${[r.stale && "the original changed since it was written", r.needsReview && "needs review"].filter(Boolean).join("; ")}`,
      fixUrl: fixUrls.translation(r.entity, r.id, r.language),
      entityType: r.entity,
      entityId: r.id,
      language: r.language,
    })),
  };

  return {
    checkedAt: new Date().toISOString(),
    checks: validationCheckKeys.map((key) => ({
      key,
      ...checkInfo[key],
      count: found[key].length,
      items: found[key].slice(0, itemLimit),
    })),
  };
}
