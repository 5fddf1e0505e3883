import sharp from "sharp";
import { beforeAll, expect } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";

export const json = async <T = Record<string, unknown>>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as T,
});

export const validProduct = {
  name: "Viseira de teste fumada",
  description: "Uma viseira fumada para testes.",
  buttonText: "Ver na loja",
  type: "visor",
  brandId: null,
  categoryId: null,
  price: "24,90",
  originalPrice: "29.90",
  stock: 5,
  aliexpressUrl: "https://s.click.aliexpress.com/e/_testvisor",
  rating: 4.6,
  specifications: { material: "Policarbonato" },
  tags: ["novidade", "Zero's pick"],
  isNew: true,
};

export const png = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

/**
 * The product admin's API tests (admin-products-*.test.ts): the seeded app, a logged-in client, products
 * made through the API from a valid form, and picture uploads.
 */
export function setupProductAdminTests() {
  const t = setupTestApp();
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminCookie(t.request);
  });

  const send = (method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function createProduct(overrides: Record<string, unknown> = {}) {
    const { status, body } = await json<{ id: number; slug: string }>(
      await send("POST", "/api/admin/products", { ...validProduct, ...overrides }),
    );
    expect(status).toBe(201);
    return body;
  }

  async function upload(id: number, files: { name: string; type: string; bytes: Uint8Array }[]) {
    const form = new FormData();
    for (const file of files)
      form.append("files", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    return t.request(`/api/admin/products/${id}/images`, {
      method: "POST",
      headers: { Cookie: cookie, ...sameOrigin },
      body: form,
    });
  }

  return { t, send, createProduct, upload };
}
