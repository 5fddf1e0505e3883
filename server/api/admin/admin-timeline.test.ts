import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeLog, priceHistory, products } from "#db/schema";
import { createBackup, restoreBackup } from "~/features/admin/backup.server";
import { changeSlug } from "~/features/slugs/index.server";
import type { TimelineEntry } from "~/features/timeline/timeline";
import { saveTranslation } from "~/features/translations/translations-admin.server";
import { json, setupProductAdminTests, validProduct } from "./admin-products.test-setup";

// Issue 33 point 2: a timeline per product and category — who or what changed what, and when — with a one-step revert.
const { t, send, createProduct } = setupProductAdminTests();

const read = async (entity: "product" | "category", id: number) =>
  (
    await json<{ entries: TimelineEntry[]; restoredAt: string | null }>(
      await send("GET", `/api/admin/timeline/${entity}/${id}`),
    )
  ).body;
const timeline = async (entity: "product" | "category", id: number) => (await read(entity, id)).entries;
const changed = (entry: TimelineEntry) => Object.fromEntries(entry.changes.map((c) => [c.column, [c.before, c.after]]));
const save = (id: number, fields: Record<string, unknown>) =>
  send("PUT", `/api/admin/products/${id}`, { ...validProduct, ...fields });
const productRow = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe("a product's timeline", () => {
  it("names who changed what: the curator's form, a bulk change, SEO, the AI, with the values before and after", async () => {
    const { id } = await createProduct({ price: "50.90", originalPrice: null });
    expect(await timeline("product", id)).toEqual([]);

    expect((await save(id, { name: "Viseira renomeada", price: "51,50", originalPrice: null })).status).toBe(200);
    expect(
      (await send("POST", "/api/admin/products/bulk", { ids: [id], action: "flag", flag: "isFeatured", value: true }))
        .status,
    ).toBe(200);
    await changeSlug(t.database.db, "product", id, "pt", "viseira-com-melhor-endereco", "seo");
    await saveTranslation(t.database.db, "product", id, "en", {
      name: "Renamed visor",
      description: "A visor.",
      buttonText: "",
      slug: "",
      source: "ai",
      aiConfidence: 0.9,
    });

    const entries = await timeline("product", id);
    expect(entries.map((e) => [e.actor, e.languageCode])).toEqual([
      ["ai", "en"],
      ["seo", null],
      ["bulk", null],
      ["curator", null],
    ]);
    const [ai, seo, bulk, curator] = entries as [TimelineEntry, TimelineEntry, TimelineEntry, TimelineEntry];
    expect(changed(curator)).toEqual({ name: ["Viseira de teste fumada", "Viseira renomeada"], price: [50.9, 51.5] });
    expect(changed(bulk)).toEqual({ is_featured: [false, true] });
    expect(changed(seo)).toEqual({ slug: [expect.any(String), "viseira-com-melhor-endereco"] });
    // A translation's first text: what it says, nothing before it, and nothing to undo in one step.
    expect(changed(ai)).toMatchObject({ name: [null, "Renamed visor"] });
    expect(entries.map((e) => e.revertable)).toEqual([false, false, true, true]);
    expect(new Date(curator.at).getTime()).toBeLessThanOrEqual(new Date(ai.at).getTime());
  });

  it("undoes a change in one step, as a change of its own, and its price history follows", async () => {
    const { id } = await createProduct({ price: "50.90", originalPrice: null });
    await save(id, { name: "Nome novo", price: "45,00", originalPrice: null, isNew: false });
    const [change] = await timeline("product", id);

    const reverted = await json(await send("POST", `/api/admin/timeline/${change!.id}/revert`));
    expect(reverted.status).toBe(200);
    expect(reverted.body).toEqual({ reverted: change!.id, columns: ["name", "price", "is_new"] });
    const row = await productRow(id);
    expect([row.name, row.price, row.isNew]).toEqual(["Viseira de teste fumada", "50.90", true]);
    const prices = await t.database.db.select().from(priceHistory).where(eq(priceHistory.productId, id));
    expect(prices.map((p) => p.price)).toEqual(["50.90", "45.00", "50.90"]);

    const [undo, original] = await timeline("product", id);
    expect(undo).toMatchObject({ actor: "revert", reverts: change!.id, revertable: true });
    expect(original).toMatchObject({ id: change!.id, revertedBy: undo!.id, revertable: false });

    // Undone once is enough: a second click changes nothing.
    const again = await json(await send("POST", `/api/admin/timeline/${change!.id}/revert`));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This change was undone already");
  });

  it("refuses, writing nothing, to undo a change whose value changed again since", async () => {
    const { id } = await createProduct({ price: "50.90", originalPrice: null });
    await save(id, { price: "40,00", originalPrice: null });
    await save(id, { price: "30,00", originalPrice: null });
    const [, first] = await timeline("product", id);
    const before = await productRow(id);
    const refused = await json(await send("POST", `/api/admin/timeline/${first!.id}/revert`));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Changed again since: price");
    expect(await productRow(id)).toEqual(before);
    expect(await timeline("product", id)).toHaveLength(2);
  });

  it("answers 404 for an unknown change, 400 for a bad address, and nothing to undo for a slug", async () => {
    expect((await send("POST", "/api/admin/timeline/999999/revert")).status).toBe(404);
    expect((await send("GET", "/api/admin/timeline/tag/1")).status).toBe(400);
    expect((await send("GET", "/api/admin/timeline/product/abc")).status).toBe(400);
    const { id } = await createProduct();
    await changeSlug(t.database.db, "product", id, "pt", "outro-endereco-qualquer");
    const [slug] = await timeline("product", id);
    const refused = await json(await send("POST", `/api/admin/timeline/${slug!.id}/revert`));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("This change cannot be undone here");
  });

  it("says when the site went back to a backup, and keeps the history the backup held", async () => {
    const { id } = await createProduct();
    await save(id, { name: "Antes da cópia" });
    const backup = await createBackup(t.database.db);
    await save(id, { name: "Depois da cópia" });
    expect((await read("product", id)).restoredAt).toBeNull();
    const before = Date.now();
    await restoreBackup(t.database.db, backup);
    const { entries, restoredAt } = await read("product", id);
    expect(entries.map((e) => [e.actor, changed(e).name?.[1]])).toEqual([["curator", "Antes da cópia"]]);
    expect(new Date(restoredAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The restored rows are not changes: nothing was written as the site's own.
    expect(await t.database.db.select().from(changeLog).where(eq(changeLog.actor, "site"))).toEqual([]);
  });
});

describe("a category's timeline", () => {
  it("records the curator's save and undoes it", async () => {
    const created = await json<{ id: number }>(
      await send("POST", "/api/admin/categories", { name: "Categoria do registo", description: "Antes" }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const saved = await send("PUT", `/api/admin/categories/${id}`, {
      name: "Categoria do registo",
      description: "Depois",
    });
    expect(saved.status).toBe(200);
    const [change] = await timeline("category", id);
    expect(change).toMatchObject({ actor: "curator", revertable: true });
    expect(changed(change!)).toEqual({ description: ["Antes", "Depois"] });
    expect((await send("POST", `/api/admin/timeline/${change!.id}/revert`)).status).toBe(200);
    expect(
      (await json<{ description: string }>(await send("GET", `/api/admin/categories/${id}`))).body.description,
    ).toBe("Antes");
  });
});
