import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, products, requestSuppressions } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import { rawHeader } from "#tests/helpers/smtp-server";
import { queuePriceAlerts } from "~/features/catalog/price-notices.server";
import { requestSuppressionHash } from "~/features/mail/request-suppressions.server";
import { origin, setupPriceAlertTests } from "./price-alerts.test-setup";

/**
 * "Tell me when it is cheaper" (issue 30 item 7), telling: a price saved through the admin API answers each confirmed
 * alert it is due for with one message over SMTP in the rider's language, once per drop; the confirm page's button
 * works once; the RFC 8058 one-click stop forgets the alert and its messages.
 */
const {
  t,
  db,
  deliver,
  alertRequest,
  buyableProduct,
  reprice,
  alertsOf,
  drops,
  confirmationToken,
  confirmByMail,
  dropsTo,
} = setupPriceAlertTests();

describe("telling a price drop", () => {
  it("sends one message per confirmed alert due, in its language, once per drop", async () => {
    const { id, name, slug } = await buyableProduct();
    await alertRequest({ email: "ohne-ziel@example.com", locale: "de", productId: id });
    await alertRequest({ email: "com-alvo@example.com", locale: "pt", productId: id, targetPrice: "90" });
    await alertRequest({ email: "unconfirmed@example.com", locale: "en", productId: id });
    await confirmByMail("ohne-ziel@example.com");
    await confirmByMail("com-alvo@example.com");

    // The same price saved again, or a drop under 5 % without a target, tells no one.
    await reprice(id, "100.00");
    await reprice(id, "96.00");
    expect(await drops(id)).toHaveLength(0);

    // 5 % below the price asked at: the alert without a target is due; the one waiting for 90 is not.
    await reprice(id, "95.00");
    expect((await drops(id)).map((m) => [m.recipient, m.language])).toEqual([["ohne-ziel@example.com", "de"]]);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [german] = dropsTo("ohne-ziel@example.com");
    expect(german!.subject).toBe(`Jetzt günstiger: ${name} für 95,00\u00a0€`);
    expect(german!.headers.get("content-language")).toBe("de");
    expect(german!.text).toContain("95,00\u00a0€");
    expect(german!.text).toContain("vorher 100,00\u00a0€");
    expect(german!.html).toContain(`${origin}/de/produkt/${slug}`);
    const stop = String(rawHeader(german!, "list-unsubscribe"));
    expect(stop).toMatch(new RegExp(`^<${origin}/de/unsubscribe\\?alert=[0-9a-f]{32}>$`));
    expect(rawHeader(german!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const [told] = (await alertsOf(id)).filter((a) => a.email === "ohne-ziel@example.com");
    expect(told).toMatchObject({ basePrice: "95.00", lastNotifiedAt: expect.any(Date) });

    // The same drop saved again, or a small step below it, sends nothing.
    await reprice(id, "95.00");
    await reprice(id, "93.00");
    expect(await drops(id)).toHaveLength(1);

    // Out of stock, a lower price tells no one; back in stock at it, the target (90) and a second 5 % drop are due.
    await reprice(id, "89.90", "0");
    expect(await drops(id)).toHaveLength(1);
    await reprice(id, "89.90", "3");
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(dropsTo("ohne-ziel@example.com").map((m) => m.subject)).toEqual([
      `Jetzt günstiger: ${name} für 95,00\u00a0€`,
      `Jetzt günstiger: ${name} für 89,90\u00a0€`,
    ]);
    const [portuguese] = dropsTo("com-alvo@example.com");
    expect(portuguese!.subject).toBe(`Baixou de preço: ${name}, agora 89,90\u00a0€`);
    expect(portuguese!.text).toContain("custasse 90,00\u00a0€ ou menos");

    // Up and back down to the told price: the same drop, not told again. The unconfirmed rider never hears.
    await reprice(id, "99.00", "3");
    await reprice(id, "89.90", "3");
    await deliver();
    expect(dropsTo("ohne-ziel@example.com")).toHaveLength(2);
    expect(dropsTo("com-alvo@example.com")).toHaveLength(1);
    expect(dropsTo("unconfirmed@example.com")).toHaveLength(0);
    expect(await drops(id)).toHaveLength(3);
  });

  it("a rolled-back save tells nothing, and a drop is claimed once", async () => {
    const { id } = await buyableProduct();
    await alertRequest({ email: "rollback@example.com", locale: "it", productId: id });
    await confirmByMail("rollback@example.com");
    await db()
      .transaction(async (tx) => {
        await tx.update(products).set({ price: "80.00" }).where(eq(products.id, id));
        expect(await queuePriceAlerts(tx, id, origin)).toBe(1);
        throw new Error("the save failed");
      })
      .catch(() => undefined);
    expect(await drops(id)).toHaveLength(0);
    expect((await alertsOf(id))[0]).toMatchObject({ basePrice: "100.00", lastNotifiedAt: null });
    // Two saves at once (on PostgreSQL, two connections, as two instances would): the drop is told by one of them.
    await db().update(products).set({ price: "80.00" }).where(eq(products.id, id));
    const told = await Promise.all([1, 2].map(() => db().transaction((tx) => queuePriceAlerts(tx, id, origin))));
    expect(told.sort()).toEqual([0, 1]);
    expect(await queuePriceAlerts(db(), id, origin)).toBe(0);
    expect(await drops(id)).toHaveLength(1);
  });
});

describe("the confirm and stop pages", () => {
  it("confirm once by the page's button; stop with one click, forgetting the alert and its messages", async () => {
    const { id } = await buyableProduct();
    await alertRequest({ email: "pagina@example.com", locale: "pt", productId: id });
    const token = await confirmationToken("pagina@example.com");
    const site = await createAppWithPages(t.database);
    try {
      const confirmPath = `/pt/confirm?alert=${token}`;
      // A GET (a mail scanner) confirms nothing.
      const page = await site.app.request(confirmPath);
      expect(await page.text()).toContain("Confirmar o alerta");
      expect((await alertsOf(id))[0]!.confirmedAt).toBeNull();
      const press = () =>
        site.app.request(confirmPath, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ alert: token }).toString(),
        });
      const confirmed = await press();
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain("escrevo-te quando o preço baixar");
      expect((await alertsOf(id))[0]!.confirmedAt).not.toBeNull();
      const used = await press();
      expect(used.status).toBe(400);
      expect(await used.text()).toContain("já foi usado");

      await reprice(id, "90.00");
      await deliver();
      const [drop] = dropsTo("pagina@example.com");
      const stopUrl = new URL(String(rawHeader(drop!, "list-unsubscribe")).slice(1, -1));
      const stopPath = stopUrl.pathname + stopUrl.search;
      expect(await (await site.app.request(stopPath)).text()).toContain("Esquecer o meu pedido");
      expect(await alertsOf(id)).toHaveLength(1);
      const oneClick = await site.app.request(stopPath, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("o teu alerta de preço e o teu e-mail foram apagados");
    } finally {
      await site.close();
    }
    expect(await alertsOf(id)).toHaveLength(0);
    const left = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "pagina@example.com"));
    expect(left).toEqual([]);
    const stopToken = new URL(
      String(rawHeader(dropsTo("pagina@example.com")[0]!, "list-unsubscribe")).slice(1, -1),
    ).searchParams.get("alert")!;
    const [suppressed] = await db()
      .select()
      .from(requestSuppressions)
      .where(eq(requestSuppressions.tokenHash, requestSuppressionHash(stopToken)));
    expect(suppressed).toMatchObject({ kind: "alert" });
  }, 120_000);
});
