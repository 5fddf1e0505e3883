import { readFile } from "node:fs/promises";
import { parseCsv, toCsv } from "../../app/lib/csv";
import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 33, point 4: the product list as a spreadsheet, round trip in the browser: export, edit, preview, import;
// a file with a bad line is refused whole.

test("a spreadsheet round trip: export, edit, preview every change, apply; a bad file changes nothing @desktop", async ({
  page,
  checkA11y,
}) => {
  const name = `Viseira da folha ${test.info().project.name}`;
  await logIn(page, "/admin/products");
  const created = await page.request.post("/api/admin/products", {
    headers: { Origin: new URL(page.url()).origin },
    data: { name, type: "visor", price: "40.00", stock: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, "utf8"))!;
  const col = (column: string) => header!.indexOf(column);
  const mine = rows.find((row) => row[col("id")] === String(id))!;
  expect(mine[col("name")]).toBe(name);
  mine[col("price")] = "35,50";
  mine[col("stock")] = "9";
  const edited = toCsv(header!, rows);

  const importFile = (csv: string, file = "produtos.csv") =>
    page.getByLabel("Import CSV…").setInputFiles({ name: file, mimeType: "text/csv", buffer: Buffer.from(csv) });

  // A bad line elsewhere: the whole file is refused, with the line named, and the good edit waits.
  const other = rows.find((row) => row !== mine)!;
  const badRows = rows.map((row) =>
    row === other ? row.map((cell, i) => (i === col("rating") ? "nove" : cell)) : row,
  );
  await importFile(toCsv(header!, badRows), "com-erro.csv");
  const refusal = page.getByRole("alert").filter({ hasText: "The file has a problem: nothing was changed" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("listitem")).toHaveText([`Line ${rows.indexOf(other) + 2}: Rating must be a number`]);
  await refusal.getByRole("button", { name: "Close" }).click();

  await importFile(edited);
  const preview = page.getByRole("region", { name: "produtos.csv: 1 product would change" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("row", { name: /price/ })).toContainText("40.00");
  await expect(preview.getByRole("row", { name: /price/ })).toContainText("35.50");
  await expect(preview.getByRole("row", { name: /stock/ })).toContainText("9");
  await checkA11y(page);
  expect(((await (await page.request.get(`/api/admin/products/${id}`)).json()) as { price: string }).price).toBe(
    "40.00",
  );

  await preview.getByRole("button", { name: "Apply to 1 product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Spreadsheet imported" })).toBeVisible();
  await expect(preview).toBeHidden();
  const saved = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
    price: string;
    stock: number;
  };
  expect(saved).toMatchObject({ price: "35.50", stock: 9 });
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("35,50");
});
