import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brands, categoryTranslations, products, productTranslations, visorDetails } from "#db/schema";
import type { GenerateResult, VisorTemplatePreview } from "~/features/visor-templates/visor-templates.server";
import { setupVisorTemplateTests, type Errors } from "./admin-visor-templates.test-setup";

const { t, pictures, send, k6, counts, liveCategory, fitsOf, pictureCount, productBySlug } =
  await setupVisorTemplateTests();

describe("preview and generation", () => {
  it("previews what would be made, writing nothing", async () => {
    const before = await counts();
    const { status, body } = await send<VisorTemplatePreview>("POST", "/preview", k6);
    expect(status).toBe(200);
    expect(await counts()).toEqual(before);

    const agv = (await t.database.db.select().from(brands).where(eq(brands.name, "AGV")))[0]!;
    const category = (await liveCategory("visors-agv-k6"))!;
    expect(body.helmet).toEqual({ brand: "AGV", brandId: agv.id, model: "K6" });
    expect(body.category).toEqual({ id: category.id, name: category.name, slug: "visors-agv-k6" });

    const existingSmoke = (await productBySlug("viseira-agv-k6-fumada"))!;
    expect(body.items.map((i) => [i.color, i.status, i.productId])).toEqual([
      ["smoke", "skip", existingSmoke.id],
      ["dark", "create", null],
      ["blue-mirror", "create", null],
      ["Verde mate", "create", null],
    ]);
    const dark = body.items[1]!;
    expect(dark).toMatchObject({
      label: "Dark",
      name: "Viseira AGV K6 escura",
      slug: "viseira-agv-k6-escura",
      price: "34.90",
      discountPrice: "27.90",
      affiliateUrl: "https://s.click.aliexpress.com/e/_dark",
      imageUrl: `${pictures}/visor.png`,
      description: "A escura do K6.\n\nViseira escura para o AGV K6.",
    });
    expect(Object.fromEntries(Object.entries(dark.translations).map(([l, tr]) => [l, tr.name]))).toEqual({
      en: "AGV K6 dark visor",
      es: "Visera AGV K6 oscura",
      fr: "Visière AGV K6 foncée",
      it: "Visiera AGV K6 scura",
      de: "AGV K6 Visier dunkel",
    });
    expect(body.items[2]).toMatchObject({
      affiliateUrl: k6.baseAffiliateUrl,
      imageUrl: `${pictures}/blue.jpg`,
    });
    expect(body.items[3]!.translations.fr.name).toBe("Visière AGV K6 Verde mate");
    expect(body.items[0]!.reason).toBe('Already exists as "Viseira AGV K6 fumada"');
  });

  it("creates one draft visor per new color, once", async () => {
    const before = await counts();
    const first = await send<GenerateResult>("POST", "/generate", k6);
    expect(first.status).toBe(201);
    expect(first.body.created.map((c) => c.color)).toEqual(["dark", "blue-mirror", "Verde mate"]);
    const smoke = (await productBySlug("viseira-agv-k6-fumada"))!;
    expect(first.body.skipped).toEqual([
      { color: "smoke", reason: 'Already exists as "Viseira AGV K6 fumada"', productId: smoke.id },
    ]);
    expect(await counts()).toEqual({
      ...before,
      products: before.products + 3,
      translations: before.translations + 15,
    });

    const agv = (await t.database.db.select().from(brands).where(eq(brands.name, "AGV")))[0]!;
    const category = (await liveCategory("visors-agv-k6"))!;
    const dark = (await productBySlug("viseira-agv-k6-escura"))!;
    expect(first.body.created[0]).toEqual({ id: dark.id, name: "Viseira AGV K6 escura", color: "dark" });
    expect(dark).toMatchObject({
      name: "Viseira AGV K6 escura",
      type: "visor",
      status: "draft",
      brandId: agv.id,
      categoryId: category.id,
      price: "27.90",
      originalPrice: "34.90",
      aliexpressUrl: "https://s.click.aliexpress.com/e/_dark",
      description: "A escura do K6.\n\nViseira escura para o AGV K6.",
      // Fitment and tint are data now, never a typed specification line.
      specifications: {},
    });
    expect(first.body).toMatchObject({ fits: ["K6", "K6S"], modelsCreated: [] });
    expect(await fitsOf(dark.id)).toEqual(["K6", "K6S"]);
    const [facts] = await t.database.db.select().from(visorDetails).where(eq(visorDetails.productId, dark.id));
    expect(facts).toMatchObject({ tint: "dark", makerKind: "aftermarket" });
    expect(category.helmetModelId).not.toBeNull();
    // The reachable picture is stored (once, shared); the text file posing as a JPEG is reported.
    expect(await pictureCount(dark.id)).toBe(1);
    expect(first.body.picturesNotStored).toEqual([
      {
        color: "blue-mirror",
        url: `${pictures}/blue.jpg`,
        reason: "The picture is not a JPEG, PNG, WebP or AVIF image",
      },
    ]);
    const mirror = (await productBySlug("viseira-agv-k6-espelhada-azul"))!;
    expect(mirror).toMatchObject({ price: "39.90", originalPrice: null, aliexpressUrl: k6.baseAffiliateUrl });

    const translations = await t.database.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, dark.id));
    expect(
      Object.fromEntries(translations.map((tr) => [tr.languageCode, [tr.name, tr.slug, tr.translationSource]])),
    ).toEqual({
      en: ["AGV K6 dark visor", "agv-k6-dark-visor", "manual"],
      es: ["Visera AGV K6 oscura", "visera-agv-k6-oscura", "manual"],
      fr: ["Visière AGV K6 foncée", "visiere-agv-k6-foncee", "manual"],
      it: ["Visiera AGV K6 scura", "visiera-agv-k6-scura", "manual"],
      de: ["AGV K6 Visier dunkel", "agv-k6-visier-dunkel", "manual"],
    });
    // Each language gets a sentence of its own, not the Portuguese template with a translated colour word.
    expect(Object.fromEntries(translations.map((tr) => [tr.languageCode, tr.description]))).toEqual({
      en: "Dark replacement visor for the AGV K6 helmet. Check the compatible helmets listed on this page before you order.",
      es: "Visera oscura de recambio para el casco AGV K6. Comprueba los cascos compatibles indicados en esta página antes de comprar.",
      fr: "Visière foncée de rechange pour le casque AGV K6. Vérifiez les casques compatibles indiqués sur cette page avant de commander.",
      it: "Visiera scura di ricambio per il casco AGV K6. Controlla i caschi compatibili indicati in questa pagina prima di ordinare.",
      de: "Ersatzvisier für den Helm AGV K6 in der Ausführung „dunkel“. Prüfe vor der Bestellung die auf dieser Seite genannten passenden Helme.",
    });
    // Written by a template, not a translator: each waits for review.
    expect(translations.every((tr) => tr.needsReview)).toBe(true);

    const again = await send<GenerateResult>("POST", "/generate", k6);
    expect(again.status).toBe(200);
    expect(again.body.created).toEqual([]);
    expect(again.body.skipped.map((s) => [s.color, s.productId])).toEqual([
      ["smoke", smoke.id],
      ["dark", dark.id],
      ["blue-mirror", mirror.id],
      ["Verde mate", first.body.created[2]!.id],
    ]);
    expect(again.body.skipped.every((s) => s.reason.startsWith("Already exists as"))).toBe(true);
    expect(await counts()).toEqual({
      ...before,
      products: before.products + 3,
      translations: before.translations + 15,
    });
  });

  it("recognises a generated visor after the curator renamed it", async () => {
    const dark = (await productBySlug("viseira-agv-k6-escura"))!;
    await t.database.db
      .update(products)
      .set({ name: "Viseira escura K6 (Racing)", slug: "viseira-racing-k6" })
      .where(eq(products.id, dark.id));
    const { body } = await send<GenerateResult>("POST", "/generate", { ...k6, selectedColors: ["dark"] });
    expect(body).toMatchObject({
      created: [],
      skipped: [{ color: "dark", reason: 'Already exists as "Viseira escura K6 (Racing)"', productId: dark.id }],
    });
  });

  it("skips a second color that would get the same name", async () => {
    const { body } = await send<VisorTemplatePreview>("POST", "/preview", {
      ...k6,
      helmetModel: "K5",
      customColors: ["Escura"],
      selectedColors: ["dark", "Escura"],
      colorSettings: { dark: { price: "20" }, Escura: { price: "21" } },
    });
    expect(body.items.map((i) => [i.status, i.reason])).toEqual([
      ["create", null],
      ["skip", "Same name as the Dark visor"],
    ]);
  });

  it("creates the helmet model's category (and its brand's) when missing", async () => {
    const before = await counts();
    const input = {
      ...k6,
      helmetBrand: "Schuberth",
      helmetModel: "C5",
      compatibleModels: [],
      selectedColors: ["clear"],
      colorSettings: { clear: { price: "45" } },
    };
    const preview = await send<VisorTemplatePreview>("POST", "/preview", input);
    expect(preview.body).toMatchObject({
      helmet: { brand: "Schuberth", brandId: null, model: "C5" },
      categorySlug: "visors-schuberth-c5",
      category: null,
    });
    expect(await liveCategory("visors-schuberth-c5")).toBeUndefined();

    const { status, body } = await send<GenerateResult>("POST", "/generate", input);
    expect(status).toBe(201);
    const model = (await liveCategory("visors-schuberth-c5"))!;
    const brand = (await liveCategory("visors-schuberth"))!;
    const visors = (await liveCategory("visors"))!;
    expect(body.category).toEqual({
      id: model.id,
      name: "Viseiras para capacetes Schuberth C5",
      slug: model.slug,
      created: true,
    });
    expect(model.parentId).toBe(brand.id);
    expect(brand).toMatchObject({ name: "Viseiras Schuberth", parentId: visors.id });
    const modelTranslations = await t.database.db
      .select()
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, model.id));
    expect(Object.fromEntries(modelTranslations.map((tr) => [tr.languageCode, [tr.name, tr.slug]]))).toEqual({
      en: ["Visors for Schuberth C5 helmets", "visors-schuberth-c5"],
      es: ["Viseras para cascos Schuberth C5", "viseras-schuberth-c5"],
      fr: ["Visières pour casques Schuberth C5", "visieres-schuberth-c5"],
      it: ["Visiere per caschi Schuberth C5", "visiere-schuberth-c5"],
      de: ["Visiere für Schuberth C5 Helme", "visiere-schuberth-c5"],
    });
    // The brand and model are made too, so the finder offers them and the pages gather the visor by fit.
    const [schuberth] = await t.database.db.select().from(brands).where(eq(brands.name, "Schuberth"));
    expect(schuberth).toMatchObject({ kind: "helmet", slug: "schuberth" });
    expect(body).toMatchObject({ fits: ["C5"], modelsCreated: ["C5"] });
    const product = (await productBySlug("viseira-schuberth-c5-transparente"))!;
    expect(product).toMatchObject({ categoryId: model.id, brandId: schuberth!.id, price: "45.00", type: "visor" });
    expect(await fitsOf(product.id)).toEqual(["C5"]);
    expect(model.helmetModelId).not.toBeNull();
    expect(brand.helmetBrandId).toBe(schuberth!.id);
    expect(await counts()).toEqual({
      products: before.products + 1,
      categories: before.categories + 2,
      translations: before.translations + 5,
    });
  });

  it("fits compatible models matched by name, and adds the ones the brand does not have yet", async () => {
    const { status, body } = await send<GenerateResult>("POST", "/generate", {
      ...k6,
      helmetModel: "k 1",
      compatibleModels: ["K1-S", "K1 Novo"],
      selectedColors: ["gold"],
      colorSettings: { gold: { price: "30", imageUrl: `${pictures}/missing.jpg` } },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ fits: ["K1", "K1S", "K1 Novo"], modelsCreated: ["K1 Novo"] });
    expect(await fitsOf(body.created[0]!.id)).toEqual(["K1", "K1S", "K1 Novo"]);
    const { body: helmets } = await t.getJson<{ brand: string; models: { model: string }[] }[]>("/api/helmets");
    expect(helmets.find((b) => b.brand === "AGV")!.models.map((m) => m.model)).toContain("K1 Novo");
    expect(body.picturesNotStored).toEqual([
      { color: "gold", url: `${pictures}/missing.jpg`, reason: "The address answered 404" },
    ]);
    expect(await pictureCount(body.created[0]!.id)).toBe(0);
  });

  it("does not store a picture over 10 MB, and says so", async () => {
    const { body } = await send<GenerateResult>("POST", "/generate", {
      ...k6,
      helmetModel: "K3",
      compatibleModels: [],
      selectedColors: ["silver"],
      colorSettings: { silver: { price: "30", imageUrl: `${pictures}/huge.png` } },
    });
    expect(body.picturesNotStored).toEqual([
      { color: "silver", url: `${pictures}/huge.png`, reason: "Larger than 10 MB" },
    ]);
    expect(await pictureCount(body.created[0]!.id)).toBe(0);
  });

  it("creates a category on its own, once", async () => {
    const helmet = { helmetBrand: "Shoei", helmetModel: "Glamster" };
    const first = await send<{ id: number; slug: string; created: boolean }>("POST", "/category", helmet);
    expect(first).toMatchObject({ status: 201, body: { slug: "visors-shoei-glamster", created: true } });
    const row = (await liveCategory("visors-shoei-glamster"))!;
    expect(row.id).toBe(first.body.id);
    expect(row.parentId).toBe((await liveCategory("visors-shoei"))!.id);
    const second = await send("POST", "/category", { helmetBrand: "SHOEI", helmetModel: "glamster" });
    expect(second).toEqual({ status: 200, body: { ...first.body, created: false } });
    expect(await send<Errors>("POST", "/category", { helmetBrand: "Shoei" })).toEqual({
      status: 400,
      body: { error: "Model is required", fields: { helmetModel: "Model is required" } },
    });
  });
});
