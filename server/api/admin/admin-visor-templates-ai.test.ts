import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTranslations } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { promptOf, startFakeAiProvider, type FakeAiProvider } from "#tests/helpers/fake-ai-provider";
import { setupTestApp } from "#tests/helpers/test-app";

// Issue 18 item 16: with the AI assistant configured, generated visors' translations are the AI's
// translation of the curator's own Portuguese text, marked for review; a language the AI fails keeps
// its template sentence, and the answer says so.

let fake: FakeAiProvider;
beforeAll(async () => {
  fake = await startFakeAiProvider();
  const translate = fake.reply;
  fake.reply = (request) => (promptOf(request).language === "de" ? { status: 503, body: "busy" } : translate(request));
});
afterAll(() => fake.close());

const t = setupTestApp({ ai: () => ({ baseUrl: fake.baseUrl, model: fake.model }) });
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

describe("visor wizard with the AI assistant", () => {
  it("translates the curator's text per language, marked for review, and reports what the AI failed", async () => {
    const res = await t.request("/api/admin/visor-templates/generate", {
      method: "POST",
      headers: { Cookie: cookie, ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({
        helmetBrand: "agv",
        helmetModel: "K5",
        compatibleModels: [],
        descriptionTemplate: "Viseira {color} para o {brand} {model}, compatível com Pinlock.",
        shortDescriptionTemplate: "",
        baseAffiliateUrl: "",
        baseImageUrl: "",
        customColors: [],
        selectedColors: ["dark"],
        colorSettings: { dark: { price: "30" } },
      }),
    });
    const body = (await res.json()) as {
      created: { id: number }[];
      translatedWithAi: number;
      aiFailed: { language: string; error: string }[];
    };
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [visor] = body.created;
    expect(body.translatedWithAi).toBe(4);
    expect(body.aiFailed).toEqual([
      { productId: visor!.id, language: "de", error: "The AI provider answered 503: busy" },
    ]);
    const rows = await t.database.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, visor!.id));
    const byLanguage = Object.fromEntries(rows.map((r) => [r.languageCode, r]));
    expect(byLanguage.fr).toMatchObject({
      description: "Viseira escura para o AGV K5, compatível com Pinlock. [fr]",
      translationSource: "ai",
      needsReview: true,
    });
    expect(byLanguage.de).toMatchObject({
      description:
        "Ersatzvisier für den Helm AGV K5 in der Ausführung „dunkel“. Prüfe vor der Bestellung die auf dieser Seite genannten passenden Helme.",
      translationSource: "manual",
      needsReview: true,
    });
    expect(rows.every((r) => r.needsReview)).toBe(true);
  });
});
