import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productFits, products, productTags, tags, visorDetails } from "#db/schema";
import { findProductFitment } from "~/features/fitment/index.server";
import { parseCsv } from "~/lib/csv";
import { json, setupProductAdminTests } from "./admin-products.test-setup";

/**
 * Issue 33 point 4: the product list as a spreadsheet — exported whole, edited, imported as a preview of every change
 * and applied all or none; a file with any bad line is refused whole, and a product changed since the export is not
 * overwritten.
 */
const { t, send, createProduct } = setupProductAdminTests();

async function exported() {
  const res = await send("GET", "/api/admin/products/export.csv");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  const rows = parseCsv(await res.text())!;
  return { header: rows[0]!, rows: rows.slice(1) };
}

const toText = (header: string[], rows: string[][]) =>
  [header, ...rows]
    .map((row) => row.map((cell) => (/[",\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";"))
    .join("\n");
const importCsv = (csv: string, apply: boolean) => send("POST", "/api/admin/products/import", { csv, apply });
const stored = (ids: number[]) =>
  t.database.db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      isFeatured: products.isFeatured,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);

const tagsOf = async (id: number) =>
  (
    await t.database.db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
  )
    .map((r) => r.name)
    .sort();

describe("the product spreadsheet", () => {
  it("exports every product, previews the edits of a changed file, and applies them all", async () => {
    const a = await createProduct({ name: "Viseira da folha A", price: "20.00", tags: ["folha", "teste"] });
    const b = await createProduct({ name: "Viseira da folha B", price: "30.00", originalPrice: null, stock: 3 });
    const { header, rows } = await exported();
    expect(header.slice(0, 8)).toEqual(["id", "name", "slug", "type", "brand", "category", "status", "price"]);
    expect(header).toContain("updated_at");
    const col = (name: string) => header.indexOf(name);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    const rowOf = (id: number) => rows.find((row) => row[0] === String(id))!;
    expect(rowOf(a.id)[col("tags")]).toBe("folha, teste");
    expect(rowOf(a.id)[col("price")]).toBe("20.00");
    expect(rowOf(a.id)[col("isFeatured")]).toBe("no");

    // Edited as a Portuguese spreadsheet saves it: semicolons, decimal commas, "sim".
    rowOf(a.id)[col("price")] = "18,50";
    rowOf(a.id)[col("isFeatured")] = "sim";
    rowOf(b.id)[col("stock")] = "0";
    rowOf(b.id)[col("name")] = "Viseira da folha B (nova)";
    rowOf(b.id)[col("status")] = "published"; // read-only: ignored
    const csv = toText(header, rows);

    const preview = await json<{ rows: number; applied: boolean; changes: unknown[] }>(await importCsv(csv, false));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: rows.length, applied: false });
    expect(preview.body.changes).toEqual([
      {
        line: rows.indexOf(rowOf(a.id)) + 2,
        id: a.id,
        name: "Viseira da folha A",
        fields: [
          { field: "price", from: "20.00", to: "18.50" },
          { field: "isFeatured", from: "no", to: "yes" },
        ],
      },
      {
        line: rows.indexOf(rowOf(b.id)) + 2,
        id: b.id,
        name: "Viseira da folha B",
        fields: [
          { field: "name", from: "Viseira da folha B", to: "Viseira da folha B (nova)" },
          { field: "stock", from: "3", to: "0" },
        ],
      },
    ]);
    expect(await stored([a.id, b.id])).toEqual([
      { id: a.id, name: "Viseira da folha A", price: "20.00", stock: 5, isFeatured: false },
      { id: b.id, name: "Viseira da folha B", price: "30.00", stock: 3, isFeatured: false },
    ]);

    const applied = await json<{ applied: boolean }>(await importCsv(csv, true));
    expect(applied.body.applied).toBe(true);
    expect(await stored([a.id, b.id])).toEqual([
      { id: a.id, name: "Viseira da folha A", price: "18.50", stock: 5, isFeatured: true },
      { id: b.id, name: "Viseira da folha B (nova)", price: "30.00", stock: 0, isFeatured: false },
    ]);
    const status = await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, b.id));
    expect(status).toEqual([{ status: "draft" }]);

    // The same file again changes nothing; once the curator changed a product since the export, the file that
    // would put its old values back is refused.
    expect(await json(await importCsv(csv, true))).toEqual({
      status: 200,
      body: { rows: rows.length, applied: false, changes: [] },
    });
    expect(
      (await send("PUT", `/api/admin/products/${a.id}/pricing`, { price: "17.00", originalPrice: "29.90", stock: 5 }))
        .status,
    ).toBe(200);
    const stale = await json<{ error: string; problems: string[] }>(await importCsv(csv, true));
    expect(stale.status).toBe(400);
    expect(stale.body.problems).toEqual([
      `Line ${rows.indexOf(rowOf(a.id)) + 2}: Viseira da folha A was changed after this file was exported: export again`,
    ]);
    expect((await stored([a.id]))[0]).toMatchObject({ price: "17.00" });
  });

  it("keeps what the file does not carry: a visor's fits, its facts and its tags", async () => {
    const [fitted] = await t.database.db
      .selectDistinct({ id: productFits.productId })
      .from(productFits)
      .innerJoin(visorDetails, eq(visorDetails.productId, productFits.productId))
      .orderBy(productFits.productId)
      .limit(1);
    const before = { ...(await findProductFitment(t.database.db, fitted!.id)), tags: await tagsOf(fitted!.id) };
    expect(before.fits.length).toBeGreaterThan(0);
    expect(before.visor).not.toBeNull();
    const { header, rows } = await exported();
    const row = rows.find((r) => r[0] === String(fitted!.id))!;
    row[header.indexOf("price")] = "99,90";
    const applied = await json<{ applied: boolean }>(await importCsv(toText(header, rows), true));
    expect(applied.body.applied).toBe(true);
    expect((await stored([fitted!.id]))[0]).toMatchObject({ price: "99.90" });
    expect({ ...(await findProductFitment(t.database.db, fitted!.id)), tags: await tagsOf(fitted!.id) }).toEqual(
      before,
    );
  });

  it("refuses a file with any bad line whole, naming every line, and writes nothing", async () => {
    const a = await createProduct({ name: "Viseira de linhas más", price: "10.00" });
    const { header, rows } = await exported();
    const col = (name: string) => header.indexOf(name);
    const mine = rows.find((row) => row[0] === String(a.id))!;
    mine[col("stock")] = "7";
    const bad = rows.find((row) => row[0] !== String(a.id))!;
    bad[col("price")] = "vinte";
    const lineOf = (row: string[]) => rows.indexOf(row) + 2;
    const csv = toText(header, [...rows, ["999999", ...Array(header.length - 1).fill("")], [...mine]]);

    const refused = await json<{ error: string; problems: string[] }>(await importCsv(csv, true));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("The file has 3 problems: nothing was changed");
    expect(refused.body.problems).toEqual([
      `Line ${lineOf(bad)}: Price must be an amount like 29.90`,
      `Line ${rows.length + 2}: product 999999 does not exist (or is in the trash)`,
      `Line ${rows.length + 3}: product ${a.id} is listed twice`,
    ]);
    expect((await stored([a.id]))[0]).toMatchObject({ stock: 5 });

    for (const [body, message] of [
      [{ csv: "" }, "The file is empty"],
      [{ csv: "name,price\nx,1" }, "The file has no id column: start from an export"],
      [{ csv: 'id,updated_at\n"1,x' }, "The file has no product rows (or a quote is never closed)"],
      [{ csv: 42 }, "Send the file's text as csv"],
    ] as const) {
      const answer = await json<{ error: string }>(await send("POST", "/api/admin/products/import", body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});
