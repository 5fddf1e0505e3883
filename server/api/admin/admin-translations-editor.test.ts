import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, products, productTranslations } from "#db/schema";
import type { TranslationEditorData, TranslationRow } from "~/features/translations/translations-admin.server";
import { setupTranslationTests, type Errors } from "./admin-translations.test-setup";

const { t, send, db, productWithout, translationOf } = await setupTranslationTests();

describe("translation editor", () => {
  it("shows the original beside every language", async () => {
    const [product] = await db().select().from(products).where(productIsLive).limit(1);
    const { status, body } = await send<TranslationEditorData>("GET", `/api/admin/translations/product/${product!.id}`);
    expect(status).toBe(200);
    expect(body.original).toEqual({
      name: product!.name,
      description: product!.description,
      buttonText: product!.buttonText,
      slug: product!.slug,
      specifications: product!.specifications,
    });
    expect(Object.keys(body.translations).sort()).toEqual(["de", "en", "es", "fr", "it"]);
    const en = await translationOf(product!.id, "en");
    expect(body.translations.en?.name ?? null).toBe(en?.name ?? null);
  });

  it("saves a translation the storefront then shows, and falls back to English where one is missing", async () => {
    const product = await productWithout("it");
    await db()
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.languageCode, "de")));
    const saved = await send<TranslationRow>("PUT", `/api/admin/translations/product/${product.id}/it`, {
      name: "Visiera fumé di prova",
      description: "Una descrizione in italiano.",
      buttonText: "Vedi l'offerta",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ slug: "visiera-fume-di-prova", source: "manual", state: "done" });
    const italian = await t.getJson<{ name: string; translationStatus: string }>(`/api/products/${product.id}?lang=it`);
    expect(italian.body).toMatchObject({ name: "Visiera fumé di prova", translationStatus: "translated" });
    const english = await translationOf(product.id, "en");
    const german = await t.getJson<{ name: string; translationStatus: string }>(`/api/products/${product.id}?lang=de`);
    expect(german.body.name).toBe(english?.name ?? product.name);
  });

  it("saves specification values by the original's keys; an empty one shows the original, an unknown key is refused", async () => {
    const [product] = await db()
      .select({ id: products.id, specifications: products.specifications })
      .from(products)
      .where(and(eq(products.slug, "viseira-hjc-rpha-70-fumada-escura"), productIsLive));
    product!.specifications = { ...product!.specifications, finish: "Antiembaciamento" };
    await db().update(products).set({ specifications: product!.specifications }).where(eq(products.id, product!.id));
    const [first, second] = Object.keys(product!.specifications) as [string, string];
    const path = `/api/admin/translations/product/${product!.id}/it`;

    const unknown = await send<Errors>("PUT", path, { name: "Visiera HJC", specifications: { weight2: "x" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.specifications).toBe('The original has no specification "weight2"');
    const before = await translationOf(product!.id, "it");

    const saved = await send<TranslationRow>("PUT", path, {
      name: before?.name ?? "Visiera HJC RPHA 70 fumé scuro",
      specifications: { [first]: "  Valore tradotto  ", [second]: "" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.specifications).toEqual({ [first]: "Valore tradotto" });
    const italian = await t.getJson<{ specifications: Record<string, string> }>(`/api/products/${product!.id}?lang=it`);
    expect(italian.body.specifications[first]).toBe("Valore tradotto");
    expect(italian.body.specifications[second]).toBe(product!.specifications[second]);

    // Saving without specifications (an older form) keeps the stored values.
    await send("PUT", path, { name: saved.body.name });
    expect((await translationOf(product!.id, "it"))?.specifications).toEqual({ [first]: "Valore tradotto" });
  });

  it("keeps the old slug as a redirect when the slug is edited", async () => {
    const product = await productWithout("es");
    const first = await send<TranslationRow>("PUT", `/api/admin/translations/product/${product.id}/es`, {
      name: "Visera de prueba",
      slug: "visera-de-prueba-antigua",
    });
    expect(first.body.slug).toBe("visera-de-prueba-antigua");
    const second = await send<TranslationRow>("PUT", `/api/admin/translations/product/${product.id}/es`, {
      name: "Visera de prueba",
      slug: "visera-de-prueba-nueva",
    });
    expect(second.body.slug).toBe("visera-de-prueba-nueva");
    const old = await t.getJson<{ id: number; slug: string }>(
      "/api/products/by-localized-slug/es/visera-de-prueba-antigua",
    );
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: product.id, slug: "visera-de-prueba-nueva" });
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const product = await productWithout("fr");
    const cases: [string, unknown, number, string][] = [
      [`/api/admin/translations/product/${product.id}/fr`, { name: "" }, 400, "Name is required"],
      [
        `/api/admin/translations/product/${product.id}/fr`,
        { name: "Visière", slug: "Not A Slug" },
        400,
        "Use lowercase",
      ],
      [`/api/admin/translations/product/${product.id}/pt`, { name: "Viseira" }, 400, "Language must be one of"],
      [`/api/admin/translations/gadget/${product.id}/fr`, { name: "Visière" }, 400, "Entity must be"],
      ["/api/admin/translations/product/999999/fr", { name: "Visière" }, 404, "Product not found"],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await send<Errors>("PUT", path, body);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.body.error).toContain(message);
    }
    expect(await translationOf(product.id, "fr")).toBeUndefined();
  });

  it("refuses a slug another product answers to in that language", async () => {
    const [a, b] = await db()
      .select({ id: products.id })
      .from(products)
      .where(productIsLive)
      .orderBy(products.id)
      .limit(2);
    await send("PUT", `/api/admin/translations/product/${a!.id}/de`, { name: "Visier A", slug: "visier-doppelt" });
    const clash = await send<Errors>("PUT", `/api/admin/translations/product/${b!.id}/de`, {
      name: "Visier B",
      slug: "visier-doppelt",
    });
    expect(clash.status).toBe(400);
    expect(clash.body.fields?.slug).toMatch(/already answers/);

    // A product without an Italian translation answers in Italian to its English slug.
    const fallback = await productWithout("it");
    const english = (await translationOf(fallback.id, "en"))?.slug ?? fallback.slug;
    const borrowed = await send<Errors>("PUT", `/api/admin/translations/product/${b!.id}/it`, {
      name: "Visiera B",
      slug: english,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.fields?.slug).toMatch(/already answers/);
    const free = await send("PUT", `/api/admin/translations/product/${b!.id}/it`, {
      name: "Visiera B",
      slug: english + "-b",
    });
    expect(free.status).toBe(200);
  });

  it("marks a translation stale when the original changes, and current again once saved", async () => {
    const product = await productWithout("fr");
    await send("PUT", `/api/admin/translations/product/${product.id}/fr`, { name: "Visière fraîche" });
    const stateOf = async () =>
      (await send<TranslationEditorData>("GET", `/api/admin/translations/product/${product.id}`)).body.translations.fr
        ?.state;
    expect(await stateOf()).toBe("done");
    await db()
      .update(products)
      .set({ description: `${Date.now()} a changed original` })
      .where(eq(products.id, product.id));
    expect(await stateOf()).toBe("stale");
    const coverage = await send<{ rows: { id: number; entity: string }[] }>(
      "GET",
      "/api/admin/translations/coverage?entity=product&language=fr&state=stale",
    );
    expect(coverage.body.rows.map((r) => r.id)).toContain(product.id);
    await send("PUT", `/api/admin/translations/product/${product.id}/fr`, { name: "Visière fraîche" });
    expect(await stateOf()).toBe("done");
  });

  it("edits category translations too, with their slug checked against every category", async () => {
    const [visors, other] = await db()
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(categoryIsLive)
      .orderBy(categories.id)
      .limit(2);
    const clash = await send<Errors>("PUT", `/api/admin/translations/category/${visors!.id}/it`, {
      name: "Altro",
      slug: other!.slug,
    });
    expect(clash.status).toBe(400);
    const saved = await send<TranslationRow>("PUT", `/api/admin/translations/category/${visors!.id}/it`, {
      name: "Categoria di prova",
      description: "Descrizione",
      slug: "categoria-di-prova",
    });
    expect(saved.status).toBe(200);
    const found = await t.getJson<{ id: number }>("/api/categories/slug/categoria-di-prova?lang=it");
    expect(found.body.id).toBe(visors!.id);
  });
});

