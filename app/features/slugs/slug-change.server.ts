import { productIsLive, categoryIsLive } from "#db/predicates";
import { asActor, type ChangeActor } from "#db/change-actor";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { readInIdSlices } from "#db/id-slices.server";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";
import { isLanguage, languageInfo, type Language } from "~/i18n/languages";
import { InvalidError, NotFoundError } from "~/lib/errors";
import { nextTurn } from "~/lib/in-turns";
import { categorySlugProblem, freeProductSlug, keepOldSlug, productSlugProblem } from "./slug-checks.server";
import { recordSlugRedirect, type SlugEntity } from "./slug-redirects.server";
import { slugPattern } from "./slugify";

/**
 * Gives a product or category a new slug in one language (Portuguese: the original's own slug),
 * checked like the forms check it, and keeps the old one as a redirect. The one way the SEO tools
 * (optimize, URL fixer) change an address.
 */
export async function changeSlug(
  db: Db,
  entity: SlugEntity,
  id: number,
  language: Language,
  slug: string,
  actor: ChangeActor = "curator",
) {
  if (!slugPattern.test(slug)) throw new InvalidError("Use lowercase letters, digits and single dashes");
  return db.transaction(async (t) => {
    await asActor(t, actor);
    const oldSlug = await currentSlug(t, entity, id, language);
    if (oldSlug === slug) return { oldSlug, newSlug: slug };
    const problem =
      entity === "category"
        ? await categorySlugProblem(t, slug, id)
        : language === "pt"
          ? await freeProductSlug(t, { slug, name: "" }, id).then(
              () => null,
              (error: unknown) => {
                if (error instanceof InvalidError) return error.message;
                throw error;
              },
            )
          : await productSlugProblem(t, id, language, slug);
    if (problem) throw new InvalidError(problem, { slug: problem });
    await writeSlug(t, entity, id, language, slug);
    if (entity === "category" && language === "pt") await keepOldSlug(t, id, oldSlug, slug);
    else await recordSlugRedirect(t, entity, id, language, oldSlug);
    return { oldSlug, newSlug: slug };
  });
}

/** The slug an entity has in a language: its own for Portuguese, its translation's otherwise. */
export async function currentSlug(db: Db, entity: SlugEntity, id: number, language: Language) {
  const [row] =
    entity === "product"
      ? language === "pt"
        ? await db
            .select({ slug: products.slug })
            .from(products)
            .where(and(eq(products.id, id), productIsLive))
        : await db
            .select({ slug: productTranslations.slug })
            .from(productTranslations)
            .where(and(eq(productTranslations.productId, id), eq(productTranslations.languageCode, language)))
      : language === "pt"
        ? await db
            .select({ slug: categories.slug })
            .from(categories)
            .where(and(eq(categories.id, id), categoryIsLive))
        : await db
            .select({ slug: categoryTranslations.slug })
            .from(categoryTranslations)
            .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.languageCode, language)));
  if (!row) {
    throw new NotFoundError(
      language === "pt"
        ? `${entity === "product" ? "Product" : "Category"} not found`
        : `This ${entity} has no ${languageInfo(language).name} translation`,
    );
  }
  return row.slug;
}

async function writeSlug(db: Db, entity: SlugEntity, id: number, language: Language, slug: string) {
  const updatedAt = new Date();
  if (entity === "product" && language === "pt") {
    await db.update(products).set({ slug, updatedAt }).where(eq(products.id, id));
  } else if (entity === "product") {
    await db
      .update(productTranslations)
      .set({ slug, updatedAt })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.languageCode, language)));
  } else if (language === "pt") {
    await db.update(categories).set({ slug, updatedAt }).where(eq(categories.id, id));
  } else {
    await db
      .update(categoryTranslations)
      .set({ slug, updatedAt })
      .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.languageCode, language)));
  }
}

const slugTables = {
  product: { table: products, translations: productTranslations, owner: productTranslations.productId },
  category: { table: categories, translations: categoryTranslations, owner: categoryTranslations.categoryId },
};

/**
 * The names and slugs of every live product or category in every language:
 * `originals` (Portuguese, on the entity's row) and `translations` (one row per other language,
 * with the original's name beside it).
 */
export async function listEntitySlugs(db: Db, entity: SlugEntity) {
  const { table, translations, owner } = slugTables[entity];
  const [originals, translationRows] = await Promise.all([
    db
      .select({ id: table.id, name: table.name, slug: table.slug })
      .from(table)
      .where(isNull(table.deletedAt))
      .orderBy(asc(table.id)),
    // A slice of owners at a time: every product's translations in one statement took 0.5 s at 10,000 products.
    readInIdSlices(
      db,
      table.id,
      (slice) =>
        db
          .select({
            id: owner,
            language: translations.languageCode,
            name: translations.name,
            slug: translations.slug,
            original: table.name,
          })
          .from(translations)
          .innerJoin(table, and(eq(table.id, owner), isNull(table.deletedAt)))
          .where(slice(owner))
          .orderBy(asc(owner)),
      { pause: nextTurn },
    ),
  ]);
  const translated = translationRows.flatMap(({ language, ...row }) =>
    isLanguage(language) && language !== "pt" ? [{ ...row, language }] : [],
  );
  return { originals, translations: translated };
}
