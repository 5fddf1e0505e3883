import { describe, expect, it } from "vitest";
import { setupAppWithPages } from "#tests/helpers/pages";
import { createAdminCategory } from "~/features/categories/category-admin.server";
import { categoryInputSchema } from "~/features/categories/category-admin.schema";

/** Issue 32 point 6: empty places say so first, offer what the rider can do, and stay out of search results. */
const { t, page } = setupAppWithPages();
const html = async (path: string) => {
  const res = await page(path);
  return {
    status: res.status,
    text: (await res.text()).replace(/&#x27;/g, "'"),
    location: res.headers.get("location"),
  };
};

describe("a helmet model's page with no visor", () => {
  it.each([
    ["/en/visors-agv-k1s", "No visor for the AGV K1S yet", "Notify me"],
    ["/de/visiere-agv-k1s", "Noch kein Visier für den AGV K1S", "Benachrichtige mich"],
  ])("%s says so first, offers the notify form, and is noindex", async (path, title, button) => {
    const { status, text } = await html(path);
    expect(status).toBe(200);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    const main = text.slice(text.indexOf("<main"));
    const said = main.indexOf(title);
    expect(said).toBeGreaterThan(0);
    // The form comes right after, before anything else the page offers; no "0 products", no promise of visors.
    expect(main.indexOf('action="/api/visor-request"')).toBeGreaterThan(said);
    expect(main).toContain(button);
    expect(main).not.toMatch(/>\s*0 (products|Produkte)\s*</);
    expect(main).not.toMatch(/clear, smoke and mirrored|klar, getönt und verspiegelt/);
  });
});

describe("a helmet brand's page with no visor", () => {
  it("says so, asks for the model in the notify form, and is noindex", async () => {
    const { text } = await html("/en/visors-bell");
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain("I haven't found a visor I'd recommend for Bell helmets yet");
    expect(text).toMatch(/<select name="helmetModel"[^>]*>[\s\S]*<option value="Star">Star<\/option>/);
    expect(/\((?:<!-- -->)?0(?:<!-- -->)?\)/.test(text)).toBe(false);
  });
});

describe("a category with no product", () => {
  it("says so first, with no count and no description's promise, and is noindex", async () => {
    const input = categoryInputSchema.parse({
      name: "Luvas de inverno",
      slug: "luvas-de-inverno",
      description: "Luvas quentes e impermeáveis para o inverno.",
    });
    await createAdminCategory(t.database.db, input);
    const { status, text } = await html("/pt/luvas-de-inverno");
    expect(status).toBe(200);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    const main = text.slice(text.indexOf("<main"));
    expect(main).toMatch(/<h2[^>]*>Ainda não há produtos aqui<\/h2>/);
    expect(main).not.toMatch(/>\s*0 produtos\s*</);
    expect(main).not.toContain("Luvas quentes e impermeáveis");
  });
});

describe("a page with visors", () => {
  it("is indexed, and its brand chips name only brands with something to show", async () => {
    const { text } = await html("/en/visors");
    expect(text).not.toContain('<meta name="robots" content="noindex"/>');
    const chips = [...text.matchAll(/<span class="text-steel-600">\((?:<!-- -->)?(\d+)(?:<!-- -->)?\)<\/span>/g)];
    const counts = chips.map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.filter((n) => n === 0)).toEqual([]);
  });
});

describe("HJC HJ-26, a visor's code once listed as a helmet", () => {
  it("is no helmet model, and its old addresses lead to the RPHA 11", async () => {
    const helmets = (await (await page("/api/helmets")).json()) as { brand: string; models: { model: string }[] }[];
    const hjc = helmets.find((b) => b.brand === "HJC")!;
    expect(hjc.models.map((m) => m.model)).not.toContain("HJ-26");
    for (const [old, now] of [
      ["/pt/visors-hjc-hj-26", "/pt/visors-hjc-rpha-11"],
      ["/de/visiere-hjc-hj-26", "/de/visiere-hjc-rpha-11"],
      ["/en/helmet-finder?brand=hjc&model=hj-26", "/en/helmet-finder?brand=hjc&model=rpha-11"],
    ]) {
      const { status, location } = await html(old!);
      expect(status, old).toBe(301);
      expect(location, old).toBe(now);
    }
  });
});
