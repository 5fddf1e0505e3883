import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productTranslations, products } from "#db/schema";
import { setupAppWithPages } from "#tests/helpers/pages";
import { getProductSlugs, listStorefrontProducts } from "~/features/catalog/catalog.service.server";
import {
  getCategoryTexts,
  listCategoryProducts,
  listStorefrontCategories,
} from "~/features/categories/categories.service.server";
import { changeSlug } from "~/features/slugs/index.server";
import { createAdminCategory } from "~/features/categories/category-admin.server";
import { categoryInputSchema } from "~/features/categories/category-admin.schema";
import { getHeaderMenu } from "~/features/navigation/navigation.server";
import { productPath } from "~/i18n/routes";
import type { Language } from "~/i18n/languages";

/** Storefront pages over HTTP on the demo catalogue (issue 18, "Polish"). */
const { t, page } = setupAppWithPages();
const html = async (path: string) => {
  const res = await page(path);
  return { status: res.status, text: await res.text(), res };
};

describe("an unknown one-segment address", () => {
  it.each([
    ["/pt/nonexistent-page", "pt", "Página não encontrada", "Categorias populares"],
    ["/en/abuot", "en", "Page Not Found", "Popular categories"],
  ] as const)("%s is the 404 page in its language, with categories by name", async (path, language, title, popular) => {
    const { status, text } = await html(path);
    expect(status).toBe(404);
    expect(text).toContain(title);
    expect(text).toContain('role="search"');
    expect(text).toContain(popular);
    const categories = await listStorefrontCategories(t.database.db, language);
    for (const slug of ["visors-agv-k6", "cameras-insta360", "intercoms-ejeas"]) {
      const category = categories.find((c) => c.canonicalSlug === slug)!;
      expect(text).toContain(`>${category.name}</a>`);
      expect(text).not.toContain(`>${slug}</a>`);
    }
    expect(text).not.toMatch(/Category not found|Categoria não encontrada/);
  });

  it("is the same page as a deeper unknown address", async () => {
    const { status, text } = await html("/pt/foo/bar");
    expect(status).toBe(404);
    expect(text).toContain("Categorias populares");
  });
});

