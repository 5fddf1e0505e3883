import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { languages } from "#db/schema";
import { setupTestApp } from "#tests/helpers/test-app";

const t = setupTestApp({ seed: false });

describe("GET /api/languages/active", () => {
  it("lists the six enabled languages in order", async () => {
    const { status, body, res } =
      await t.getJson<{ code: string; name: string; nativeName: string; flagEmoji: string }[]>("/api/languages/active");
    expect(status).toBe(200);
    expect(body.map((l) => l.code)).toEqual(["pt", "en", "es", "fr", "it", "de"]);
    expect(body[0]).toEqual({
      code: "pt",
      name: "Portuguese",
      nativeName: "Português",
      flagEmoji: "🇵🇹",
      direction: "ltr",
    });
    expect(res.headers.get("cache-control")).toMatch(/max-age=300/);
  });

  it("leaves out a disabled language, also in detection", async () => {
    await t.database.db.update(languages).set({ enabled: false }).where(eq(languages.code, "it"));
    const { body } = await t.getJson<{ code: string }[]>("/api/languages/active");
    expect(body.map((l) => l.code)).not.toContain("it");
    const { body: detected } = await t.getJson<{ detectedLanguage: string }>("/api/detect-language", {
      headers: { "Accept-Language": "it-IT,it;q=0.9,fr;q=0.5" },
    });
    expect(detected.detectedLanguage).toBe("fr");
    await t.database.db.update(languages).set({ enabled: true }).where(eq(languages.code, "it"));
  });
});

describe("GET /api/detect-language", () => {
  const detect = (headers: Record<string, string>) =>
    t.getJson<{ detectedLanguage: string; supportedLanguages: string[]; source: string }>("/api/detect-language", {
      headers,
    });

  it("prefers the saved cookie", async () => {
    const { body, res } = await detect({ Cookie: "preferred-language=es", "Accept-Language": "de" });
    expect(body).toEqual({
      detectedLanguage: "es",
      supportedLanguages: ["pt", "en", "es", "fr", "it", "de"],
      source: "saved",
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("then the best supported Accept-Language", async () => {
    expect((await detect({ "Accept-Language": "nl-NL,de;q=0.7,en;q=0.9" })).body).toMatchObject({
      detectedLanguage: "en",
      source: "browser",
    });
    expect((await detect({ Cookie: "preferred-language=xx", "Accept-Language": "fr-CA" })).body.detectedLanguage).toBe(
      "fr",
    );
  });

  it("then English (spec §4: an unsupported browser language gets en)", async () => {
    expect((await detect({ "Accept-Language": "ja,zh;q=0.5" })).body).toMatchObject({
      detectedLanguage: "en",
      source: "default",
    });
    expect((await detect({})).body.detectedLanguage).toBe("en");
  });
});
