import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, stockRequests } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { rawHeader, setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { visitorForm } from "#tests/helpers/visitor-forms";
import { createAppWithPages } from "#tests/helpers/pages";
import type { StockRequestRow } from "~/features/stock-requests/stock-requests.schema";
import { confirmStockRequest } from "~/features/stock-requests/stock-requests.server";

/**
 * "Tell me when it's back" (issue 18 item 3): stored like a visor request, confirmed by mail (double opt-in, issue
 * 30), told once through the outbox.
 */
const origin = "https://garage.example";
// Behind a trusted proxy, so each request can come from its own address (the write limit counts per address).
const t = setupTestApp({ publicOrigin: origin, trustProxy: true });
const send = adminJsonClient(t);
const db = () => t.database.db;
const { smtp, deliver } = setupSmtpServer(db);

const fields = (stock: number | null, aliexpressUrl = "https://s.click.aliexpress.com/e/_stock") => ({
  name: "Intercomunicador Teste Stock",
  type: "intercom",
  price: "129.90",
  originalPrice: "159.90",
  aliexpressUrl,
  stock,
});

/** A published product, out of stock, made through the admin API as the curator does it. */
async function publishedProduct(stock: number | null = 0, aliexpressUrl?: string) {
  const created = await send<{ id: number }>("POST", "/api/admin/products", fields(stock, aliexpressUrl));
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" })).status).toBe(200);
  expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true })).status).toBe(
    200,
  );
  return id;
}

const { json: ask, form: askByForm } = visitorForm(t, "/api/stock-request");
const requestsOf = (productId: number) =>
  db().select().from(stockRequests).where(eq(stockRequests.productId, productId));
const messagesOf = (productId: number) => db().select().from(mailOutbox).where(eq(mailOutbox.productId, productId));

const confirmLink = new RegExp(`${origin}/(\\w+)/confirm\\?stock=([\\w-]+)`);
/** What an address received besides its confirmation messages: the "it's back" notices. */
const noticesTo = (address: string) => smtp.to(address).filter((m) => !confirmLink.test(String(m.html)));

/** The visitor opens the confirmation message that arrived over SMTP and presses its page's button. */
async function confirmByMail(address: string) {
  await deliver();
  const confirmation = smtp.to(address).findLast((m) => confirmLink.test(String(m.html)));
  expect(confirmation, `a confirmation for ${address}`).toBeDefined();
  const [, , token] = String(confirmation!.html).match(confirmLink)!;
  expect(await confirmStockRequest(db(), token!, origin)).toBeTruthy();
}

