import { productIsVisible } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { products, productTranslations } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { startFakeAiProvider, type FakeAiProvider } from "#tests/helpers/fake-ai-provider";
import { setupTestApp } from "#tests/helpers/test-app";

export type Errors = { error: string; fields?: Record<string, string> };

/**
 * The translation tools' API tests (admin-translations-*.test.ts): the seeded app with a fake AI provider
 * (its default reply restored before each test), a logged-in client, and the demo products to translate.
 */
export async function setupTranslationTests() {
  const fake = await startFakeAiProvider();
  afterAll(() => fake.close());
  const originalReply: FakeAiProvider["reply"] = fake.reply;
  beforeEach(() => {
    fake.reply = originalReply;
  });

  const t = setupTestApp({ ai: () => ({ baseUrl: fake.baseUrl, model: fake.model }) });
  let cookie: string;
  beforeAll(async () => {
    cookie = await adminCookie(t.request);
  });

  const send = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const res = await t.request(path, {
      method,
      headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T, res };
  };
  const db = () => t.database.db;

  let picked = 0;
  /** A published product of the demo catalogue (another one each call) without a translation in `language`. */
  async function productWithout(language: string) {
    const [product] = await db()
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .where(productIsVisible)
      .orderBy(products.id)
      .limit(1)
      .offset(picked++);
    await db()
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product!.id), eq(productTranslations.languageCode, language)));
    return product!;
  }

  const translationOf = async (productId: number, language: string) =>
    (
      await db()
        .select()
        .from(productTranslations)
        .where(and(eq(productTranslations.productId, productId), eq(productTranslations.languageCode, language)))
    )[0];

  return { t, fake, originalReply, cookie: () => cookie, send, db, productWithout, translationOf };
}
