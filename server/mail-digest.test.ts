import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { affiliateClicks, affiliateOrders, mailOutbox, products } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupLocalShop } from "#tests/helpers/local-shop";
import { setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { queueDigest, startDigestWorker, type DigestDeps } from "~/features/dashboard/digest.server";
import { duePeriod } from "~/features/dashboard/digest-period";
import { dayMs, nextMonday } from "#tests/helpers/digest-dates";

/**
 * Issue 31 item 4, the curator's digest: a product's link breaks (a local shop answering 404, checked twice) and the
 * digest read from a real SMTP server tells it with its clicks, beside the week's clicks, orders and commission
 * against the week before and the top earners; once per period across instances, and never without news.
 */
const origin = "https://garage.example";
const t = setupTestApp({ publicOrigin: origin, outgoing: { allowLoopback: true }, linkCheck: { timeoutMs: 2000 } });
const send = adminJsonClient(t);
const shop = setupLocalShop(t, send);
const { smtp, deliver } = setupSmtpServer(() => t.database.db);
// Mail goes out, the AI and AliExpress are configured: the inbox holds only what the catalogue needs.
const deps = (): DigestDeps => ({ db: t.database.db, setup: { ai: true, marketplace: true }, origin });

const now = new Date();
/** The Tuesday after, 08:00 UTC: a daily digest due then tells Monday, a day after every click the test makes. */
const nextTuesday = new Date(nextMonday.getTime() + dayMs);

const click = (id: number) =>
  t.request(`/go/${id}?lang=pt`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" } });
const digests = () =>
  t.database.db
    .select({ period: mailOutbox.digestPeriod, recipient: mailOutbox.recipient, language: mailOutbox.language })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "digest"))
    .orderBy(mailOutbox.id);

function order(
  productId: number | null,
  transactionId: string,
  state: "estimated" | "settled" | "refunded",
  eur: string,
  orderedAt: Date,
) {
  return {
    network: "aliexpress",
    transactionId,
    productId,
    productTitle: productId ? "" : "Intercomunicador desconhecido",
    status: state,
    commissionState: state,
    commission: eur,
    commissionEur: eur,
    orderedAt,
  };
}

