import { productIsLive } from "#db/predicates";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { aiPrompts, brands, products } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { defaultPrompts, getPromptTemplate, type AdminPrompt } from "~/features/ai/ai-prompts.server";

const t = setupTestApp();
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const send = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const res = await t.request(`/api/admin/ai-prompts${path}`, {
    method,
    headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
type Errors = { error: string; fields?: Record<string, string> };
const list = async () => (await send<AdminPrompt[]>("GET", "")).body;
const savedRows = () => t.database.db.select().from(aiPrompts);

/** A live product with a brand and a description, as the database has it. */
async function brandedProduct() {
  const [row] = await t.database.db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      type: products.type,
      brand: brands.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(productIsLive, ne(products.description, "")))
    .limit(1);
  return row!;
}

describe("AI prompts", () => {
  it("needs a session", async () => {
    const res = await t.request("/api/admin/ai-prompts");
    expect(res.status).toBe(401);
  });

  it("lists every default: translation, description, newsletter translation", async () => {
    expect(await list()).toEqual(
      (["translate", "describe", "newsletter"] as const).map((key) => ({
        key,
        name: defaultPrompts[key].name,
        description: defaultPrompts[key].description,
        template: defaultPrompts[key].template,
        isCustom: false,
        required: defaultPrompts[key].required,
        updatedAt: null,
        version: "default",
      })),
    );
  });

  it("refuses templates with problems, field by field, and saves nothing", async () => {
    const cases: [string, string][] = [
      ["Translate {{text}} into {{targetLanguage}}, {{colour}} included", "Unknown placeholder {{colour}}"],
      ["Translate this into {{targetLanguage}}", "The template must contain {{text}}"],
      ["Translate {{text} into {{targetLanguage}}", "Unbalanced braces: close every {{ with }}"],
      ["", "Write a template"],
    ];
    for (const [template, problem] of cases) {
      const { status, body } = await send<Errors>("PUT", "/translate", { template });
      expect(status, template).toBe(400);
      expect(body.error).toContain(problem);
      expect(body.fields?.template).toContain(problem);
    }
    const several = await send<Errors>("PUT", "/describe", { template: "{{colour}}" });
    expect(several.body.fields?.template?.split("; ")).toHaveLength(3);
    expect((await send<Errors>("PUT", "/translate", {})).body.fields).toEqual({ template: "Write a template" });
    expect(await savedRows()).toEqual([]);
    expect((await list()).every((prompt) => !prompt.isCustom)).toBe(true);
  });

  it("answers 404 for an unknown prompt", async () => {
    expect(await send("PUT", "/summarize", { template: "{{text}}" })).toEqual({
      status: 404,
      body: { error: "Prompt not found" },
    });
    expect((await send("DELETE", "/summarize")).status).toBe(404);
  });

  it("saves a valid template as custom, used from then on; saving again updates it", async () => {
    const template = "Translate into {{targetLanguage}} for riders:\n{{text}}";
    const saved = await send<AdminPrompt>("PUT", "/translate", { template });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: "translate", template, isCustom: true, updatedAt: expect.any(String) });
    expect((await list()).find((p) => p.key === "translate")).toEqual(saved.body);
    expect(await getPromptTemplate(t.database.db, "translate")).toBe(template);
    expect(await getPromptTemplate(t.database.db, "describe")).toBe(defaultPrompts.describe.template);

    const again = `${template}\nKeep it short.`;
    expect((await send("PUT", "/translate", { template: again })).status).toBe(200);
    expect(await getPromptTemplate(t.database.db, "translate")).toBe(again);
    expect(await savedRows()).toHaveLength(1);
  });

  it("refuses a save from a stale tab with 409 and the prompt as stored, from the default and from a saved one", async () => {
    // Both tabs opened the built-in template of "describe"; tab A saves first.
    const loaded = (await list()).find((p) => p.key === "describe")!;
    expect(loaded.version).toBe("default");
    const fromA = `${defaultPrompts.describe.template}\nTab A.`;
    const a = await send<AdminPrompt>("PUT", "/describe", { template: fromA, expectedVersion: loaded.version });
    expect(a.status).toBe(200);
    expect(a.body.version).toBe(a.body.updatedAt);

    const fromB = `${defaultPrompts.describe.template}\nTab B.`;
    type Stale = { stale: true; version: string; current: AdminPrompt };
    const refused = await send<Stale>("PUT", "/describe", { template: fromB, expectedVersion: loaded.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ stale: true, version: a.body.version, current: { template: fromA } });
    expect(await getPromptTemplate(t.database.db, "describe")).toBe(fromA);

    // Sent again with the version stored now, it saves; a reset makes that version stale in turn.
    const overwritten = await send<AdminPrompt>("PUT", "/describe", {
      template: fromB,
      expectedVersion: refused.body.version,
    });
    expect(overwritten.status).toBe(200);
    expect((await send("DELETE", "/describe")).status).toBe(200);
    const afterReset = await send<Stale>("PUT", "/describe", {
      template: fromA,
      expectedVersion: overwritten.body.version,
    });
    expect(afterReset.status).toBe(409);
    expect(afterReset.body.version).toBe("default");
    expect(await getPromptTemplate(t.database.db, "describe")).toBe(defaultPrompts.describe.template);
    expect((await send("PUT", "/describe", { template: fromA, expectedVersion: "yesterday" })).status).toBe(400);
  });

  it("previews a template with a real product's name, type and brand", async () => {
    const product = await brandedProduct();
    const { status, body } = await send<{ rendered: string; values: Record<string, string> }>(
      "POST",
      "/describe/preview",
      {
        template: "{{field}} of a {{productType}} by {{brand}} in {{targetLanguage}} from {{sourceLanguage}}: {{text}}",
        productId: product.id,
        targetLanguage: "fr",
      },
    );
    expect(status).toBe(200);
    expect(body.rendered).toBe(
      `product name of a ${product.type} by ${product.brand} in French from Portuguese: ${product.name}`,
    );
    expect(body.values).toEqual({
      sourceLanguage: "Portuguese",
      targetLanguage: "French",
      field: "product name",
      text: product.name,
      productType: product.type,
      brand: product.brand,
    });
  });

  it("previews the template in use when none is given, with the field's text", async () => {
    const product = await brandedProduct();
    const { body } = await send<{ rendered: string }>("POST", "/describe/preview", {
      productId: String(product.id),
      field: "description",
    });
    expect(body.rendered).toContain(`Product type: ${product.type}\nBrand: ${product.brand}`);
    expect(body.rendered).toContain(`Product name and specifications:\n${product.description}\n`);
    expect(body.rendered).toContain("in English");
  });

  it("refuses previews of invalid templates, bad input and missing products", async () => {
    const product = await brandedProduct();
    const invalid = await send<Errors>("POST", "/translate/preview", { template: "{{text}", productId: product.id });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields?.template).toContain("Unbalanced braces");

    const bad = await send<Errors>("POST", "/translate/preview", { field: "price", targetLanguage: "xx" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(["field", "productId", "targetLanguage"]);
    expect(bad.body.fields?.productId).toBe("Choose a product");

    expect(await send("POST", "/translate/preview", { productId: 999_999 })).toEqual({
      status: 404,
      body: { error: "Product not found" },
    });
  });

  it("resets to the default", async () => {
    const reset = await send<AdminPrompt>("DELETE", "/translate");
    expect(reset).toEqual({ status: 200, body: (await list()).find((p) => p.key === "translate") });
    expect(reset.body).toMatchObject({ template: defaultPrompts.translate.template, isCustom: false, updatedAt: null });
    expect(await getPromptTemplate(t.database.db, "translate")).toBe(defaultPrompts.translate.template);
    expect(await savedRows()).toEqual([]);
  });
});
