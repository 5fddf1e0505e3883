import { describe, expect, it } from "vitest";
import { setupAppWithPages } from "#tests/helpers/pages";
import { unmarkedIn, unmarkedPages } from "#tests/helpers/zz-walk";
import { listStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { listStorefrontCategories } from "~/features/categories/categories.service.server";
import { listHelmetBrands } from "~/features/helmets/helmets.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { languageCatalogue } from "~/i18n/languages";
import { pagePath, productPath } from "~/i18n/routes";

/**
 * Issue 18 item 6: in the zz pseudo-locale every interface string is marked (⟦…⟧). A walk over each
 * page kind fails on visible text (and labels a visitor meets: aria-label, placeholder, title) that
 * is not marked. What is not interface text stays as it is: catalogue content (product names,
 * descriptions, specification values, brands), helmet brands and models, the languages' own names and codes,
 * the site's name and address, numbers and prices.
 */
const { t, page } = setupAppWithPages();

describe("the zz pseudo-locale", () => {
  it("marks every interface string on every page kind", async () => {
    const db = t.database.db;
    const [products, categories, helmets, settings] = await Promise.all([
      listStorefrontProducts(db, "en"),
      listStorefrontCategories(db, "zz"),
      listHelmetBrands(db),
      getSiteSettings(db),
    ]);
    const allowed = [
      ...products.flatMap((p) => [p.name, p.description, p.brand ?? "", ...Object.values(p.specifications)]),
      // The 404 page's brand shortcuts show the brand's slug in capitals.
      ...helmets.flatMap((b) => [b.name, b.slug, ...b.models.map((m) => m.name)]),
      // The switcher names each language in itself, and the current one by its code.
      ...languageCatalogue.flatMap((l) => [l.nativeName, l.code]),
      "zz",
      settings.siteName,
      settings.curatorName,
      settings.contactEmail,
      "BETA",
    ]
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const unmarked = (text: string) => unmarkedIn(text, allowed);

    const visors = categories.find((c) => c.canonicalSlug === "visors")!;
    const model = categories.find((c) => c.canonicalSlug === "visors-agv-k6")!;
    const product = products.find((p) => p.stock !== 0 && p.aliexpressUrl !== "#")!;
    const paths = [
      "/zz/",
      pagePath("zz", "products"),
      `${pagePath("zz", "products")}?search=k6`,
      `${pagePath("zz", "products")}?search=nothing-at-all`,
      pagePath("zz", "categories"),
      `/zz/${visors.slug}`,
      `/zz/${model.slug}`,
      productPath("zz", product.slug),
      pagePath("zz", "helmetFinder"),
      pagePath("zz", "helmetFinder", { brand: "agv", model: "k6" }),
      pagePath("zz", "about"),
      pagePath("zz", "contact"),
      pagePath("zz", "affiliateLinks"),
      pagePath("zz", "privacy"),
      pagePath("zz", "terms"),
      `${pagePath("zz", "linkUnavailable")}?product=${product.id}`,
      "/zz/no-such-page",
    ];
    expect(await unmarkedPages(paths, (path) => page(path), unmarked)).toEqual({});
  });
});
