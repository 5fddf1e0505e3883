import { describe, expect, it } from "vitest";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { messagesByField } from "~/features/admin/use-admin-form";
import type { AdminProduct } from "~/features/catalog/product-admin.server";
import {
  productFormValues,
  productRequest,
  type ProductFormValues,
} from "~/features/catalog/components/product-form-values";
import { productInputSchema } from "~/features/catalog/product-admin.schema";
import { issueFormValues, issueRequest } from "~/features/newsletter/components/issue-form-values";
import { issueInputSchema } from "~/features/newsletter/newsletter-issues.schema";
import { fieldMessages } from "~/lib/form-schemas";
import type { z } from "zod";

// Issue 19 item 2: the product and newsletter issue forms check their values in the browser with the
// API's schema. What the browser says must be what the API answers, on the same fields of the form.

const t = setupTestApp();
const send = adminJsonClient(t);

/** The browser's check: the request the form makes, parsed by the API's schema, messages by form field. */
function browserCheck<S extends z.ZodType>(schema: S, values: Record<string, unknown>, request: unknown) {
  const parsed = schema.safeParse(request);
  return parsed.success ? {} : messagesByField(values, fieldMessages(parsed.error));
}

/** The API's answer to the same request, its `fields` put on the form's fields as the form puts them. */
async function apiCheck(method: string, path: string, values: Record<string, unknown>, request: unknown) {
  const { status, body } = await send<{ fields: Record<string, string> }>(method, path, request);
  expect(status).toBe(400);
  return messagesByField(values, body.fields);
}

const filledProduct = (): ProductFormValues => ({
  ...productFormValues(null),
  name: "Viseira de paridade",
  price: "24,90",
  tags: "novidade, pinlock",
  specifications: "material: Policarbonato",
});

describe("the product form", () => {
  it("shows the API's messages on the fields the curator typed them in", async () => {
    const values: ProductFormValues = {
      ...filledProduct(),
      price: "abc",
      stock: "-1",
      rating: "9",
      aliexpressUrl: "ftp://example.com",
      tags: `novidade, ${"x".repeat(41)}`,
      specifications: `material: ${"y".repeat(301)}`,
      fits: [{ helmetModelId: 1, label: "AGV K6", note: "z".repeat(201), noteTranslations: { de: "w".repeat(201) } }],
      visor: { ...productFormValues(null).visor, lightTransmission: "120" },
    };
    const request = productRequest(values);
    const browser = browserCheck(productInputSchema, values, request);
    expect(browser).toEqual({
      price: "Price must be an amount like 29.90",
      stock: "Stock cannot be negative",
      rating: "Rating is 0 to 5",
      aliexpressUrl: "Use a full https:// link, or leave it empty",
      // A part of a field edited as one text shows on that field.
      tags: "A tag is too long",
      specifications: "A specification is too long",
      "fits.0.note": "A fit note is at most 200 characters",
      "fits.0.noteTranslations.de": "A fit note is at most 200 characters",
      "visor.lightTransmission": "Light transmission is 0 to 100 %",
    });
    expect(await apiCheck("POST", "/api/admin/products", values, request)).toEqual(browser);
  });

  it("sends a saved product back as it was saved", async () => {
    const request = productRequest(filledProduct());
    expect(browserCheck(productInputSchema, filledProduct(), request)).toEqual({});
    const created = await send<{ id: number }>("POST", "/api/admin/products", request);
    expect(created.status).toBe(201);
    const saved = await send<AdminProduct>("GET", `/api/admin/products/${created.body.id}`);
    const again = productRequest(productFormValues(saved.body));
    expect(again).toMatchObject({ ...request, price: "24.90", slug: "viseira-de-paridade" });
    expect((await send("PUT", `/api/admin/products/${created.body.id}`, again)).status).toBe(200);
    const resaved = await send<AdminProduct>("GET", `/api/admin/products/${created.body.id}`);
    expect(productFormValues(resaved.body)).toEqual(productFormValues(saved.body));
  });
});

describe("the newsletter issue form", () => {
  it("shows the API's messages on the original's and the versions' fields", async () => {
    const values = {
      ...issueFormValues(undefined, []),
      subject: "  ",
      body: "Olá!",
    };
    values.translations.de = { subject: "s".repeat(500), body: "Hallo!", source: "manual" };
    const request = issueRequest(values);
    const browser = browserCheck(issueInputSchema, values, request);
    expect(browser).toEqual({ subject: "Write a subject", "translations.de.subject": "The subject is too long" });
    expect(await apiCheck("POST", "/api/admin/newsletter-issues", values, request)).toEqual(browser);
  });
});