describe("coverage matrix", () => {
  it("counts every entity once per language and filters by state, language and search", async () => {
    const all = await send<{
      total: number;
      totals: Record<string, Record<string, number>>;
      rows: { entity: string; id: number; name: string; states: Record<string, string> }[];
    }>("GET", "/api/admin/translations/coverage");
    const [liveProducts, liveCategories] = await Promise.all([
      db().select({ id: products.id }).from(products).where(productIsLive),
      db().select({ id: categories.id }).from(categories).where(categoryIsLive),
    ]);
    expect(all.body.total).toBe(liveProducts.length + liveCategories.length);
    for (const language of ["en", "es", "fr", "it", "de"]) {
      const counts = all.body.totals[language]!;
      expect(counts.done! + counts.review! + counts.stale! + counts.missing!).toBe(all.body.total);
    }
    const missingDe = await send<typeof all.body>("GET", "/api/admin/translations/coverage?language=de&state=missing");
    expect(missingDe.body.rows.length).toBe(all.body.totals.de!.missing);
    expect(missingDe.body.rows.every((r) => r.states.de === "missing")).toBe(true);
    const name = all.body.rows[0]!.name;
    const searched = await send<typeof all.body>(
      "GET",
      `/api/admin/translations/coverage?search=${encodeURIComponent(name.toUpperCase())}`,
    );
    expect(searched.body.rows.every((r) => r.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    expect((await send<Errors>("GET", "/api/admin/translations/coverage?state=perfect")).status).toBe(400);
  });
});
