import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateClicks, mailOutbox, newsletterSubscribers, visorRequests } from "#db/schema";
import { products as seedProducts } from "#db/seed/data/products";
import { setupTestApp } from "#tests/helpers/test-app";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { unsubscribeFromNewsletter } from "~/features/newsletter/newsletter.server";
import { writeLimits } from "#server/rate-limit.server";

const t = setupTestApp({ trustProxy: true });
let nextClient = 1;
/** Each test speaks from its own address, so rate limits of one do not leak into another. */
const client = () => `203.0.113.${nextClient++}`;

const post = (path: string, body: unknown, from = client(), headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": from, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/newsletter/subscribe", () => {
  const subscribers = (email: string) =>
    t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it("keeps a new address pending, trimmed and lower-cased, with evidence of consent and no IP, and queues its confirmation", async () => {
    const res = await post("/api/newsletter/subscribe", {
      email: "  Rider@Example.PT ",
      locale: "pt",
      pageUrl: "https://site/pt/",
      admin: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const [row] = await subscribers("rider@example.pt");
    expect(row).toMatchObject({
      locale: "pt",
      pageUrl: "/pt/",
      source: "newsletter",
      isActive: false,
      confirmedAt: null,
      consentVersion: "2025-06-21",
      confirmationsSent: 1,
    });
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113/);
    const [confirmation] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "rider@example.pt"));
    expect(confirmation).toMatchObject({ kind: "newsletter-confirm", language: "pt", status: "pending" });
    expect(confirmation!.html).toContain(`/pt/confirm?token=${row!.confirmToken}`);

    // Asking again at once: the message just sent is enough, said as such (no error) in the visitor's language.
    const again = await post("/api/newsletter/subscribe", { email: "rider@example.pt", locale: "pt" });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({
      message: "Acabei de te enviar uma confirmação: vê a tua caixa de entrada (e o spam).",
    });
    const againEn = await post("/api/newsletter/subscribe", { email: "rider@example.pt", locale: "en" });
    expect((await againEn.json()).message).toBe("I've just sent you a confirmation: check your inbox (and spam).");
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "rider@example.pt")),
    ).toHaveLength(1);

    // Once confirmed, the address is subscribed: 409.
    await t.database.db
      .update(newsletterSubscribers)
      .set({ isActive: true, confirmedAt: new Date(), confirmToken: null })
      .where(eq(newsletterSubscribers.email, "rider@example.pt"));
    const confirmed = await post("/api/newsletter/subscribe", { email: "rider@example.pt", locale: "en" });
    expect(confirmed.status).toBe(409);
    expect(await confirmed.json()).toEqual({ error: "This email is already subscribed!" });
  });

  it("keeps of pageUrl only a path of this site", async () => {
    for (const [pageUrl, stored] of [
      ["https://site/pt/visors-agv-k6?email=rider@example.pt#x", "/pt/visors-agv-k6"],
      ["/pt/produto/x", "/pt/produto/x"],
      ["javascript:alert(document.cookie)", null],
      ["data:text/html,<script>alert(1)</script>", null],
      ["/pt/\r\nSet-Cookie: x=1", "/pt/Set-Cookie:%20x=1"],
      ["//evil.example/phish", "/phish"],
    ] as const) {
      const email = `page${Math.random().toString(36).slice(2)}@example.pt`;
      expect((await post("/api/newsletter/subscribe", { email, locale: "pt", pageUrl })).status).toBe(201);
      const [row] = await subscribers(email);
      expect(row!.pageUrl, pageUrl).toBe(stored);
    }
  });

  it("asks an address that unsubscribed to confirm again", async () => {
    await post("/api/newsletter/subscribe", { email: "back@example.pt", locale: "de" });
    const [before] = await subscribers("back@example.pt");
    expect(await unsubscribeFromNewsletter(t.database.db, before!.unsubscribeToken)).toBe(true);
    const res = await post("/api/newsletter/subscribe", {
      email: "back@example.pt",
      locale: "fr",
      source: "newsletter-finder",
    });
    expect(res.status).toBe(201);
    const [after] = await subscribers("back@example.pt");
    expect(after).toMatchObject({ isActive: false, locale: "fr", source: "newsletter-finder", unsubscribedAt: null });
    expect(after!.confirmToken).toBeTruthy();
  });

  it.each([
    [{ email: "no-at-sign", locale: "pt" }, "Invalid email"],
    [{ email: "a b@c.pt", locale: "pt" }, "Invalid email"],
    [{ email: `${"a".repeat(250)}@x.pt`, locale: "pt" }, "Email is too long"],
    [{ email: "   ", locale: "pt" }, "Email is required"],
    [{ locale: "pt" }, "Email is required"],
    [{ email: "ok@x.pt", locale: "xx" }, "Invalid locale"],
    [{ email: "ok@x.pt", locale: "pt", source: "admin" }, "Invalid source"],
  ])("answers 400 for %j and writes nothing", async (body, message) => {
    const before = (await t.database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
    const res = await post("/api/newsletter/subscribe", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
    expect((await t.database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n).toBe(before);
  });

  it("refuses bodies that are not a small JSON object", async () => {
    expect((await post("/api/newsletter/subscribe", "not json")).status).toBe(400);
    expect((await post("/api/newsletter/subscribe", "[1,2]")).status).toBe(400);
    const huge = await post("/api/newsletter/subscribe", {
      email: "big@x.pt",
      locale: "pt",
      pageUrl: "x".repeat(20_000),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "Request body is too large" });
  });

  it("pretends to accept a bot that fills the honeypot, and stores nothing", async () => {
    const res = await post("/api/newsletter/subscribe", { email: "bot@spam.pt", locale: "pt", website: "http://spam" });
    expect(res.status).toBe(201);
    expect(await subscribers("bot@spam.pt")).toEqual([]);
  });

  it("limits each client, with 429 and Retry-After, and counts clients apart", async () => {
    const from = client();
    const { limit } = writeLimits.newsletter;
    for (let i = 0; i < limit; i++) {
      expect((await post("/api/newsletter/subscribe", { email: `n${i}@limit.pt`, locale: "pt" }, from)).status).toBe(
        201,
      );
    }
    const blocked = await post("/api/newsletter/subscribe", { email: "over@limit.pt", locale: "pt" }, from);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: "Too many requests. Please try again later." });
    expect(await subscribers("over@limit.pt")).toEqual([]);
    expect((await post("/api/newsletter/subscribe", { email: "other@limit.pt", locale: "pt" })).status).toBe(201);
  });
});

