import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox, priceAlerts } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { visitorForm } from "#tests/helpers/visitor-forms";
import { confirmPriceAlerts } from "~/features/price-alerts/price-alerts.server";

export const origin = "https://garage.example";

/**
 * The price alert tests (price-alert*.test.ts): the seeded app behind a trusted proxy (each request from its own
 * address), a logged-in curator, mail through a real SMTP server started here, and the rider's steps.
 */
export function setupPriceAlertTests() {
  const t = setupTestApp({ publicOrigin: origin, trustProxy: true });
  const send = adminJsonClient(t);
  const db = () => t.database.db;
  const { smtp, deliver } = setupSmtpServer(db);
  const { json: alertRequest, form: alertForm } = visitorForm(t, "/api/price-alert");
  let made = 0;

  /** A published product at 100.00 € that can be bought, made through the admin API as the curator does it. */
  async function buyableProduct() {
    const n = ++made;
    const name = `Intercomunicador Alerta ${n}`;
    const created = await send<{ id: number }>("POST", "/api/admin/products", {
      name,
      type: "intercom",
      price: "100.00",
      aliexpressUrl: "https://s.click.aliexpress.com/e/_alert",
      stock: null,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const status of ["ready", "published"]) {
      expect((await send("PATCH", `/api/admin/products/${id}/status`, { status, confirm: true })).status).toBe(200);
    }
    return { id, name, slug: `intercomunicador-alerta-${n}` };
  }

  /** The curator's quick edit of the price (the admin API), in stock unless said. */
  const reprice = async (id: number, price: string, stock = "") =>
    expect((await send("PUT", `/api/admin/products/${id}/pricing`, { price, originalPrice: "", stock })).status).toBe(
      200,
    );
  const alertsOf = (productId: number) =>
    db().select().from(priceAlerts).where(eq(priceAlerts.productId, productId)).orderBy(priceAlerts.id);
  /** The price-drop messages queued for a product. */
  const drops = (productId: number) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "price-drop"), eq(mailOutbox.productId, productId)));

  const confirmLink = new RegExp(`${origin}/(\\w+)/confirm\\?alert=([\\w-]+)`);
  const isConfirmation = (html: unknown) => confirmLink.test(String(html));
  /** The token of the last confirmation message that reached `address` over SMTP. */
  async function confirmationToken(address: string) {
    await deliver();
    const message = smtp.to(address).findLast((m) => isConfirmation(m.html));
    expect(message, `a confirmation for ${address}`).toBeDefined();
    return String(message!.html).match(confirmLink)![2]!;
  }
  /** The rider confirms with the link mailed to them (what the confirm page's button does). */
  const confirmByMail = async (address: string) =>
    expect(await confirmPriceAlerts(db(), await confirmationToken(address), origin)).toBeTruthy();
  /** The price-drop messages that reached `address`. */
  const dropsTo = (address: string) => smtp.to(address).filter((m) => !isConfirmation(m.html));

  return {
    t,
    send,
    db,
    smtp,
    deliver,
    alertRequest,
    alertForm,
    buyableProduct,
    reprice,
    alertsOf,
    drops,
    confirmLink,
    confirmationToken,
    confirmByMail,
    dropsTo,
  };
}
