import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, priceAlerts, productFits, products } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import { deleteExpiredPriceAlerts } from "~/features/price-alerts/price-alerts.server";
import { privacyPage } from "~/features/static-pages/content/privacy";
import { supportedLanguages } from "~/i18n/languages";
import { setupPriceAlertTests } from "./price-alerts.test-setup";

/**
 * "Tell me when it is cheaper" (issue 30 item 7), asking: from JSON or a plain form, one product or every visor of
 * the rider's helmet, unconfirmed until the link of the one confirmation message (in the rider's language) is used,
 * forgotten on time. Telling: price-alert-notices.test.ts.
 */
const { t, db, smtp, deliver, alertRequest, alertForm, buyableProduct, alertsOf, confirmLink, confirmByMail } =
  setupPriceAlertTests();
const outboxOf = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe("asking for a price alert", () => {
  it("stores it unconfirmed at the price now and mails one confirmation in the rider's language", async () => {
    const { id, name } = await buyableProduct();
    const res = await alertRequest({ email: "Preis@Example.com", locale: "de", productId: id, targetPrice: "89,90" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: expect.stringContaining("Gespeichert") });
    const [alert] = await alertsOf(id);
    expect(alert).toMatchObject({
      email: "preis@example.com",
      locale: "de",
      targetPrice: "89.90",
      basePrice: "100.00",
      confirmedAt: null,
      lastNotifiedAt: null,
    });
    await deliver();
    const [mail] = smtp.to("preis@example.com");
    expect(mail!.subject).toBe(`Bestätige deinen Preisalarm: ${name}`);
    expect(mail!.headers.get("content-language")).toBe("de");
    expect(mail!.text).toContain("Jetzt 100,00\u00a0€");
    expect(mail!.text).toContain("Alarm bei 89,90\u00a0€ oder weniger");
    expect(String(mail!.html).match(confirmLink)!.slice(1)).toEqual(["de", alert!.confirmToken]);

    // Asking again while unconfirmed: the same row with the new target, and the confirmation once more.
    expect((await alertRequest({ email: "preis@example.com", locale: "de", productId: id })).status).toBe(201);
    const [again] = await alertsOf(id);
    expect(again).toMatchObject({ id: alert!.id, targetPrice: null, confirmedAt: null });
    await deliver();
    expect(smtp.to("preis@example.com")).toHaveLength(2);

    // Confirmed, then asked again: the target changes, no confirmation is mailed.
    await confirmByMail("preis@example.com");
    expect(
      (await alertRequest({ email: "preis@example.com", locale: "de", productId: id, targetPrice: 95 })).status,
    ).toBe(201);
    const [updated] = await alertsOf(id);
    expect(updated).toMatchObject({ id: alert!.id, targetPrice: "95.00", confirmedAt: expect.any(Date) });
    await deliver();
    expect(smtp.to("preis@example.com")).toHaveLength(2);
    expect(await alertsOf(id)).toHaveLength(1);
  });

  it("works without JavaScript: a plain form lands on the answer page in the rider's language", async () => {
    const { id, name, slug } = await buyableProduct();
    const page = `/fr/produit/${slug}`;
    const res = await alertForm(
      { email: "forme@example.com", locale: "fr", productId: String(id), targetPrice: "", website: "" },
      page,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/fr/sent?form=price&result=ok&back=${encodeURIComponent(page)}`);
    expect(await alertsOf(id)).toMatchObject([{ email: "forme@example.com", locale: "fr", targetPrice: null }]);
    await deliver();
    expect(smtp.to("forme@example.com")[0]!.subject).toBe(`Confirmez votre alerte de prix : ${name}`);
    const bad = await alertForm(
      { email: "forme@example.com", locale: "fr", productId: String(id), targetPrice: "100" },
      page,
    );
    expect(bad.headers.get("location")).toMatch(/^\/fr\/sent\?form=price&result=invalid/);
  });

  it("refuses a target at or above the price now with a clear message in the rider's language, writing nothing", async () => {
    const { id } = await buyableProduct();
    const before = (await outboxOf("price-alert-confirm")).length;
    const cases = [
      [
        { email: "a@b.pt", locale: "de", productId: id, targetPrice: "100.00" },
        400,
        "Dein Preis muss unter dem aktuellen Preis von 100,00\u00a0€ liegen.",
      ],
      [
        { email: "a@b.pt", locale: "pt", productId: id, targetPrice: 120 },
        400,
        "O teu preço tem de ficar abaixo do preço atual, 100,00\u00a0€.",
      ],
      [{ email: "a@b.pt", locale: "en", productId: id, targetPrice: "cheap" }, 400, /Target price must be an amount/],
      [{ email: "a@b.pt", locale: "en" }, 400, /productId or a helmetModelId/],
      [
        { email: "a@b.pt", locale: "en", helmetModelId: 1, targetPrice: "10" },
        400,
        /A target price is for one product/,
      ],
      [{ email: "rider@", locale: "en", productId: id }, 400, /Invalid email/],
      [{ email: "a@b.pt", locale: "en", productId: 999_999 }, 404, /Product not found/],
    ] as const;
    for (const [body, status, error] of cases) {
      const res = await alertRequest(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = (await res.json()) as { error: string };
      if (typeof error === "string") expect(answer.error).toBe(error);
      else expect(answer.error).toMatch(error);
    }
    expect(await alertsOf(id)).toHaveLength(0);
    expect(await outboxOf("price-alert-confirm")).toHaveLength(before);
  });

  it("answers a filled honeypot as if all went well, and keeps nothing", async () => {
    const { id } = await buyableProduct();
    const res = await alertRequest({ email: "bot@example.com", locale: "en", productId: id, website: "https://spam" });
    expect(res.status).toBe(201);
    expect(await alertsOf(id)).toHaveLength(0);
    await deliver();
    expect(smtp.to("bot@example.com")).toHaveLength(0);
  });
});

describe("every visor for my helmet", () => {
  it("makes one alert per published visor that fits, with one confirmation mail, confirmed by one link", async () => {
    const [helmet] = await db()
      .select({
        modelId: productFits.helmetModelId,
        visors: sql<number[]>`array_agg(${products.id} order by ${products.id})`,
      })
      .from(productFits)
      .innerJoin(
        products,
        and(eq(products.id, productFits.productId), eq(products.status, "published"), eq(products.type, "visor")),
      )
      .where(sql`${products.deletedAt} is null`)
      .groupBy(productFits.helmetModelId)
      .having(sql`count(*) >= 2`)
      .limit(1);
    expect(helmet, "a seeded helmet with two published visors").toBeDefined();
    const res = await alertRequest({ email: "casco@example.com", locale: "it", helmetModelId: helmet!.modelId });
    expect(res.status).toBe(201);
    const rows = await db().select().from(priceAlerts).where(eq(priceAlerts.email, "casco@example.com"));
    expect(rows.map((r) => r.productId).sort((a, b) => a - b)).toEqual(helmet!.visors);
    expect(new Set(rows.map((r) => r.confirmToken)).size).toBe(1);
    expect(rows.every((r) => r.targetPrice === null && r.confirmedAt === null && r.locale === "it")).toBe(true);
    await deliver();
    const mails = smtp.to("casco@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Conferma i tuoi avvisi di prezzo per ${helmet!.visors.length} prodotti`);
    expect(mails[0]!.text).toContain("avviso con un calo di almeno il 5\u00a0%");

    await confirmByMail("casco@example.com");
    const confirmed = await db().select().from(priceAlerts).where(eq(priceAlerts.email, "casco@example.com"));
    expect(confirmed.every((r) => r.confirmedAt !== null)).toBe(true);
    // Asked again: every alert is confirmed already, so nothing is mailed.
    expect(
      (await alertRequest({ email: "casco@example.com", locale: "it", helmetModelId: helmet!.modelId })).status,
    ).toBe(201);
    await deliver();
    expect(smtp.to("casco@example.com")).toHaveLength(1);
    expect(
      await alertRequest({ email: "x@example.com", locale: "it", helmetModelId: 999_999 }).then((r) => r.status),
    ).toBe(404);

    // The page of a visor that fits the rider's helmet offers it; without "my helmet" it offers the one product only.
    const [visor] = await db()
      .select({ slug: products.slug, price: products.price })
      .from(products)
      .where(eq(products.id, helmet!.visors[0]!));
    const site = await createAppWithPages(t.database);
    try {
      const visorPage = async (cookie?: string) => {
        const page = await site.app.request(`/pt/produto/${visor!.slug}`, {
          headers: cookie ? { Cookie: cookie } : {},
        });
        return page.text();
      };
      const withHelmet = await visorPage(`helmet=${helmet!.modelId}`);
      expect(withHelmet).toMatch(/<form[^>]* action="\/api\/price-alert"/);
      expect(withHelmet).toContain(`name="helmetModelId" value="${helmet!.modelId}"`);
      expect(withHelmet).toContain("Todas as viseiras para o meu");
      const without = await visorPage();
      expect(without).not.toContain('name="helmetModelId"');
      expect(without).toContain('name="targetPrice"');
      expect(without).toContain(`max="${((Math.round(Number(visor!.price) * 100) - 1) / 100).toFixed(2)}"`);
    } finally {
      await site.close();
    }
  }, 120_000);
});

