import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";
import { createApp } from "#server/app";
import { sameOrigin } from "#tests/helpers/admin";
import { promptOf, type FakeAiProvider } from "#tests/helpers/fake-ai-provider";
import { testAdminPassword } from "#tests/helpers/test-app";
import { hashPassword } from "~/features/admin/auth.server";
import { aiNotConfiguredMessage } from "~/features/ai/ai-provider.server";
import type { BatchEvent } from "~/features/translations/ai-translation.server";
import type { TranslationRow } from "~/features/translations/translations-admin.server";
import { setupTranslationTests, type Errors } from "./admin-translations.test-setup";

const { t, fake, originalReply, cookie, send, db, productWithout, translationOf } = await setupTranslationTests();

describe("AI translation", () => {
  it("suggests one field without saving it", async () => {
    const product = await productWithout("fr");
    const res = await send<{ text: string; confidence: number; slug: string }>(
      "POST",
      "/api/admin/translations/ai/field",
      {
        entityType: "product",
        entityId: product.id,
        language: "fr",
        field: "name",
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ text: `${product.name} [fr]`, confidence: 0.9 });
    expect(res.body.slug).toMatch(/-fr$/);
    expect(promptOf(fake.requests.at(-1)!).user).toContain(product.name);
    expect(await translationOf(product.id, "fr")).toBeUndefined();
  });

  it("translates a whole product, stored as AI with its confidence, and shown on the storefront", async () => {
    const product = await productWithout("fr");
    const res = await send<{ status: string; translation: TranslationRow }>(
      "POST",
      "/api/admin/translations/ai/entity",
      {
        entityType: "product",
        entityId: product.id,
        language: "fr",
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.translation).toMatchObject({ name: `${product.name} [fr]`, source: "ai", aiConfidence: 0.9 });
    const row = await translationOf(product.id, "fr");
    expect([row?.translationSource, Number(row?.aiConfidence)]).toEqual(["ai", 0.9]);
    const storefront = await t.getJson<{ name: string }>(`/api/products/${product.id}?lang=fr`);
    expect(storefront.body.name).toBe(`${product.name} [fr]`);
  });

  it("translates a product's specification values that are words in one request, numbers left as they are", async () => {
    const [product] = await db()
      .select({ id: products.id, specifications: products.specifications })
      .from(products)
      .where(and(eq(products.slug, "viseira-hjc-rpha-70-fumada-escura"), productIsLive));
    const specifications = { ...product!.specifications, thickness: "2,2 mm", video: "4K 60fps", note: "Sem\nPinlock" };
    await db().update(products).set({ specifications }).where(eq(products.id, product!.id));
    const calls = fake.requests.length;
    const res = await send<{ translation: TranslationRow }>("POST", "/api/admin/translations/ai/entity", {
      entityType: "product",
      entityId: product!.id,
      language: "es",
      overwriteManual: true,
    });
    expect(res.status).toBe(200);
    const asked = fake.requests.slice(calls).filter((r) => r.messages[0]!.content.includes("specification values"));
    expect(asked).toHaveLength(1);
    const expected = Object.fromEntries(
      Object.entries(specifications)
        .filter(([key]) => !["thickness", "video"].includes(key))
        .map(([key, value]) => [key, `${value.replace(/\s+/g, " ")} [es]`]),
    );
    expect(expected.note).toBe("Sem Pinlock [es]");
    expect(expected.thickness).toBeUndefined();
    expect(res.body.translation.specifications).toEqual(expected);
    const spanish = await t.getJson<{ specifications: Record<string, string> }>(`/api/products/${product!.id}?lang=es`);
    expect(spanish.body.specifications.thickness).toBe("2,2 mm");
    expect(spanish.body.specifications.video).toBe("4K 60fps");

    // An answer with a line missing is not stored.
    fake.reply = (request) => {
      const { text } = promptOf(request);
      return { text: text.includes("\n") ? text.split("\n").slice(1).join("\n") : `${text} [es]` };
    };
    const short = await send<Errors>("POST", "/api/admin/translations/ai/entity", {
      entityType: "product",
      entityId: product!.id,
      language: "es",
      overwriteManual: true,
    });
    expect(short.status).toBe(502);
    expect(short.body.error).toContain("not one line per specification value");
  });

  it("keeps a manual translation unless asked to overwrite it", async () => {
    const product = await productWithout("de");
    await send("PUT", `/api/admin/translations/product/${product.id}/de`, { name: "Handgeschriebenes Visier" });
    const kept = await send<{ status: string }>("POST", "/api/admin/translations/ai/entity", {
      entityType: "product",
      entityId: product.id,
      language: "de",
    });
    expect(kept.body.status).toBe("skipped");
    expect((await translationOf(product.id, "de"))?.name).toBe("Handgeschriebenes Visier");
    const overwritten = await send<{ status: string }>("POST", "/api/admin/translations/ai/entity", {
      entityType: "product",
      entityId: product.id,
      language: "de",
      overwriteManual: true,
    });
    expect(overwritten.body.status).toBe("translated");
    expect((await translationOf(product.id, "de"))?.translationSource).toBe("ai");
  });

  it("refuses unusable answers and provider errors with a 502, saving nothing", async () => {
    const product = await productWithout("it");
    const answers: [FakeAiProvider["reply"], string][] = [
      [() => ({ text: "Visiera {{brand}}", confidence: 0.8 }), "placeholder"],
      [() => ({ text: "   " }), "empty"],
      [() => ({ status: 500, body: "model overloaded" }), "answered 500: model overloaded"],
      [() => ({ raw: '{"translation": ' }), "not the JSON object"],
    ];
    for (const [reply, message] of answers) {
      fake.reply = reply;
      const res = await send<Errors>("POST", "/api/admin/translations/ai/entity", {
        entityType: "product",
        entityId: product.id,
        language: "it",
      });
      expect([message, res.status]).toEqual([message, 502]);
      expect(res.body.error).toContain(message);
    }
    expect(await translationOf(product.id, "it")).toBeUndefined();
  });

  it("translates a batch, going on past a failed item, and retries exactly the failed ones", async () => {
    const language = "es";
    const targets = (
      await db().select({ id: products.id, name: products.name }).from(products).where(productIsLive)
    ).slice(0, 4);
    for (const p of targets) {
      await db()
        .delete(productTranslations)
        .where(and(eq(productTranslations.productId, p.id), eq(productTranslations.languageCode, language)));
    }
    const broken = targets[1]!;
    fake.reply = (request) =>
      promptOf(request).user.includes(broken.name) ? { status: 503, body: "busy" } : originalReply(request);
    const items = targets.map((p) => ({ entity: "product", id: p.id }));
    const run = async (body: unknown) => {
      const res = await t.request("/api/admin/translations/ai/batch", {
        method: "POST",
        headers: { Cookie: cookie(), ...sameOrigin, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.headers.get("content-type")).toContain("application/x-ndjson");
      return (await res.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as BatchEvent);
    };
    const events = await run({ language, items });
    expect(events[0]).toEqual({ type: "start", total: 4 });
    const itemEvents = events.filter((e) => e.type === "item");
    expect(itemEvents.map((e) => [e.id, e.status])).toEqual(
      targets.map((p) => [p.id, p.id === broken.id ? "failed" : "translated"]),
    );
    // A failure names what failed (the page lists it by name, not "product #84").
    expect(itemEvents.find((e) => e.status === "failed")).toMatchObject({ name: broken.name });
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      type: "done",
      translated: 3,
      failed: 1,
      failedItems: [{ entity: "product", id: broken.id }],
    });
    expect(await translationOf(broken.id, language)).toBeUndefined();
    expect((await translationOf(targets[2]!.id, language))?.translationSource).toBe("ai");

    fake.reply = originalReply;
    const retry = await run({ language, items: done.type === "done" ? done.failedItems : [] });
    expect(retry.at(-1)).toMatchObject({ type: "done", translated: 1, failed: 0 });
    expect((await translationOf(broken.id, language))?.name).toBe(`${broken.name} [es]`);
  });

  it("translates every missing translation of a language when no items are named", async () => {
    const [category] = await db().select({ id: categories.id }).from(categories).where(categoryIsLive).limit(1);
    await db()
      .delete(categoryTranslations)
      .where(and(eq(categoryTranslations.categoryId, category!.id), eq(categoryTranslations.languageCode, "it")));
    const res = await t.request("/api/admin/translations/ai/batch", {
      method: "POST",
      headers: { Cookie: cookie(), ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({ language: "it", entityType: "category", states: ["missing"] }),
    });
    const events = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as BatchEvent);
    expect(events.some((e) => e.type === "item" && e.id === category!.id && e.status === "translated")).toBe(true);
    const coverage = await send<{ rows: unknown[] }>(
      "GET",
      "/api/admin/translations/coverage?entity=category&language=it&state=missing",
    );
    expect(coverage.body.rows).toEqual([]);
  });

  it("drafts a product description through the describe prompt, without saving it", async () => {
    const [product] = await db()
      .select({ id: products.id, name: products.name, description: products.description, type: products.type })
      .from(products)
      .where(productIsLive)
      .limit(1);
    fake.reply = () => ({ text: "Uma viseira honesta para quem roda todos os dias.", confidence: 0.7 });
    const res = await send<{ text: string; confidence: number }>("POST", "/api/admin/translations/ai/describe", {
      productId: product!.id,
    });
    expect(res.body).toEqual({ text: "Uma viseira honesta para quem roda todos os dias.", confidence: 0.7 });
    const prompt = promptOf(fake.requests.at(-1)!).user;
    expect(prompt).toContain(product!.name);
    expect(prompt).toContain(`Product type: ${product!.type}`);
    const [after] = await db()
      .select({ description: products.description })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.description).toBe(product!.description);
    expect((await send<Errors>("POST", "/api/admin/translations/ai/describe", { productId: 999_999 })).status).toBe(
      404,
    );
  });

  it("refuses a bad batch request", async () => {
    const res = await send<Errors>("POST", "/api/admin/translations/ai/batch", { language: "fr", states: [] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Choose what to translate/);
  });
});

describe("without an AI provider", () => {
  let plain: ReturnType<typeof createApp>;
  beforeAll(async () => {
    plain = createApp({ database: t.database, adminPasswordHash: await hashPassword(testAdminPassword) });
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await plain.request(path, {
      method,
      headers: { Cookie: cookie(), ...sameOrigin, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Errors & { configured?: boolean } };
  };

  it("answers 503 with a message on every AI route, and everything else still works", async () => {
    const product = await productWithout("fr");
    const target = { entityType: "product", entityId: product.id, language: "fr" };
    for (const [path, body] of [
      ["/api/admin/translations/ai/field", { ...target, field: "name" }],
      ["/api/admin/translations/ai/entity", target],
      ["/api/admin/translations/ai/batch", { language: "fr" }],
      ["/api/admin/translations/ai/describe", { productId: product.id }],
    ] as const) {
      const res = await call("POST", path, body);
      expect([path, res.status]).toEqual([path, 503]);
      expect(res.body.error).toBe(aiNotConfiguredMessage);
    }
    expect((await call("GET", "/api/admin/translations/ai/status")).body.configured).toBe(false);
    const saved = await call("PUT", `/api/admin/translations/product/${product.id}/fr`, { name: "Visière manuelle" });
    expect(saved.status).toBe(200);
  });
});

describe("product workflow", () => {
  it("lists products with what the readiness score needs", async () => {
    const list = await send<
      { id: number; name: string; slug: string; nameEn: string | null; translationCount: number; category: string }[]
    >("GET", "/api/admin/workflow/products");
    expect(list.status).toBe(200);
    const first = list.body[0]!;
    const translations = await db()
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, first.id));
    expect(first.translationCount).toBe(translations.length);
    expect(first.nameEn).toBe(translations.find((r) => r.languageCode === "en")?.name ?? null);
  });

  it("initializes the selected products: AI where configured, a copy for review without, existing rows kept", async () => {
    const product = await productWithout("de");
    const before = await db().select().from(productTranslations).where(eq(productTranslations.productId, product.id));
    const viaAi = await send<{
      results: { productId: number; created: { language: string; via: string }[]; existing: string[] }[];
    }>("POST", "/api/admin/workflow/products/batch-initialize", { productIds: [product.id] });
    expect(viaAi.status).toBe(200);
    expect(viaAi.body.results[0]!.created).toEqual([{ language: "de", via: "ai" }]);
    expect(viaAi.body.results[0]!.existing.sort()).toEqual(before.map((r) => r.languageCode).sort());
    expect((await translationOf(product.id, "de"))?.translationSource).toBe("ai");

    const plain = createApp({ database: t.database, adminPasswordHash: await hashPassword(testAdminPassword) });
    const other = await productWithout("it");
    const english = await translationOf(other.id, "en");
    const res = await plain.request("/api/admin/workflow/products/batch-initialize", {
      method: "POST",
      headers: { Cookie: cookie(), ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({ productIds: [other.id, 999_999] }),
    });
    const body = (await res.json()) as { results: { productId: number; created: unknown[]; error?: string }[] };
    expect(body.results[0]!.created).toEqual([{ language: "it", via: "copy" }]);
    expect(body.results[1]).toMatchObject({ productId: 999_999, error: "Product not found" });
    const copy = await translationOf(other.id, "it");
    expect(copy).toMatchObject({ name: english?.name ?? other.name, translationSource: "imported", needsReview: true });
  });

  it("reports the AI's failures as failures and makes the copies for review instead", async () => {
    const product = await productWithout("fr");
    const english = await translationOf(product.id, "en");
    fake.reply = () => ({ status: 500, body: "model overloaded" });
    const res = await send<{
      success: boolean;
      ok: boolean;
      message: string;
      results: { created: { language: string; via: string }[]; aiFailed: { language: string; error: string }[] }[];
    }>("POST", "/api/admin/workflow/products/batch-initialize", { productIds: [product.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, ok: false });
    expect(res.body.message).toBe(
      "The AI failed for 1 translation (The AI provider answered 500: model overloaded); 1 copy made for review instead",
    );
    expect(res.body.results[0]!.aiFailed).toEqual([
      { language: "fr", error: "The AI provider answered 500: model overloaded" },
    ]);
    expect(res.body.results[0]!.created).toEqual([{ language: "fr", via: "copy" }]);
    const copy = await translationOf(product.id, "fr");
    expect(copy).toMatchObject({
      name: english?.name ?? product.name,
      translationSource: "imported",
      needsReview: true,
    });
  });

  it("asks for a selection", async () => {
    const res = await send<Errors>("POST", "/api/admin/workflow/products/batch-initialize", { productIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Please select products to initialize");
  });
});
