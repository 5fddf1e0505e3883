import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { json, setupProductAdminTests } from "./admin-products.test-setup";

/**
 * Issue 33 point 4: the product list changes many products at once — all of them or none, with the single
 * product's rules (one step at a time, a yes before publishing something incomplete or taking live products off).
 */
const { t, send, createProduct } = setupProductAdminTests();
const bulk = (body: Record<string, unknown>) => send("POST", "/api/admin/products/bulk", body);
const rowsOf = (ids: number[]) =>
  t.database.db
    .select({
      id: products.id,
      status: products.status,
      isFeatured: products.isFeatured,
      deletedAt: products.deletedAt,
      priceConfirmedAt: products.priceConfirmedAt,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);

async function drafts(n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await createProduct({ name: `Viseira em lote ${i + 1}` })).id);
  return ids;
}

describe("bulk changes from the product list", () => {
  it("moves twenty drafts to ready, then asks before publishing them incomplete, and publishes on a yes", async () => {
    const ids = await drafts(20);
    const skip = await json<{ error: string }>(await bulk({ action: "publish", ids }));
    expect(skip.status).toBe(409);
    expect(skip.body.error).toMatch(
      /^20 selected products cannot become published directly \(Viseira em lote 1, .* and 15 more\): move them to ready first$/,
    );
    expect((await rowsOf(ids)).every((row) => row.status === "draft")).toBe(true);

    const ready = await json<{ changed: number }>(await bulk({ action: "ready", ids }));
    expect(ready).toEqual({ status: 200, body: { changed: 20 } });

    // No picture on any of them: the API lists each product's reasons and publishes nothing.
    const ask = await json<{ needsConfirmation: boolean; problems: string[] }>(await bulk({ action: "publish", ids }));
    expect(ask.status).toBe(409);
    expect(ask.body.needsConfirmation).toBe(true);
    expect(ask.body.problems).toContain(
      "Viseira em lote 7: No picture: the product page and its cards show an empty frame",
    );
    expect((await rowsOf(ids)).every((row) => row.status === "ready")).toBe(true);

    expect(await json(await bulk({ action: "publish", ids, confirm: true }))).toEqual({
      status: 200,
      body: { changed: 20 },
    });
    expect((await rowsOf(ids)).every((row) => row.status === "published")).toBe(true);
    expect((await t.request(`/api/products/${ids[19]}`)).status).toBe(200);

    // Taking them off asks too; a product already there counts as done, not as a change.
    const off = await json<{ error: string }>(await bulk({ action: "ready", ids: ids.slice(0, 2) }));
    expect(off.status).toBe(409);
    expect(off.body.error).toBe("2 selected products are live: moving to ready takes them off the storefront");
    expect(await json(await bulk({ action: "ready", ids: ids.slice(0, 2), confirm: true }))).toEqual({
      status: 200,
      body: { changed: 2 },
    });
    expect(await json(await bulk({ action: "ready", ids: ids.slice(0, 3), confirm: true }))).toEqual({
      status: 200,
      body: { changed: 1 },
    });
    expect((await t.request(`/api/products/${ids[0]}`)).status).toBe(404);
  });

  it("sets a flag, confirms prices and trashes, all or none", async () => {
    const ids = await drafts(3);
    expect(await json(await bulk({ action: "flag", flag: "isFeatured", value: true, ids }))).toEqual({
      status: 200,
      body: { changed: 3 },
    });
    expect((await rowsOf(ids)).map((row) => row.isFeatured)).toEqual([true, true, true]);

    const before = new Date();
    expect((await bulk({ action: "confirm-prices", ids })).status).toBe(200);
    expect((await rowsOf(ids)).every((row) => row.priceConfirmedAt! >= new Date(before.getTime() - 1000))).toBe(true);

    // One of them is gone meanwhile: nothing happens to the others.
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, ids[2]!));
    const gone = await json<{ error: string }>(await bulk({ action: "trash", ids }));
    expect(gone).toEqual({ status: 404, body: { error: `1 selected product is no longer there: ${ids[2]}` } });
    expect((await rowsOf(ids.slice(0, 2))).every((row) => row.deletedAt === null)).toBe(true);

    expect((await bulk({ action: "trash", ids: ids.slice(0, 2) })).status).toBe(200);
    const live = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isFeatured, true)));
    expect((await rowsOf(ids)).every((row) => row.deletedAt !== null)).toBe(true);
    expect(live).toHaveLength(3);
  });

  it("adds a tag to every selected product and takes it off again; a badge's tag is refused for its flag", async () => {
    const ids = await drafts(2);
    const tagsOf = async (id: number) =>
      (await json<{ tags: string[] }>(await send("GET", `/api/admin/products/${id}`))).body.tags;
    expect(await json(await bulk({ action: "tag", tag: "Verão 2027", value: true, ids }))).toEqual({
      status: 200,
      body: { changed: 2 },
    });
    expect(await tagsOf(ids[0]!)).toContain("Verão 2027");
    expect(await tagsOf(ids[1]!)).toContain("Verão 2027");
    // Twice is the same as once; a different spelling of the same slug is the same tag.
    expect((await bulk({ action: "tag", tag: "verao 2027", value: true, ids })).status).toBe(200);
    expect((await tagsOf(ids[0]!)).filter((name) => /ver[aã]o 2027/i.test(name))).toHaveLength(1);
    expect((await bulk({ action: "tag", tag: "Verão 2027", value: false, ids: [ids[0]] })).status).toBe(200);
    expect(await tagsOf(ids[0]!)).not.toContain("Verão 2027");
    expect(await tagsOf(ids[1]!)).toContain("Verão 2027");
    const badge = await json<{ error: string }>(await bulk({ action: "tag", tag: "Featured", value: true, ids }));
    expect(badge).toEqual({ status: 400, body: { error: "“featured” is a badge: set its flag instead" } });
  });

  it("refuses a bad request with its reason and changes nothing", async () => {
    const [id] = await drafts(1);
    const cases: [unknown, RegExp][] = [
      [{ action: "explode", ids: [id] }, /action must be/],
      [{ action: "flag", flag: "isShiny", value: true, ids: [id] }, /Choose a flag/],
      [{ action: "trash", ids: [] }, /Select at least one product/],
      [{ action: "trash", ids: Array.from({ length: 201 }, (_, i) => i + 1) }, /at most 200/],
      [{ action: "trash", ids: ["0x10"] }, /product id/],
      [{ action: "trash" }, /ids must be a list/],
    ];
    for (const [body, message] of cases) {
      const answer = await json<{ error: string; fields?: Record<string, string> }>(
        await bulk(body as Record<string, unknown>),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await rowsOf([id!]))[0]).toMatchObject({ status: "draft", deletedAt: null, isFeatured: false });
  });
});
