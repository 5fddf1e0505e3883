import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { visorTemplates } from "#db/schema";
import type { SavedVisorTemplate, VisorTemplateSummary } from "~/features/visor-templates/visor-templates.server";
import { setupVisorTemplateTests, type Errors } from "./admin-visor-templates.test-setup";

const { t, cookie, pictures, base, send, k6, counts } = await setupVisorTemplateTests();

describe("the admin gate", () => {
  it("refuses visitors without a session and writes from other sites", async () => {
    expect((await t.request(base)).status).toBe(401);
    const res = await t.request(`${base}/generate`, {
      method: "POST",
      headers: { Cookie: cookie(), "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(k6),
    });
    expect(res.status).toBe(403);
  });
});

describe("validation (admin spec §5)", () => {
  const { colorSettings } = k6;
  it.each([
    ["helmetBrand", { helmetBrand: "  " }, "Brand is required"],
    ["helmetModel", { helmetModel: undefined }, "Model is required"],
    ["descriptionTemplate", { descriptionTemplate: "" }, "Description template is required"],
    ["selectedColors", { selectedColors: [] }, "Select at least one color"],
    [
      "colorSettings.dark.price",
      { colorSettings: { ...colorSettings, dark: { price: "", discountPrice: "" } } },
      "Configure prices for all colors",
    ],
    [
      "descriptionTemplate",
      { descriptionTemplate: "Viseira {colour} para {brand}" },
      "Unknown placeholder {colour}: use {brand}, {model} or {color}",
    ],
    [
      "colorSettings.dark.discountPrice",
      { colorSettings: { ...colorSettings, dark: { price: "20", discountPrice: "20.00" } } },
      "The discount price must be lower than the price",
    ],
    [
      "colorSettings.smoke.price",
      { colorSettings: { ...colorSettings, smoke: { price: "29.999" } } },
      "Price must be an amount like 29.90",
    ],
    ["baseAffiliateUrl", { baseAffiliateUrl: "javascript:alert(1)" }, "Use a full https:// link, or leave it empty"],
    [
      "colorSettings.dark.imageUrl",
      { colorSettings: { ...colorSettings, dark: { price: "20", imageUrl: "/local.jpg" } } },
      "Use a full https:// link, or leave it empty",
    ],
    [
      "selectedColors",
      { selectedColors: ["smoke", "plaid"], colorSettings: { ...colorSettings, plaid: { price: "10" } } },
      "Unknown color: plaid",
    ],
    ["customColors.0", { customColors: ["Smoke"], selectedColors: ["smoke"] }, '"Smoke" is already in the color list'],
  ])("%s: %s", async (field, change, message) => {
    const before = await counts();
    for (const path of ["/preview", "/generate"]) {
      const res = await send<Errors>("POST", path, { ...k6, ...change });
      expect(res).toEqual({ status: 400, body: { error: message, fields: { [field]: message } } });
    }
    expect(await counts()).toEqual(before);
  });

  it("names every problem at once", async () => {
    const res = await send<Errors>("POST", "/generate", {
      helmetBrand: "",
      helmetModel: "",
      descriptionTemplate: "",
      selectedColors: ["smoke"],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      helmetBrand: "Brand is required",
      helmetModel: "Model is required",
      descriptionTemplate: "Description template is required",
      "colorSettings.smoke.price": "Configure prices for all colors",
    });
  });
});

describe("saved templates", () => {
  it("saves (upsert by name), lists, loads and deletes", async () => {
    const name = "AGV K6 família";
    const path = `/${encodeURIComponent(name)}`;
    const saved = await send<VisorTemplateSummary>("PUT", path, k6);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name, helmetBrand: "agv", helmetModel: "K6", colors: k6.selectedColors });

    // A half-done template can be saved: only the helmet is needed.
    expect((await send("PUT", "/draft", { helmetBrand: "LS2", helmetModel: "FF800" })).status).toBe(200);
    expect(await send<Errors>("PUT", "/draft", { helmetModel: "FF800" })).toEqual({
      status: 400,
      body: { error: "Brand is required", fields: { helmetBrand: "Brand is required" } },
    });

    const loaded = await send<SavedVisorTemplate>("GET", path);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      ...k6,
      name,
      colorSettings: {
        smoke: { price: "29.90", discountPrice: "", imageUrl: "", affiliateUrl: "" },
        dark: {
          price: "34.90",
          discountPrice: "27.90",
          imageUrl: "",
          affiliateUrl: k6.colorSettings.dark.affiliateUrl,
        },
        "blue-mirror": { price: "39.90", imageUrl: `${pictures}/blue.jpg` },
        "Verde mate": { price: "31.00" },
      },
    });

    expect((await send("PUT", path, { ...k6, helmetModel: "K6S", selectedColors: ["dark"] })).status).toBe(200);
    const rows = await t.database.db.select().from(visorTemplates).where(eq(visorTemplates.name, name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ helmetBrand: "agv", helmetModel: "K6S" });
    expect(rows[0]!.config.selectedColors).toEqual(["dark"]);

    const list = await send<VisorTemplateSummary[]>("GET", "");
    expect(list.body.map((row) => row.name)).toEqual(["AGV K6 família", "draft"]);
    expect(list.body[0]).toMatchObject({ helmetModel: "K6S", colors: ["dark"] });

    expect(await send("DELETE", path)).toEqual({ status: 200, body: { success: true, message: "Deleted" } });
    expect(await send("GET", path)).toEqual({ status: 404, body: { error: "Template not found" } });
    expect((await send("DELETE", path)).status).toBe(404);
    expect((await send<VisorTemplateSummary[]>("GET", "")).body.map((row) => row.name)).toEqual(["draft"]);
  });
});