describe("forgetting", () => {
  it("the privacy page says, in every language, what an alert keeps and when it is deleted", () => {
    for (const language of supportedLanguages) {
      const text = privacyPage[language].sections.map((s) => [s.heading, ...s.paragraphs].join(" ")).join("\n");
      // Back in stock and price alerts: confirmed first, unconfirmed gone after 30 days, price alerts after two years.
      const alerts = text.split("\n").filter((section) => /5\s%/.test(section));
      expect(alerts, language).toHaveLength(1);
      expect(alerts[0], language).toMatch(/30/);
      expect(text.match(/30/g)!.length, language).toBeGreaterThanOrEqual(3);
    }
  });

  it("deletes alerts never confirmed after 30 days, and every alert two years after it was asked", async () => {
    const { id } = await buyableProduct();
    for (const email of [
      "old-unconfirmed@example.com",
      "old-confirmed@example.com",
      "ancient@example.com",
      "new@example.com",
    ]) {
      await alertRequest({ email, locale: "en", productId: id });
    }
    const age = (email: string, days: number, confirmed: boolean) =>
      db()
        .update(priceAlerts)
        .set({
          requestedAt: sql`now() - make_interval(days => ${days})`,
          confirmedAt: confirmed ? new Date() : null,
        })
        .where(eq(priceAlerts.email, email));
    await age("old-unconfirmed@example.com", 31, false);
    await age("old-confirmed@example.com", 31, true);
    await age("ancient@example.com", 731, true);
    expect(await deleteExpiredPriceAlerts(db())).toBe(2);
    expect((await alertsOf(id)).map((a) => a.email).sort()).toEqual(["new@example.com", "old-confirmed@example.com"]);
    // Their confirmation messages (and the addresses in them) went with them.
    const confirmations = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "old-unconfirmed@example.com"));
    expect(confirmations).toEqual([]);
  });
});
