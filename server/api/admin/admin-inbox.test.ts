import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateClicks, mailOutbox, products } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupLocalShop } from "#tests/helpers/local-shop";
import { setupTestApp } from "#tests/helpers/test-app";
import type { InboxItem } from "~/features/dashboard/inbox";
import { inboxKinds } from "~/features/dashboard/inbox";

/**
 * Issue 31 item 3, the inbox: a product's link breaks (a local shop answers 404, checked twice through the link
 * health check) and `GET /api/admin/inbox` tells it with the clicks it had in the last 30 days, before everything
 * that has less money at stake.
 */
const t = setupTestApp({ outgoing: { allowLoopback: true }, linkCheck: { timeoutMs: 2000 } });
const send = adminJsonClient(t);
const shop = setupLocalShop(t, send);

const inbox = async () => {
  const res = await send<{ items: InboxItem[] }>("GET", "/api/admin/inbox");
  expect(res.status).toBe(200);
  return res.body.items;
};
const itemOf = async (kind: InboxItem["kind"]) => (await inbox()).find((item) => item.kind === kind);

/** A rider's click through /go (a browser, not a bot). */
const click = (id: number) =>
  t.request(`/go/${id}?lang=pt`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" } });

describe("the inbox", () => {
  it("answers 401 without a session", async () => {
    expect((await t.request("/api/admin/inbox")).status).toBe(401);
  });

  it("lists a broken link with the clicks it had in the last 30 days, first", async () => {
    const [gone, other] = await shop.linkEveryProduct(2);
    expect(await itemOf("links-broken")).toBeUndefined();
    for (let i = 0; i < 4; i++) expect((await click(gone!.id)).status).toBe(302);
    for (let i = 0; i < 2; i++) await click(other!.id);
    // A click from before the 30 days does not count.
    await t.database.db
      .insert(affiliateClicks)
      .values({ productId: gone!.id, affiliateUrl: "x", clickedAt: new Date(Date.now() - 31 * 86_400_000) });

    shop.breakLink(gone!.path);
    await shop.checkEveryLink();
    // Gone once is not yet broken: it is in doubt, with its clicks.
    expect(await itemOf("links-broken")).toBeUndefined();
    expect(await itemOf("links-unknown")).toMatchObject({
      count: 1,
      severity: "medium",
      href: "/admin/dashboard/link-health?status=unknown",
      detail: `1 shop link could not be checked for sure (${gone!.name}): no answer, an error, or “not found” once — 4 clicks in the last 30 days.`,
    });
    await shop.checkEveryLink();
    const items = await inbox();
    expect(items[0]).toEqual({
      kind: "links-broken",
      count: 1,
      severity: "high",
      href: "/admin/dashboard/link-health?status=broken",
      detail: `1 shop link is broken (${gone!.name}) — 4 clicks in the last 30 days.`,
    });
    expect(items.find((item) => item.kind === "links-unknown")).toBeUndefined();
    // The validation center's dead-link check is the same link: told once, with its clicks.
    expect((await itemOf("validation-high"))?.detail ?? "").not.toMatch(/stopped working/);
  });

  it("tells two broken links with the one most clicked", async () => {
    const [, other] = shop.linked();
    shop.breakLink(other!.path);
    await shop.checkEveryLink();
    await shop.checkEveryLink();
    expect(await itemOf("links-broken")).toMatchObject({
      count: 2,
      detail: `2 shop links are broken — 6 clicks in the last 30 days, most on ${shop.linked()[0]!.name} (4).`,
    });
  });

  it("tells what is not configured, failed mail, drafts ready to publish, each leading to its tool", async () => {
    const db = t.database.db;
    await db.insert(mailOutbox).values({
      kind: "test",
      recipient: "a@example.com",
      language: "en",
      subject: "Failed",
      html: "",
      text: "",
      status: "failed",
    });
    const [draft] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, "published"))
      .limit(1);
    await db.update(products).set({ status: "ready" }).where(eq(products.id, draft!.id));
    const items = await inbox();
    const byKind = Object.fromEntries(items.map((item) => [item.kind, item]));
    expect(byKind["mail-failed"]).toMatchObject({ count: 1, href: "/admin/dashboard/mail", severity: "high" });
    // Without SMTP every message waits: that is the "mail is off" item, not "waiting over an hour".
    expect(byKind["mail-waiting"]).toBeUndefined();
    expect(byKind["mail-off"]?.detail).toBe("Mail is not sent: SMTP_URL is not set.");
    expect(byKind["ai-off"]).toMatchObject({ count: 1, severity: "low" });
    expect(byKind["marketplace-off"]?.href).toBe("/admin/dashboard/marketplace");
    expect(byKind["drafts-ready"]).toMatchObject({ count: 1, detail: "1 product is ready to publish." });
    // In order of the money at stake, each kind once.
    const order = items.map((item) => inboxKinds.indexOf(item.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    expect(items.every((item) => item.count > 0 && item.href.startsWith("/admin/"))).toBe(true);
  });
});