describe("the root address", () => {
  it("sends a browser in an unsupported language to English", async () => {
    const res = await page("/", { headers: { "Accept-Language": "ja" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en/");
  });
});

describe("a category filtered by brand", () => {
  it("counts what the filter shows, and its brand menu offers all brands", async () => {
    const categories = await listStorefrontCategories(t.database.db, "en");
    const visors = categories.find((c) => c.canonicalSlug === "visors")!;
    const ls2 = (await listCategoryProducts(t.database.db, "en", visors.id)).filter((p) => p.brand === "LS2");
    expect(ls2.length).toBeGreaterThan(0);
    expect(ls2.length).toBeLessThan(visors.productCount);
    const { status, text } = await html(`/en/${visors.slug}?brand=ls2`);
    expect(status).toBe(200);
    expect(text).toContain(`>${ls2.length} product${ls2.length === 1 ? "" : "s"}</p>`);
    expect(text).toContain('<option value="">All brands</option>');
  });
});

describe("likes", () => {
  it("show on a card once there is one, and the product page keeps its button", async () => {
    const { text: list } = await html("/en/products?show=90");
    expect(list).not.toMatch(/>0 likes</);
    const { text: product } = await html("/en/product/agv-k6-clear-visor");
    expect(product).toMatch(/data-like-product="\d+"/);
    expect(product).toMatch(/<span data-like-count="[^"]*" class="tabular">Like<\/span>/);
  });
});

describe("legacy and renamed addresses", () => {
  it("reach their page in one redirect", async () => {
    for (const from of [
      "/en/product-category/accessories/microphones/dji",
      "/en/product-category/intercoms",
      "/de/product-category/agv",
    ]) {
      const res = await page(from);
      expect(res.status, from).toBe(301);
      const location = res.headers.get("location")!;
      expect((await page(location)).status, `${from} → ${location}`).toBe(200);
    }
  });

  it("an unknown legacy category is the 404 page", async () => {
    const { status, text, res } = await html("/en/product-category/no-such-brand");
    expect(status).toBe(404);
    // The page, as a document: it was once a resource route answering its 404 as JSON.
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(text).toContain("Page Not Found");
    expect(text).toContain("data-document");
  });
});

describe("the Link Unavailable notice", () => {
  it("names the product from the database and never echoes the query", async () => {
    const categories = await listCategoryProducts(
      t.database.db,
      "en",
      (await listStorefrontCategories(t.database.db, "en"))[0]!.id,
    );
    const product = categories[0]!;
    const known = await html(`/en/link-unavailable?product=${product.id}`);
    expect(known.status).toBe(404);
    expect(known.text).toContain(`“${product.name.replaceAll("&", "&amp;")}”`);
    const spoofed = await html("/en/link-unavailable?product=Call%20us%20at%20555-0100");
    expect(spoofed.status).toBe(404);
    const main = spoofed.text.slice(spoofed.text.indexOf("<main"), spoofed.text.indexOf("</main>"));
    expect(main).not.toContain("555-0100");
    expect(spoofed.text).toContain("This shop link isn&#x27;t available right now.");
  });

  it("is what /go/{unknown id} answers itself, 404, in the visitor's language", async () => {
    const asked = async (query: string, headers: Record<string, string>) => {
      const res = await page(`/go/999999${query}`, { headers });
      return { status: res.status, location: res.headers.get("location"), text: await res.text() };
    };
    const title = (text: string) => text.match(/<h1[^>]*>([^<]*)</)?.[1];
    // The buy button names the language; else the page the visitor came from; else their saved choice.
    expect(await asked("?lang=en", {})).toMatchObject({ status: 404, location: null });
    expect(title((await asked("?lang=en", {})).text)).toBe("Link Unavailable");
    const fromPage = await asked("", { Referer: "http://localhost/de/produkte" });
    expect(fromPage.status).toBe(404);
    expect(fromPage.text).toContain('<html lang="de"');
    const saved = await asked("", { Cookie: "preferred-language=es" });
    expect(saved.status).toBe(404);
    expect(saved.text).toContain('<html lang="es"');
    expect(saved.text).toContain('content="noindex');
  }, 60_000);
});

/** The `<a>` targets inside the first element carrying `attribute` (a data- attribute). */
const linksIn = (text: string, attribute: string) => {
  const start = text.indexOf(attribute);
  const end = text.indexOf("</ul>", start);
  return [...text.slice(start, end).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
};

describe("the header menu", () => {
  it("lists every camera brand under Cameras, and Accessories opens the accessories page", async () => {
    const categories = await listStorefrontCategories(t.database.db, "en");
    const slugOf = (canonical: string) => categories.find((c) => c.canonicalSlug === canonical)!.slug;
    const menu = await getHeaderMenu(t.database.db, "en");
    const cameras = menu.find((i) => i.label === "Cameras")!;
    expect(cameras.href).toBe(`/en/${slugOf("cameras")}`);
    expect(cameras.children?.map((c) => c.href)).toEqual(
      expect.arrayContaining([`/en/${slugOf("cameras-dji")}`, `/en/${slugOf("cameras-insta360")}`]),
    );
    const accessories = menu.find((i) => i.label === "Accessories")!;
    expect(accessories.href).toBe(`/en/${slugOf("accessories")}`);
    // The curator's own children stay as they are, one level deep.
    expect(accessories.children?.map((c) => c.label)).toEqual(["Microphones", "DJI"]);
    expect(accessories.children?.every((c) => !c.children)).toBe(true);

    // The desktop menu leads with the item's own page.
    const { text } = await html("/en/");
    expect(text).toContain(`href="/en/${slugOf("cameras-dji")}"`);
    expect(text).toContain(`href="/en/${slugOf("accessories")}"`);
  });
});

describe("top-level categories without a product", () => {
  it("are left out of home and the categories overview", async () => {
    const input = categoryInputSchema.parse({ name: "Luvas de inverno", slug: "luvas-de-inverno" });
    await createAdminCategory(t.database.db, input);
    const empty = (await listStorefrontCategories(t.database.db, "pt")).find(
      (c) => c.canonicalSlug === "luvas-de-inverno",
    )!;
    expect(empty.productCount).toBe(0);
    for (const path of ["/pt/", "/pt/categories"]) {
      const { status, text } = await html(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(">Viseiras<");
      expect(text, path).not.toContain("Luvas de inverno");
    }
  });
});

describe("the translation test page", () => {
  it("offers only languages it exists in, and each switcher link answers", async () => {
    const { status, text } = await html("/es/translation-test");
    expect(status).toBe(200);
    const links = linksIn(text, "data-language-switcher");
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      // Each is the page itself in its language (reached from this page, it saves the choice on the way).
      expect(link).toMatch(/^\/[a-z]{2}\/translation-test$/);
      expect((await page(link)).status, link).toBe(200);
    }
  });
});

describe("the footer credit", () => {
  it("is the curator's by default, in the page's language, never a framework's", async () => {
    const { text } = await html("/fr/");
    expect(text).not.toContain("React Router");
    expect(text).toMatch(/<a data-branding-fallback="true" href="\/fr\/a-propos"[^>]*>Choisi et testé par Zero<\/a>/);
  });
});

describe("a product page", () => {
  it("has the spec's back link at the top, before the gallery", async () => {
    const { text } = await html("/en/product/agv-k6-clear-visor");
    const back = text.indexOf("data-back-link");
    expect(back).toBeGreaterThan(text.indexOf('aria-label="Breadcrumb"'));
    expect(back).toBeLessThan(text.indexOf("<h1"));
    expect(text.slice(back, back + 300)).toMatch(/href="\/en\/products"[^>]*>← (<!-- -->)?Back to products</);
  });
});

describe("every legacy or renamed address", () => {
  /** One redirect of `status` straight to `to`, which answers 200. */
  const oneHop = async (from: string, to: string, status: number, headers: Record<string, string> = {}) => {
    const res = await page(from, { headers });
    expect(res.status, from).toBe(status);
    expect(res.headers.get("location"), from).toBe(to);
    const landing = await page(to, { headers });
    expect(landing.status, `${from} → ${to}`).toBe(200);
  };

  it("reaches its page in one redirect", async () => {
    const db = t.database.db;
    const [product] = (await listStorefrontProducts(db, "pt")).slice(-1);
    const slugs = await getProductSlugs(db, product!.id);
    const categories = await listStorefrontCategories(db, "pt");
    const model = categories.find((c) => c.helmetModelId && c.canonicalSlug !== "visors-agv-k6")!;
    const spanish = (await getCategoryTexts(db, model.id)).slugs.es;

    // Ids and the unprefixed product prefixes: straight to the product's slug in that language.
    // The target of /product/ depends on the visitor's saved language, so it is a private 302.
    await oneHop(`/product/${product!.id}`, `/en/product/${slugs.en}`, 302);
    await oneHop(`/product/${product!.id}`, `/de/produkt/${slugs.de}`, 302, { Cookie: "preferred-language=de" });
    await oneHop(`/produto/${product!.id}`, `/pt/produto/${slugs.pt}`, 301);
    await oneHop(`/produto/${slugs.en}`, `/pt/produto/${slugs.pt}`, 301);
    // An unprefixed category in another language's slug, or with a language prefix in its slug.
    await oneHop(`/${spanish}`, `/pt/${model.slug}`, 301);
    await oneHop(`/es/es-${model.slug}`, `/es/${spanish}`, 301);

    // Renamed: the old address goes to the new one in one hop, from everywhere it was known.
    await changeSlug(db, "product", product!.id, "pt", `${slugs.pt}-novo`);
    await changeSlug(db, "category", model.id, "pt", `${model.slug}-novo`);
    await oneHop(`/produto/${slugs.pt}`, `/pt/produto/${slugs.pt}-novo`, 301);
    await oneHop(`/pt/produto/${slugs.pt}`, `/pt/produto/${slugs.pt}-novo`, 301);
    await oneHop(`/${model.slug}`, `/pt/${model.slug}-novo`, 301);
    await oneHop(`/pt/${model.slug}`, `/pt/${model.slug}-novo`, 301);
    await oneHop(`/pt/en-${model.slug}`, `/pt/${model.slug}-novo`, 301);
  });
});

describe("a product page says one thing about buying (issue 18 item 3)", () => {
  const jsonLdAvailability = (text: string) => text.match(/"availability":"https:\/\/schema\.org\/(\w+)"/)?.[1];
  // From the buy box to the like button that follows it.
  const buyBox = (text: string) => text.slice(text.indexOf("data-availability="), text.indexOf('id="like"'));

  it("out of stock: says so, offers 'tell me when it's back', no shop, no button, no saving; JSON-LD OutOfStock", async () => {
    const { status, text } = await html("/en/product/insta360-x4-360-camera");
    expect(status).toBe(200);
    const box = buyBox(text);
    expect(box).toContain('data-availability="out-of-stock"');
    expect(box).toContain(">Out of stock<");
    expect(box).toMatch(/<form[^>]* action="\/api\/stock-request" method="post"/);
    expect(box).toContain("Tell me when it&#x27;s back");
    expect(box).not.toMatch(
      /Official brand store|opens in a new tab|<button[^>]*disabled|Unavailable|newsletter|affiliate link/,
    );
    // The price stands alone: no saving on what cannot be bought (the recommendations below may have theirs).
    expect(text.slice(text.indexOf("<h1"), text.indexOf("data-availability="))).not.toContain("You save");
    expect(jsonLdAvailability(text)).toBe("OutOfStock");
  });

  it("no shop link: says so once, offers the same form, names no shop; JSON-LD makes no offer", async () => {
    const { text } = await html("/en/product/nexx-x-r3r-dark-smoke-visor");
    const box = buyBox(text);
    expect(box).toContain('data-availability="no-link"');
    expect(box).toContain(">No shop right now<");
    expect(box).toMatch(/action="\/api\/stock-request"/);
    expect(box).not.toMatch(/Sold on AliExpress|Link unavailable|In stock|\/go\//);
    // The page says a shop may come: neither Discontinued nor any other availability, no offer at all.
    expect(text).toContain('"@type":"Product"');
    expect(text).not.toContain('"@type":"Offer"');
  });

  it("can be bought: in stock, the buy button and its shop, no form; JSON-LD InStock", async () => {
    const { text } = await html("/en/product/agv-k6-clear-visor");
    const box = buyBox(text);
    expect(box).toContain(">In stock<");
    expect(box).toMatch(/href="\/go\/\d+\?lang=en"/);
    expect(box).not.toContain("stock-request");
    expect(jsonLdAvailability(text)).toBe("InStock");
  });

  it("a card of a product that cannot be bought says why", async () => {
    const { text } = await html("/en/products?search=insta360");
    const card = text.slice(text.indexOf("Insta360 X4"));
    expect(card.slice(0, 3000)).toContain("Out of stock");
  });
});

describe("the line under a product's name (issue 32 point 7)", () => {
  it("is there only when the text is another language's, and names that language", async () => {
    const [{ id }] = (await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "viseira-kyt-nz-race-arco-iris"))) as [{ id: number }];
    // Follows the id address to the product's page in that language (its slug changes with its text).
    const productPage = async (lang: Language) => {
      const moved = await page(productPath(lang, String(id)));
      const { text } = await html(moved.headers.get("location")!);
      // What follows the name, up to the price.
      return text.slice(text.indexOf("</h1>"), text.indexOf("tabular", text.indexOf("</h1>")));
    };
    const line = /Not translated yet|Noch nicht übersetzt/;
    expect(await productPage("en")).not.toMatch(line);
    expect(await productPage("de")).not.toMatch(line);
    const forget = (language: string) =>
      t.database.db
        .delete(productTranslations)
        .where(and(eq(productTranslations.productId, id), eq(productTranslations.languageCode, language)));

    // Without its German text the German page shows the English one, and says so.
    await forget("de");
    expect(await productPage("de")).toContain("Noch nicht übersetzt: auf Englisch angezeigt.");
    // Without its English text too, both pages show the Portuguese original: said as such, not left unsaid.
    await forget("en");
    expect(await productPage("pt")).not.toMatch(/Ainda sem tradução/);
    expect(await productPage("de")).toContain("Noch nicht übersetzt: auf Portugiesisch angezeigt.");
    expect(await productPage("en")).toContain("Not translated yet: shown in Portuguese.");
  });
});