describe("the digest", () => {
  let gone: { id: number; name: string; path: string };
  let other: { id: number; name: string; path: string };

  it("has settings: weekly, to the contact address, in Portuguese, until the curator changes them", async () => {
    const start = await send<Record<string, string>>("GET", "/api/admin/mail/digest");
    expect(start.body).toEqual({
      frequency: "weekly",
      recipient: "",
      language: "pt",
      defaultRecipient: "ola@zerosgarage.pt",
      sendsTo: "ola@zerosgarage.pt",
    });
    const bad = await send<{ error: string; fields: Record<string, string> }>("PUT", "/api/admin/mail/digest", {
      frequency: "hourly",
      recipient: "not an address",
      language: "de",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      frequency: "Frequency must be weekly, daily or off",
      recipient: "Invalid email",
      language: "Language must be pt or en",
    });
    expect((await send("GET", "/api/admin/mail/digest")).body).toEqual(start.body);
  });

  it("tells a broken link with its clicks, the week's clicks, orders and commission, and the top earners", async () => {
    [gone, other] = (await shop.linkEveryProduct(2)) as [typeof gone, typeof other];
    for (let i = 0; i < 3; i++) expect((await click(gone.id)).status).toBe(302);
    await click(other.id);
    const lastWeek = new Date(now.getTime() - 7 * dayMs);
    await t.database.db
      .insert(affiliateOrders)
      .values([
        order(gone.id, "s-1", "settled", "2.50", now),
        order(other.id, "s-2", "estimated", "1.20", now),
        order(other.id, "s-3", "refunded", "3.00", now),
        order(null, "s-4", "estimated", "0.40", now),
        order(gone.id, "s-5", "settled", "1.00", lastWeek),
      ]);
    shop.breakLink(gone.path);
    await shop.checkEveryLink();
    await shop.checkEveryLink();

    const outcome = await queueDigest(deps(), nextMonday);
    const week = duePeriod("weekly", nextMonday);
    expect(outcome).toMatchObject({ status: "queued", period: week.key });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.to("ola@zerosgarage.pt");
    expect(mail!.subject!.replace(/\u00a0/g, " ")).toBe(
      `Semana ${Number(week.key.slice(6))}: 4 cliques, 3 encomendas, 4,10 € de comissão`,
    );
    expect(mail!.headers.get("content-language")).toBe("pt");
    expect(mail!.html).toContain('lang="pt"');
    const text = mail!.text!.replace(/\s+/g, " ");
    // What needs the curator: the broken link first, with its clicks of the last 30 days.
    expect(text).toContain(
      `PRECISA DE TI ● 1 ligação de loja está partida (${gone.name}) — 3 cliques nos últimos 30 dias.`,
    );
    expect(text).toContain(`${origin}/admin/dashboard/link-health?status=broken`);
    // The week against the one before: 4 clicks (the week before had none), 3 orders that earn (the refund earns
    // nothing), estimated 1,60 € and settled 2,50 € (1,00 € the week before).
    expect(text).toMatch(
      /Cliques para as lojas 4 0 novo Encomendas 3 1 \+200 % Comissão estimada 1,60 € 0,00 € novo Comissão confirmada 2,50 € 1,00 € \+150 %/,
    );
    // Top earners by commission, an order no product matched under the network's own title.
    expect(text).toContain(
      `O QUE MAIS RENDEU ${gone.name} 1 encomenda · 2,50 € ${other.name} 1 encomenda · 1,20 € Encomendas sem produto correspondente 1 encomenda · 0,40 €`,
    );
    // The link that broke, leading to the product's form.
    expect(text).toContain(
      `LIGAÇÕES PARTIDAS ${gone.name} ${origin}/admin/products/${gone.id}/edit 3 cliques nos últimos 30 dias`,
    );
  });

  it("is queued once per period, even asked twice, and from two connections at the same moment", async () => {
    expect(await queueDigest(deps(), nextMonday)).toMatchObject({ status: "already" });
    expect(await digests()).toHaveLength(1);

    // Daily now, in English, to another address; due Tuesday, and Monday had a click. (Not the Sunday before
    // next Monday: when the test runs on a Sunday, that day holds all of this test's clicks and orders.)
    const saved = await send("PUT", "/api/admin/mail/digest", {
      frequency: "daily",
      recipient: " Curator@Example.com ",
      language: "en",
    });
    expect(saved.body).toMatchObject({ recipient: "curator@example.com", sendsTo: "curator@example.com" });
    const monday = new Date(nextMonday.getTime() + 12 * 3_600_000);
    await t.database.db.insert(affiliateClicks).values({ productId: other.id, affiliateUrl: "x", clickedAt: monday });
    const url = (t.database as { url?: string }).url;
    const second = url ? await openDatabase({ url }) : t.database;
    try {
      const outcomes = await Promise.all([
        queueDigest(deps(), nextTuesday),
        queueDigest({ ...deps(), db: second.db }, nextTuesday),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["already", "queued"]);
    } finally {
      if (second !== t.database) await second.close();
    }
    const day = duePeriod("daily", nextTuesday).key;
    expect((await digests()).filter((d) => d.period === day)).toEqual([
      { period: day, recipient: "curator@example.com", language: "en" },
    ]);
    await deliver();
    const [english] = smtp.to("curator@example.com");
    expect(english!.subject!.replace(/\u00a0/g, " ")).toMatch(/^\d+ \w+ \d{4}: 1 click, 0 orders, 0,00 € commission$/);
    // The link broke before the last digest: not told again as news, still in what needs the curator.
    expect(english!.text).not.toContain("LINKS THAT BROKE");
    expect(english!.text).toContain(`1 shop link is broken (${gone.name})`);
  });

  it("is not sent when there is nothing new to say, and is once something grows", async () => {
    const wednesday = new Date(nextTuesday.getTime() + dayMs);
    // Tuesday had no click, no order, no newly broken link, and the inbox is as it was.
    expect(await queueDigest(deps(), wednesday)).toEqual({
      status: "quiet",
      period: duePeriod("daily", wednesday).key,
    });
    const [draft] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, "published"), sql`${products.id} <> ${gone.id}`))
      .limit(1);
    await t.database.db.update(products).set({ status: "ready" }).where(eq(products.id, draft!.id));
    expect(await queueDigest(deps(), wednesday)).toMatchObject({ status: "queued" });
    await deliver();
    const latest = smtp.to("curator@example.com").at(-1)!;
    expect(latest.text).toContain("1 product is ready to publish.");
    expect(latest.text).toContain("No commission in this period.");
  });

  it("is not sent while it is off", async () => {
    await send("PUT", "/api/admin/mail/digest", { frequency: "off", recipient: "", language: "pt" });
    await click(other.id);
    expect(await queueDigest(deps(), new Date(nextTuesday.getTime() + 2 * dayMs))).toEqual({ status: "off" });
  });

  it("is queued by the server's worker when due, which wakes the outbox", async () => {
    await send("PUT", "/api/admin/mail/digest", { frequency: "weekly", recipient: "", language: "pt" });
    // An order in the week due now: news.
    const due = duePeriod("weekly", new Date());
    await t.database.db
      .insert(affiliateOrders)
      .values(order(other.id, "w-1", "estimated", "0.80", new Date(`${due.from}T12:00:00Z`)));
    let woken = 0;
    const worker = startDigestWorker({ ...deps(), wake: () => woken++ });
    try {
      await expect.poll(() => woken, { timeout: 10_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
    expect((await digests()).filter((d) => d.period === due.key)).toHaveLength(1);
  });
});
