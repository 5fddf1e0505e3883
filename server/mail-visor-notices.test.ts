import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, visorRequests } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import { rawHeader } from "#tests/helpers/smtp-server";
import { queueMail } from "~/features/mail/outbox.server";
import { deleteExpiredVisorRequests } from "~/features/catalog/visor-notices.server";
import type { VisorRequestRow } from "~/features/visor-requests/visor-requests-admin.server";
import { origin, setupMailTests, testMessage } from "./mail.test-setup";

// Mail to riders who asked for a visor: the notices when one is published or gains a fit, the one-click
// stop, and how long their requests are kept.
const { t, send, db, smtp, deliver } = setupMailTests();

/** How many notices a product's publishing or fits queued. */
const noticesOf = async (productId: number) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.productId, productId))).length;

async function ask(email: string, helmetBrand: string, helmetModel: string, locale: string) {
  await db().insert(visorRequests).values({ email, helmetBrand, helmetModel, locale, sourceType: "finder" });
}

/** A new helmet model and a published visor that fits it, through the admin API as the curator does it. */
async function publishVisorFor(brandSlug: string, modelName: string, name: string) {
  const models = await send<{ id: number; slug: string; models: { id: number; name: string }[] }[]>(
    "GET",
    "/api/admin/helmet-models",
  );
  const brand = models.body.find((b) => b.slug === brandSlug)!;
  let modelId = brand.models.find((m) => m.name === modelName)?.id;
  if (!modelId) {
    const created = await send<{ id: number }>("POST", "/api/admin/helmet-models", {
      brandId: brand.id,
      name: modelName,
    });
    modelId = created.body.id;
  }
  const product = await send<{ id: number }>("POST", "/api/admin/products", {
    name,
    type: "visor",
    price: "39.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_test",
    specifications: { material: "Policarbonato" },
    fits: [{ helmetModelId: modelId }],
    visor: { makerKind: "aftermarket", tint: "smoke", lightTransmission: 50 },
  });
  expect(product.status).toBe(201);
  const id = product.body.id;
  expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" })).status).toBe(200);
  const published = await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
  expect(published.status).toBe(200);
  return { id, modelId, notified: await noticesOf(id) };
}

