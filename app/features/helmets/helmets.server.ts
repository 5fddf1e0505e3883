import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, helmetModels } from "#db/schema";
import { cachedRead } from "~/lib/catalogue-cache.server";

export interface HelmetBrand {
  name: string;
  slug: string;
  models: { name: string; slug: string; isPopular: boolean }[];
}

/** Helmet brands with their models, in the curator's order: what the helmet finder offers. */
export function listHelmetBrands(db: Db): Promise<HelmetBrand[]> {
  return cachedRead(db, "helmet-brands", async () => {
    const rows = await db
      .select({
        brand: brands.name,
        brandSlug: brands.slug,
        model: helmetModels.name,
        modelSlug: helmetModels.slug,
        isPopular: helmetModels.isPopular,
      })
      .from(brands)
      .innerJoin(helmetModels, eq(helmetModels.brandId, brands.id))
      .where(eq(brands.kind, "helmet"))
      .orderBy(asc(brands.sortOrder), asc(helmetModels.sortOrder));
    const result: HelmetBrand[] = [];
    for (const row of rows) {
      let brand = result.find((b) => b.slug === row.brandSlug);
      if (!brand) result.push((brand = { name: row.brand, slug: row.brandSlug, models: [] }));
      brand.models.push({ name: row.model, slug: row.modelSlug, isPopular: row.isPopular });
    }
    return result;
  });
}