describe("asking to be told when a product is back", () => {
  it("stores one request per address and product, in the visitor's language, from JSON or a plain form", async () => {
    const id = await publishedProduct(0);
    expect((await ask({ email: "Rider@Example.com", locale: "de", productId: id })).status).toBe(201);
    expect((await ask({ email: "rider@example.com", locale: "de", productId: id })).status).toBe(200);
    const form = await askByForm(
      { email: "form@example.com", locale: "fr", productId: String(id), website: "" },
      "/fr/produit/x",
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/fr/sent?form=stock&result=ok&back=%2Ffr%2Fproduit%2Fx`);
    const rows = await requestsOf(id);
    expect(rows.map((r) => [r.email, r.locale, r.pageUrl]).sort()).toEqual([
      ["form@example.com", "fr", "/fr/produit/x"],
      ["rider@example.com", "de", null],
    ]);
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const id = await publishedProduct(0);
    const buyable = await publishedProduct(null);
    const cases = [
      [{ email: "rider@", locale: "en", productId: id }, 400, /Invalid email/],
      [{ email: "a@b.pt", locale: "ja", productId: id }, 400, /Invalid locale/],
      [{ email: "a@b.pt", locale: "en", productId: "x" }, 400, /Invalid id/],
      [{ email: "a@b.pt", locale: "en", productId: 999_999 }, 404, /Product not found/],
      [{ email: "a@b.pt", locale: "en", productId: buyable }, 409, /can be bought now/],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
    expect(await requestsOf(id)).toHaveLength(0);
    expect(await requestsOf(buyable)).toHaveLength(0);
    // Without JavaScript the in-stock answer is its own page, not "registered".
    const form = await askByForm({ email: "a@b.pt", locale: "en", productId: String(buyable) }, "/en/product/x");
    expect(form.headers.get("location")).toMatch(/^\/en\/sent\?form=stock&result=duplicate/);
  });
});

describe("a product back in stock", () => {
  it("tells each visitor waiting for it once, in their language, with a one-click way to stop", async () => {
    const id = await publishedProduct(0);
    await ask({ email: "wartet@example.com", locale: "de", productId: id });
    await ask({ email: "espera@example.com", locale: "pt", productId: id });
    await confirmByMail("wartet@example.com");
    await confirmByMail("espera@example.com");

    // Saved still out of stock, or in stock without a shop link: nothing can be bought, nothing is sent.
    expect((await send("PUT", `/api/admin/products/${id}`, fields(0))).status).toBe(200);
    expect((await send("PUT", `/api/admin/products/${id}`, fields(null, ""))).status).toBe(200);
    expect(await messagesOf(id)).toHaveLength(0);

    // In stock with its link: one message each, queued in the same save.
    expect((await send("PUT", `/api/admin/products/${id}`, fields(5))).status).toBe(200);
    expect(await messagesOf(id)).toHaveLength(2);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const [german] = noticesTo("wartet@example.com");
    expect(german!.subject).toBe("Wieder da: Intercomunicador Teste Stock");
    expect(german!.headers.get("content-language")).toBe("de");
    expect(german!.text).toContain("129,90");
    expect(german!.html).toContain(`${origin}/de/produkt/`);
    const stop = String(rawHeader(german!, "list-unsubscribe"));
    expect(stop).toMatch(new RegExp(`^<${origin}/de/unsubscribe\\?stock=[0-9a-f]{32}>$`));
    expect(rawHeader(german!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const [portuguese] = noticesTo("espera@example.com");
    expect(portuguese!.subject).toBe("Voltou: Intercomunicador Teste Stock");
    expect(portuguese!.html).toContain(`${origin}/pt/produto/intercomunicador-teste-stock`);

    // The admin sees who was told and how the message fared.
    const list = await send<StockRequestRow[]>("GET", "/api/admin/stock-requests");
    const row = list.body.find((r) => r.email === "wartet@example.com")!;
    expect(row).toMatchObject({ productId: id, product: "Intercomunicador Teste Stock", locale: "de" });
    expect(row.notified).toMatchObject({ mail: "sent" });

    // Never twice: out again and back again, or saved again, sends nothing new.
    await send("PUT", `/api/admin/products/${id}`, fields(0));
    await send("PUT", `/api/admin/products/${id}`, fields(3));
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready", confirm: true });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    await deliver();
    expect(noticesTo("wartet@example.com")).toHaveLength(1);
    expect(await messagesOf(id)).toHaveLength(2);

    // The stop page: a GET (a mail scanner) forgets nothing; RFC 8058 one-click forgets the request,
    // its message and the address.
    const site = await createAppWithPages(t.database);
    try {
      const stopUrl = new URL(stop.slice(1, -1));
      const page = await site.app.request(stopUrl.pathname + stopUrl.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Meine Anfrage vergessen");
      expect(await requestsOf(id)).toHaveLength(2);
      const oneClick = await site.app.request(stopUrl.pathname + stopUrl.search, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("deine Verfügbarkeits-Anfrage und deine Adresse sind gelöscht");
    } finally {
      await site.close();
    }
    const left = await requestsOf(id);
    expect(left.map((r) => r.email)).toEqual(["espera@example.com"]);
    expect((await messagesOf(id)).map((m) => m.recipient)).toEqual(["espera@example.com"]);
  }, 120_000);

  it("a request made while the product was unpublished is answered when it is published in stock", async () => {
    const id = await publishedProduct(0);
    await ask({ email: "later@example.com", locale: "it", productId: id });
    await confirmByMail("later@example.com");
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready", confirm: true });
    expect((await send("PUT", `/api/admin/products/${id}`, fields(2))).status).toBe(200);
    expect(await messagesOf(id)).toHaveLength(0);
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    expect((await messagesOf(id)).map((m) => [m.recipient, m.language, m.kind])).toEqual([
      ["later@example.com", "it", "stock-back"],
    ]);
  });

  it("tells those waiting when the list's quick edit puts the product back in stock", async () => {
    const id = await publishedProduct(0);
    await ask({ email: "quick@example.com", locale: "fr", productId: id });
    await confirmByMail("quick@example.com");
    const confirmed = await send("POST", `/api/admin/products/${id}/pricing/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await messagesOf(id)).toHaveLength(0);
    const saved = await send("PUT", `/api/admin/products/${id}/pricing`, { price: "24.90", stock: 4 });
    expect(saved.status).toBe(200);
    expect((await messagesOf(id)).map((m) => [m.recipient, m.language, m.kind])).toEqual([
      ["quick@example.com", "fr", "stock-back"],
    ]);
    await send("PUT", `/api/admin/products/${id}/pricing`, { price: "24.90", stock: 5 });
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it("the curator can delete a request, with its message", async () => {
    const id = await publishedProduct(0);
    await ask({ email: "gone@example.com", locale: "en", productId: id });
    const [row] = await requestsOf(id);
    expect((await send("DELETE", `/api/admin/stock-requests/${row!.id}`)).status).toBe(200);
    expect(await requestsOf(id)).toHaveLength(0);
    expect((await send("DELETE", `/api/admin/stock-requests/${row!.id}`)).status).toBe(404);
  });
});

describe("back in stock asks for a confirmation first (double opt-in)", () => {
  it("mails a confirmation in the visitor's language, tells no one unconfirmed, and the link confirms once", async () => {
    const id = await publishedProduct(0);
    expect((await ask({ email: "bestaetigt@example.com", locale: "de", productId: id })).status).toBe(201);
    await deliver();
    const [confirmation] = smtp.to("bestaetigt@example.com");
    expect(confirmation!.subject).toBe("Bestätige: Sag mir, wenn Intercomunicador Teste Stock wieder da ist");
    expect(confirmation!.headers.get("content-language")).toBe("de");
    expect(confirmation!.text).toContain("129,90");
    const [link, language, token] = String(confirmation!.html).match(confirmLink)!;
    expect(language).toBe("de");
    const [row] = await requestsOf(id);
    expect(row).toMatchObject({ confirmToken: token, confirmedAt: null, notifiedAt: null });

    // Asking again while unconfirmed: the same request, its confirmation mailed again.
    expect((await ask({ email: "bestaetigt@example.com", locale: "de", productId: id })).status).toBe(200);
    await deliver();
    expect(smtp.to("bestaetigt@example.com").filter((m) => confirmLink.test(String(m.html)))).toHaveLength(2);
    expect(await requestsOf(id)).toHaveLength(1);

    // Back in stock while unconfirmed: no one is told.
    expect((await send("PUT", `/api/admin/products/${id}`, fields(5))).status).toBe(200);
    expect(await messagesOf(id)).toHaveLength(0);

    const site = await createAppWithPages(t.database);
    try {
      const path = new URL(link!).pathname + new URL(link!).search;
      // A GET (a mail scanner following the link) confirms nothing; the page offers the button in German.
      const page = await site.app.request(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Alarm bestätigen");
      expect(html).toContain(`name="stock" value="${token}"`);
      expect((await requestsOf(id))[0]!.confirmedAt).toBeNull();
      const press = () =>
        site.app.request(path, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ stock: token! }).toString(),
        });
      const confirmed = await press();
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain("Ich schreibe dir einmal, sobald es wieder erhältlich ist");
      // The product came back meanwhile: the confirmed request is told at once, once.
      expect((await messagesOf(id)).map((m) => [m.recipient, m.language, m.kind])).toEqual([
        ["bestaetigt@example.com", "de", "stock-back"],
      ]);
      // A used link confirms nothing more.
      const again = await press();
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("wurde schon benutzt");
      expect(await messagesOf(id)).toHaveLength(1);
    } finally {
      await site.close();
    }
    expect((await requestsOf(id))[0]!.confirmedAt).not.toBeNull();
  }, 120_000);
});
