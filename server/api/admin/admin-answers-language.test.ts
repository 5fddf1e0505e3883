import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { startFakeAiProvider, type FakeAiProvider } from "#tests/helpers/fake-ai-provider";
import { setupTestApp } from "#tests/helpers/test-app";
import { validProduct } from "./admin-products.test-setup";

// Issue 33 point 1 (decision 0034): the admin API answers a Portuguese curator in Portuguese, an English one as it
// always did. The language is the admin's (its cookie, else the browser's), as the pages read it.
let fake: FakeAiProvider;
beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake.close());
const t = setupTestApp({ ai: () => ({ baseUrl: fake.baseUrl, model: fake.model }) });
let session = "";
beforeAll(async () => {
  session = await adminCookie(t.request);
});

type Answer = { error?: string; message?: string; fields?: Record<string, string>; problems?: string[] } & Record<
  string,
  unknown
>;

const as =
  (language: Record<string, string>) =>
  async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [session, language.cookie].filter(Boolean).join("; ");
    const res = await t.request(path, {
      method,
      headers: {
        Cookie: cookie,
        ...sameOrigin,
        ...(language.browser ? { "Accept-Language": language.browser } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer, res };
  };

const pt = as({ cookie: "admin-language=pt" });
const en = as({ cookie: "admin-language=en", browser: "pt-PT,pt" });
const browserPt = as({ browser: "pt-PT,pt;q=0.9,en;q=0.8" });
const plain = as({});

async function product(send: ReturnType<typeof as>, overrides: Record<string, unknown> = {}) {
  const { status, body } = await send("POST", "/api/admin/products", { ...validProduct, ...overrides });
  expect(status).toBe(201);
  return body as unknown as { id: number };
}

describe("the admin API in the curator's language", () => {
  it("says a refused form in Portuguese, its message and each field's", async () => {
    const form = { ...validProduct, rating: 9, stock: -1 };
    const answer = await pt("POST", "/api/admin/products", form);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: "Corrige os 2 campos assinalados",
      fields: { rating: "A classificação vai de 0 a 5", stock: "O stock não pode ser negativo" },
    });
    for (const send of [en, plain]) {
      expect((await send("POST", "/api/admin/products", form)).body).toEqual({
        error: "Please correct the 2 fields marked",
        fields: { rating: "Rating is 0 to 5", stock: "Stock cannot be negative" },
      });
    }
  });

  it("says a refused value and a missing record in Portuguese", async () => {
    const status = { status: "live" };
    const { id } = await product(pt);
    expect((await pt("PATCH", `/api/admin/products/${id}/status`, status)).body).toEqual({
      error: "O estado tem de ser rascunho, pronto ou publicado",
    });
    expect((await en("PATCH", `/api/admin/products/${id}/status`, status)).body).toEqual({
      error: "Status must be draft, ready or published",
    });
    const missing = await pt("GET", "/api/admin/products/999999");
    expect(missing).toMatchObject({ status: 404, body: { error: "Produto não encontrado" } });
    expect((await plain("GET", "/api/admin/products/999999")).body).toEqual({ error: "Product not found" });
    expect((await pt("GET", "/api/admin/no-such-tool")).body).toEqual({ error: "Não encontrado" });
  });

  it("says a 409 in Portuguese: a stale save, with the record as stored untouched, and a question with its list", async () => {
    const { id: editedId } = await product(pt, { name: "Viseira do separador" });
    const loaded = (await pt("GET", `/api/admin/products/${editedId}`)).body as { id: number; updatedAt: string };
    const saved = await pt("PUT", `/api/admin/products/${loaded.id}`, {
      ...validProduct,
      name: "Viseira do separador A",
      expectedVersion: loaded.updatedAt,
    });
    expect(saved.status).toBe(200);
    const stale = { ...validProduct, name: "Viseira do separador B", expectedVersion: loaded.updatedAt };
    const refused = await pt("PUT", `/api/admin/products/${loaded.id}`, stale);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: "Isto foi guardado noutro lado desde que o abriste: nada foi guardado",
      stale: true,
      current: { name: "Viseira do separador A" },
    });
    expect((await en("PUT", `/api/admin/products/${loaded.id}`, stale)).body.error).toBe(
      "This was saved elsewhere since you opened it: nothing was saved",
    );

    const { id } = await product(pt, { name: "Viseira incompleta", aliexpressUrl: "" });
    await pt("PATCH", `/api/admin/products/${id}/status`, { status: "ready" });
    const asked = await pt("PATCH", `/api/admin/products/${id}/status`, { status: "published" });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      error: "Viseira incompleta não está completo: publicar mesmo assim?",
      needsConfirmation: true,
      problems: [
        "Sem imagem: a página do produto e os seus cartões mostram uma moldura vazia",
        "Sem tradução em inglês, espanhol, francês, italiano, alemão: essas páginas mostram o texto em português",
        "Sem ligação de compra: o botão de compra fica desativado",
      ],
    });
    expect((await en("PATCH", `/api/admin/products/${id}/status`, { status: "published" })).body.problems).toEqual([
      "No picture: the product page and its cards show an empty frame",
      "No translation in English, Spanish, French, Italian, German: those pages show the Portuguese text",
      "No buy link: the buy button stays disabled",
    ]);
  });

  it("follows the browser's language without a choice, and covers the refusals before any router", async () => {
    expect((await browserPt("GET", "/api/admin/products/999999")).body.error).toBe("Produto não encontrado");
    // No session: the gate's 401.
    const anonymous = await t.request("/api/admin/products", { headers: { Cookie: "admin-language=pt" } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Sessão não iniciada" });
    // A body past the limit, refused before the admin's routers read it.
    const big = await pt("POST", "/api/admin/tags", `{"name":"${"x".repeat(1_100_000)}"}`);
    expect(big).toMatchObject({ status: 413, body: { error: "O pedido é demasiado grande" } });
    // A control character in the address, refused by the input check for every route.
    const control = await pt("GET", "/api/admin/products/%07");
    expect(control).toMatchObject({ status: 400, body: { error: "path: tem um carácter de controlo" } });
  });

  it("answers the login in Portuguese, and leaves a successful answer's data as it is", async () => {
    const wrong = await t.request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "admin-language=pt", ...sameOrigin },
      body: JSON.stringify({ password: "not the password" }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      success: false,
      message: "Palavra-passe errada",
      error: "Palavra-passe errada",
    });

    // A product named like a message is data: only messages are put into Portuguese.
    const { id } = await product(pt, { name: "Not found" });
    const read = await pt("GET", `/api/admin/products/${id}`);
    expect(read.body.name).toBe("Not found");
    expect(read.res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("says another host's refusal as a sentence, its raw words apart in detail", async () => {
    const { id } = await product(pt, { name: "Viseira a traduzir" });
    fake.reply = () => ({ status: 503, body: "model overloaded" });
    const ask = { entityType: "product", entityId: id, language: "it" };
    expect(await pt("POST", "/api/admin/translations/ai/entity", ask)).toMatchObject({
      status: 502,
      body: { error: "O fornecedor de IA teve um erro do seu lado (HTTP 503)", detail: "model overloaded" },
    });
    expect((await en("POST", "/api/admin/translations/ai/entity", ask)).body).toEqual({
      error: "The AI provider answered 503: model overloaded",
    });
  });

  it("says the inbox's sentences in the admin's language", async () => {
    type Inbox = { items: { kind: string; detail: string }[] };
    const detail = async (send: ReturnType<typeof as>) =>
      ((await send("GET", "/api/admin/inbox")).body as unknown as Inbox).items.find(
        (item) => item.kind === "marketplace-off",
      )?.detail;
    expect(await detail(pt)).toBe(
      "A API da AliExpress não está configurada: os produtos da AliExpress não são importados nem sincronizados.",
    );
    expect(await detail(en)).toBe(
      "The AliExpress API is not configured: AliExpress products are neither imported nor synced.",
    );
  });
});