describe("POST /api/visor-request", () => {
  const request = {
    email: "k6@example.pt",
    helmetBrand: "AGV",
    helmetModel: "K6",
    visorType: "transparente",
    locale: "pt",
    pageUrl: "https://site/pt/visors-agv-k6",
    sourceType: "visor-request-category",
    status: "pending",
  };

  it("keeps a request once, pending, with its time", async () => {
    const first = await post("/api/visor-request", request);
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBeTruthy();
    expect((await post("/api/visor-request", { ...request, email: " K6@Example.pt " })).status).toBe(200);
    const stored = await t.database.db.select().from(visorRequests).where(eq(visorRequests.email, "k6@example.pt"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", visorType: "transparente", helmetModel: "K6" });
    expect(stored[0]!.requestedAt).toBeInstanceOf(Date);
  });

  it("keeps a brand-only request (the finder without a model) with an empty model, not a placeholder", async () => {
    const { helmetModel: _model, ...brandOnly } = request;
    const res = await post("/api/visor-request", { ...brandOnly, email: "bell@example.pt", helmetBrand: "Bell" });
    expect(res.status).toBe(201);
    const [stored] = await t.database.db.select().from(visorRequests).where(eq(visorRequests.email, "bell@example.pt"));
    expect(stored).toMatchObject({ helmetBrand: "Bell", helmetModel: "" });
  });

  it.each([
    [{ ...request, email: "nope" }, "Invalid email"],
    [{ ...request, helmetBrand: "" }, "helmetBrand is required"],
    [{ ...request, helmetModel: "x".repeat(81) }, "helmetModel is too long"],
    [{ ...request, sourceType: "elsewhere" }, "Invalid sourceType"],
    [{ ...request, visorType: "smoke" }, "visorType must be transparente"],
    [{ ...request, status: "processed" }, "status must be pending"],
  ])("answers 400 for bad input (%#)", async (body, message) => {
    const res = await post("/api/visor-request", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
  });
});

describe("affiliate clicks", () => {
  const linked = seedProducts.find((p) => p.aliexpressUrl.startsWith("https://"))!;
  const productId = async () =>
    (await t.getJson<StorefrontProduct>(`/api/products/by-localized-slug/pt/${linked.slug}`)).body.id;
  const clicksOf = async (id: number) =>
    t.database.db.select().from(affiliateClicks).where(eq(affiliateClicks.productId, id));

  it("POST /api/affiliate/track records the product's own link and the referring page", async () => {
    const id = await productId();
    const before = (await clicksOf(id)).length;
    const res = await post(
      "/api/affiliate/track",
      { productId: id, affiliateUrl: "https://evil.example/", locale: "en" },
      client(),
      { Referer: "http://localhost/en/product/x?utm=1" },
    );
    expect(res.status).toBe(201);
    const clicks = await clicksOf(id);
    expect(clicks).toHaveLength(before + 1);
    expect(clicks.at(-1)).toMatchObject({
      affiliateUrl: linked.aliexpressUrl,
      languageCode: "en",
      pagePath: "/en/product/x",
    });
    expect((await post("/api/affiliate/track", { productId: 999999 })).status).toBe(404);
    expect((await post("/api/affiliate/track", { productId: "abc" })).status).toBe(400);
  });

  it("/go keeps sending visitors over the limit to the shop, without counting them", async () => {
    const id = await productId();
    const from = client();
    const go = () => t.app.request(`/go/${id}?lang=pt`, { headers: { "X-Forwarded-For": from } });
    const before = (await clicksOf(id)).length;
    for (let i = 0; i < writeLimits.affiliateClick.limit + 3; i++) expect((await go()).status).toBe(302);
    expect((await clicksOf(id)).length).toBe(before + writeLimits.affiliateClick.limit);
  });
});

describe("the visitor forms without JavaScript", () => {
  const form = (path: string, fields: Record<string, string>, from = client()) =>
    t.app.request(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": from,
        // Browsers send the page's origin with a form post (the API refuses cross-site forms).
        Origin: "http://localhost",
        Referer: "http://localhost/de/visors-bell-star",
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("asks for a visor and, with the box ticked, the newsletter; the answer is a page, with no field in its address", async () => {
    const res = await form("/api/visor-request", {
      email: "Plain.Form@example.com",
      helmetBrand: "Bell",
      helmetModel: "Star",
      locale: "de",
      sourceType: "visor-request-category",
      newsletter: "on",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe("/de/sent?form=notify&result=ok&back=%2Fde%2Fvisors-bell-star");
    const [request] = await t.database.db
      .select()
      .from(visorRequests)
      .where(eq(visorRequests.email, "plain.form@example.com"));
    expect(request).toMatchObject({
      helmetBrand: "Bell",
      helmetModel: "Star",
      locale: "de",
      pageUrl: "/de/visors-bell-star",
    });
    const [subscriber] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "plain.form@example.com"));
    expect(subscriber).toMatchObject({ isActive: false, source: "newsletter-visor-demand", locale: "de" });

    // Unticked: the visor request only.
    await form("/api/visor-request", {
      email: "no-news@example.com",
      helmetBrand: "Bell",
      locale: "de",
      sourceType: "visor-request-category",
    });
    expect(
      await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "no-news@example.com")),
    ).toHaveLength(0);
  });

  it("answers each outcome with its page: invalid, already subscribed, over the limit; a bot stores nothing", async () => {
    const subscribe = (email: string, from?: string) =>
      form("/api/newsletter/subscribe", { email, locale: "fr" }, from);
    expect((await subscribe("not-an-address")).headers.get("location")).toContain("form=newsletter&result=invalid");
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: "known@example.com", unsubscribeToken: "known-token-000000000000000", isActive: true });
    expect((await subscribe("known@example.com")).headers.get("location")).toContain("result=duplicate");
    const from = client();
    for (let i = 0; i < writeLimits.newsletter.limit; i++) await subscribe(`limit-${i}@example.com`, from);
    expect((await subscribe("one-more@example.com", from)).headers.get("location")).toContain("result=later");
    const bot = await form("/api/newsletter/subscribe", {
      email: "bot@example.com",
      locale: "fr",
      website: "http://spam",
    });
    expect(bot.headers.get("location")).toContain("result=ok");
    expect(
      await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "bot@example.com")),
    ).toHaveLength(0);
  });
});
