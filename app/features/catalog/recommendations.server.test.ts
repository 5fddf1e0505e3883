import { describe, expect, it } from "vitest";
import { createBrand, createCategory, createHelmetModel, createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { queriesSent } from "#db/client.server";
import { loadStorefrontProducts } from "./catalog.service.server";
import { productNeighbours, sameFitLimit } from "./recommendations.server";

/** Recommendations are ranked by the database (each test makes its own catalogue in a fresh one). */
const t = setupTestApp({ seed: false });
const db = () => t.database.db;

type Kind = "visor" | "camera" | "intercom" | "accessory";
async function item(name: string, categoryId: number | null, type: Kind, isRecommended = false, fits: number[] = []) {
  const { id } = await createProduct(db(), {
    name,
    categoryId,
    type,
    isRecommended,
    fits: fits.map((helmetModelId) => ({ helmetModelId })),
  });
  return id;
}
const product = async (id: number) => (await loadStorefrontProducts(db(), "pt", { ids: [id] }))[0]!;
const namesOf = (list: { name: string }[]) => list.map((p) => p.name);

describe("recommended products", () => {
  it("puts what fits the same helmet first, then the category, then the type, recommended first, never itself", async () => {
    const [c10, c11, c40, c50, c60, c30] = await Promise.all(
      [10, 11, 40, 50, 60, 30].map((n) => createCategory(db(), { slug: `cat-${n}` })),
    );
    const brand = await createBrand(db(), { name: "Helmets" });
    const [k6, k6s, other, far] = await Promise.all(
      ["K6", "K6S", "Other", "Far"].map((name) => createHelmetModel(db(), { brandId: brand.id, name })),
    );
    const main = await item("k6 visor", c10!.id, "visor", false, [k6!.id, k6s!.id]);
    await item("other model, same category, recommended", c10!.id, "visor", true, [other!.id]);
    await item("fits the K6S too", c40!.id, "visor", false, [k6s!.id]);
    await item("Pinlock insert for the K6", c50!.id, "accessory", false, [k6!.id]);
    await item("same category", c10!.id, "visor");
    await item("another visor, recommended", c60!.id, "visor", true, [far!.id]);
    await item("intercom", c30!.id, "intercom");
    await createProduct(db(), {
      name: "a draft that fits",
      type: "visor",
      status: "draft",
      fits: [{ helmetModelId: k6!.id }],
    });
    expect(namesOf((await productNeighbours(db(), "pt", await product(main))).recommended)).toEqual([
      "fits the K6S too",
      "Pinlock insert for the K6",
      "other model, same category, recommended",
      "same category",
    ]);
    // Without fits: the category, then the type (recommended first), then the rest.
    const lone = await item("lone camera", c11!.id, "camera");
    await item("camera, recommended", c60!.id, "camera", true);
    await item("camera", c60!.id, "camera");
    expect(namesOf((await productNeighbours(db(), "pt", await product(lone))).recommended).slice(0, 2)).toEqual([
      "camera, recommended",
      "camera",
    ]);
    // Exactly the visors for the same helmets, its own colours among them.
    const twin = await item("k6 visor, other tint", c10!.id, "visor", false, [k6s!.id, k6!.id]);
    expect(namesOf((await productNeighbours(db(), "pt", await product(main))).sameFit)).toEqual([
      "k6 visor",
      "k6 visor, other tint",
    ]);
    expect(twin).toBeGreaterThan(main);
  });

  it("reads each group's top once for all the products that share it", async () => {
    const category = await createCategory(db(), { slug: "shared" });
    const brand = await createBrand(db(), { name: "Shared helmets" });
    const [a, b] = await Promise.all(["A", "B"].map((name) => createHelmetModel(db(), { brandId: brand.id, name })));
    const first = await product(await item("first", category!.id, "camera", false, [a!.id]));
    const second = await product(await item("second", category!.id, "camera", false, [b!.id]));
    const third = await product(await item("third", category!.id, "camera", false, [b!.id]));
    const readsOf = async (shown: typeof first) => {
      const before = queriesSent();
      await productNeighbours(db(), "pt", shown);
      return queriesSent() - before;
    };
    // The fits, category, type and whole-catalogue tops, then the cards shown.
    const firstReads = await readsOf(first);
    // Another helmet: its own fits' top is read, the other groups' are not (then its cards).
    const secondReads = await readsOf(second);
    expect(secondReads).toBeLessThan(firstReads);
    // The same helmets, category and type: no group's top is read again, only the cards.
    expect(await readsOf(third)).toBeLessThan(secondReads);
    expect(namesOf((await productNeighbours(db(), "pt", third)).recommended).slice(0, 2)).toEqual(["second", "first"]);
  });

  it("names at most sameFitLimit visors of one fit, the product itself always among them", async () => {
    const brand = await createBrand(db(), { name: "Popular" });
    const [a, b] = await Promise.all(["A", "B"].map((name) => createHelmetModel(db(), { brandId: brand.id, name })));
    const many: number[] = [];
    for (let i = 0; i < sameFitLimit + 3; i++) many.push(await item(`tint ${i}`, null, "visor", false, [a!.id, b!.id]));
    await item("fits A alone", null, "visor", false, [a!.id]);
    const { sameFit: first } = await productNeighbours(db(), "pt", await product(many[0]!));
    expect(first.map((p) => p.id)).toEqual(many.slice(0, sameFitLimit));
    const { sameFit: last } = await productNeighbours(db(), "pt", await product(many.at(-1)!));
    expect(last.map((p) => p.id)).toEqual([...many.slice(0, sameFitLimit), many.at(-1)]);
  });
  it("ranks exactly as a sort of the whole catalogue would, whatever its shape", async () => {
    // A small catalogue where every group is larger than what is shown and ties in the catalogue order abound.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const categories = await Promise.all([1, 2, 3].map((n) => createCategory(db(), { slug: `shape-${n}` })));
    const brand = await createBrand(db(), { name: "Shapes" });
    const models = await Promise.all(
      ["S1", "S2", "S3", "S4"].map((name) => createHelmetModel(db(), { brandId: brand.id, name })),
    );
    const kinds: Kind[] = ["visor", "camera", "accessory"];
    const made: {
      id: number;
      categoryId: number | null;
      type: Kind;
      rec: boolean;
      order: number;
      fits: number[];
      shown: boolean;
    }[] = [];
    for (let i = 0; i < 48; i++) {
      const categoryId = random(4) === 3 ? null : categories[random(3)]!.id;
      const type = kinds[random(3)]!;
      const rec = random(4) === 0;
      const order = random(6);
      const fits = [...new Set([random(6), random(6)])].filter((m) => m < 4).map((m) => models[m]!.id);
      const status = random(10) === 0 ? "draft" : "published";
      const { id } = await createProduct(db(), {
        name: `shape ${i}`,
        categoryId,
        type,
        isRecommended: rec,
        sortOrder: order,
        status,
        fits: fits.map((helmetModelId) => ({ helmetModelId })),
      });
      made.push({ id, categoryId, type, rec, order, fits, shown: status === "published" });
    }
    const visible = made.filter((p) => p.shown);
    for (const main of visible) {
      const closeness = (other: (typeof made)[number]) =>
        (other.fits.some((m) => main.fits.includes(m))
          ? 0
          : main.categoryId !== null && other.categoryId === main.categoryId
            ? 2
            : other.type === main.type
              ? 4
              : 6) + (other.rec ? 0 : 1);
      const expected = visible
        .filter((other) => other.id !== main.id)
        .sort((a, b) => closeness(a) - closeness(b) || a.order - b.order || a.id - b.id)
        .slice(0, 4)
        .map((p) => p.id);
      const { recommended } = await productNeighbours(db(), "pt", await product(main.id));
      expect(
        recommended.map((p) => p.id),
        `recommendations of shape ${made.indexOf(main)}`,
      ).toEqual(expected);
    }
  });

  it("names the same-fit visors in the page's language, with their tints", async () => {
    const brand = await createBrand(db(), { name: "Tinted" });
    const model = await createHelmetModel(db(), { brandId: brand.id, name: "T1" });
    const fits = [{ helmetModelId: model.id }];
    const clear = await createProduct(db(), {
      name: "viseira transparente",
      type: "visor",
      fits,
      visor: { tint: "clear" },
      translations: { en: { name: "clear visor", slug: "clear-visor-t1" } },
    });
    await createProduct(db(), { name: "viseira fumada", type: "visor", fits, visor: { tint: "dark" } });
    const en = await loadStorefrontProducts(db(), "en", { ids: [clear.id] });
    const { sameFit } = await productNeighbours(db(), "en", en[0]!);
    expect(sameFit.map(({ name, slug, tint }) => ({ name, slug, tint }))).toEqual([
      { name: "clear visor", slug: "clear-visor-t1", tint: "clear" },
      { name: "viseira fumada", slug: "viseira-fumada", tint: "dark" },
    ]);
  });
});