describe("visor-available notices", () => {
  it("tell each rider who asked for that helmet once, in their language, with a one-click way to stop", async () => {
    await ask("rider.de@example.com", "AGV", "K7", "de");
    await ask("rider.pt@example.com", "agv", "k-7", "pt");
    await ask("other@example.com", "Shoei", "X-99", "en");
    const { id, modelId, notified } = await publishVisorFor("agv", "K7", "Viseira AGV K7 fumada");
    expect(notified).toBe(2);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });

    const [german] = smtp.to("rider.de@example.com");
    expect(german!.subject).toBe("Ein Visier für deinen AGV K7 ist da");
    expect(german!.headers.get("content-language")).toBe("de");
    expect(german!.text).toContain("39,90");
    expect(german!.html).toContain(`${origin}/de/produkt/`);
    expect(german!.html).toMatch(new RegExp(`<img[^>]+src="${origin}/media/[0-9a-f]+/480\\.png"|Viseira`));
    const stop = String(rawHeader(german!, "list-unsubscribe"));
    expect(stop).toMatch(new RegExp(`^<${origin}/de/unsubscribe\\?request=[0-9a-f]{32}>$`));
    expect(rawHeader(german!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const [portuguese] = smtp.to("rider.pt@example.com");
    expect(portuguese!.subject).toBe("Já há uma viseira para o teu AGV K7");
    expect(portuguese!.html).toContain(`${origin}/pt/produto/viseira-agv-k7-fumada`);
    expect(smtp.to("other@example.com")).toHaveLength(0);

    // The admin sees who was told, when, of which visor, and that the message went out.
    const requests = await send<VisorRequestRow[]>("GET", "/api/admin/visor-requests");
    const row = requests.body.find((r) => r.email === "rider.de@example.com")!;
    expect(row.status).toBe("notified");
    expect(row.notified).toMatchObject({ productId: id, product: "Viseira AGV K7 fumada", mail: "sent" });
    expect(requests.body.find((r) => r.email === "other@example.com")!.status).toBe("pending");

    // Never twice: the same visor published again, or another fit saved, sends nothing new.
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready", confirm: true });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    const again = await publishVisorFor("agv", "K7", "Viseira AGV K7 transparente");
    expect(again.notified).toBe(0);
    expect(again.modelId).toBe(modelId);
    await deliver();
    expect(smtp.to("rider.de@example.com")).toHaveLength(1);
  });

  it("answer a published visor that gains a fit for a helmet someone asked for", async () => {
    await ask("k1s@example.com", "AGV", "K1S", "fr");
    const { id } = await publishVisorFor("agv", "K7", "Viseira AGV K7 iridium");
    const product = await send<{ fits: { helmetModelId: number }[] }>("GET", `/api/admin/products/${id}`);
    const k1s = (
      await send<{ slug: string; models: { id: number; slug: string }[] }[]>("GET", "/api/admin/helmet-models")
    ).body
      .find((b) => b.slug === "agv")!
      .models.find((m) => m.slug === "k1s")!;
    const saved = await send("PUT", `/api/admin/products/${id}`, {
      name: "Viseira AGV K7 iridium",
      type: "visor",
      price: "39.90",
      fits: [...product.body.fits.map((f) => ({ helmetModelId: f.helmetModelId })), { helmetModelId: k1s.id }],
    });
    expect(saved.status).toBe(200);
    expect(await noticesOf(id)).toBe(1);
    await deliver();
    const [french] = smtp.to("k1s@example.com");
    expect(french!.subject).toBe("Un écran pour votre AGV K1S est arrivé");
    expect(french!.headers.get("content-language")).toBe("fr");
  });

  it("stop with one click: the mail client's RFC 8058 POST forgets the request and its address", async () => {
    const site = await createAppWithPages(t.database);
    try {
      const [message] = smtp.to("rider.pt@example.com");
      const stopUrl = new URL(String(rawHeader(message!, "list-unsubscribe")).slice(1, -1));
      const page = await site.app.request(stopUrl.pathname + stopUrl.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Esquecer o meu pedido");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      // A GET (a mail scanner following the link) forgets nothing.
      expect(
        await db().select().from(visorRequests).where(eq(visorRequests.email, "rider.pt@example.com")),
      ).toHaveLength(1);
      const oneClick = await site.app.request(stopUrl.pathname + stopUrl.search, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(
        await db().select().from(visorRequests).where(eq(visorRequests.email, "rider.pt@example.com")),
      ).toHaveLength(0);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "rider.pt@example.com"))).toHaveLength(
        0,
      );
      const twice = await site.app.request(stopUrl.pathname + stopUrl.search, { method: "POST", body: new FormData() });
      expect(twice.status).toBe(400);
    } finally {
      await site.close();
    }
  }, 120_000);
});

describe("retention of visor requests", () => {
  it("deletes answered requests 90 days after their notice and unanswered ones after two years, with their messages", async () => {
    const rows = await db()
      .insert(visorRequests)
      .values([
        {
          email: "told-long-ago@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          status: "notified",
          notifiedAt: sql`now() - interval '91 days'`,
        },
        {
          email: "told-lately@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          status: "notified",
          notifiedAt: sql`now() - interval '10 days'`,
        },
        {
          email: "asked-long-ago@example.com",
          helmetBrand: "AGV",
          helmetModel: "K1",
          sourceType: "finder",
          requestedAt: sql`now() - interval '2 years 1 day'`,
        },
        { email: "asked-lately@example.com", helmetBrand: "AGV", helmetModel: "K1", sourceType: "finder" },
      ])
      .returning({ id: visorRequests.id });
    await queueMail(db(), [{ ...testMessage("told-long-ago@example.com"), visorRequestId: rows[0]!.id }]);
    expect(await deleteExpiredVisorRequests(db())).toBe(2);
    const left = (await db().select({ email: visorRequests.email }).from(visorRequests)).map((r) => r.email);
    expect(left).toEqual(expect.arrayContaining(["told-lately@example.com", "asked-lately@example.com"]));
    expect(left).not.toContain("told-long-ago@example.com");
    expect(left).not.toContain("asked-long-ago@example.com");
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "told-long-ago@example.com")),
    ).toHaveLength(0);
  });
});
