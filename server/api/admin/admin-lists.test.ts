import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, visorRequests } from "#db/schema";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { SubscriberRow } from "~/features/newsletter/newsletter-admin.server";
import type { VisorRequestRow } from "~/features/visor-requests/visor-requests-admin.server";

const t = setupTestApp({ seed: false });
let cookie = "";
/** A CSV answer's text, after checking it starts with the UTF-8 byte order mark spreadsheets need. */
async function csvText(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

const as = (init: RequestInit = {}) => ({ ...init, headers: { Cookie: cookie, ...sameOrigin, ...init.headers } });

async function seedVisitors() {
  const { db } = t.database;
  await db.insert(newsletterSubscribers).values([
    { email: "ana@example.pt", unsubscribeToken: "t1", subscribedAt: new Date("2026-11-01T09:00:00Z") },
    { email: "=cmd|'/c calc'!A1@example.pt", unsubscribeToken: "t2", subscribedAt: new Date("2026-01-01T09:00:00Z") },
    {
      email: "old@example.de",
      locale: "de",
      unsubscribeToken: "t3",
      isActive: false,
      subscribedAt: new Date("2025-07-01T09:00:00Z"),
    },
  ]);
  await db.insert(visorRequests).values([
    { email: "rui@example.pt", helmetBrand: "LS2", helmetModel: "FF322", sourceType: "helmet-finder" },
    { email: "eva@example.es", helmetBrand: "Shark", helmetModel: "Spartan", locale: "es", sourceType: "category" },
  ]);
}

describe("newsletter subscribers", () => {
  it("lists them newest first with Active/Inactive, counts them, and exports a safe CSV", async () => {
    cookie = await adminCookie(t.request);
    await seedVisitors();
    const { body: list } = await t.getJson<SubscriberRow[]>("/api/admin/newsletters", as());
    expect(list.map((s) => s.email)).toEqual(["ana@example.pt", "=cmd|'/c calc'!A1@example.pt", "old@example.de"]);
    expect(list[2]).toMatchObject({ isActive: false, locale: "de" });
    expect(Object.keys(list[0]!)).not.toContain("unsubscribeToken");

    const { body: stats } = await t.getJson("/api/admin/newsletters/stats", as());
    expect(stats).toMatchObject({ total: 3, active: 2, recentDays: 30 });

    const csv = await t.request("/api/admin/newsletters/export.csv", as());
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = (await csvText(csv)).split("\r\n");
    expect(lines[0]).toBe("email,status,locale,source,page,subscribed_at,unsubscribe_link");
    const [ana] = await t.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ana@example.pt"));
    expect(lines[1]).toBe(
      `ana@example.pt,Active,pt,newsletter,,2026-11-01T09:00:00.000Z,http://localhost/pt/unsubscribe?token=${ana!.token}`,
    );
    expect(lines[2]!.startsWith("'=cmd|'/c calc'!A1@example.pt,Active")).toBe(true);
    expect(lines[3]).toContain("old@example.de,Inactive,de");
  });

  it("deletes a subscriber for good, and says so when there is none", async () => {
    const { body: list } = await t.getJson<SubscriberRow[]>("/api/admin/newsletters", as());
    const target = list.find((s) => s.email === "old@example.de")!;
    expect((await t.request(`/api/admin/newsletters/${target.id}`, as({ method: "DELETE" }))).status).toBe(200);
    const { body: after } = await t.getJson<SubscriberRow[]>("/api/admin/newsletters", as());
    expect(after.map((s) => s.id)).not.toContain(target.id);
    const again = await t.getJson(`/api/admin/newsletters/${target.id}`, as({ method: "DELETE" }));
    expect([again.status, again.body]).toEqual([404, { error: "Subscriber not found" }]);
    expect((await t.request("/api/admin/newsletters/abc", as({ method: "DELETE" }))).status).toBe(400);
  });
});

describe("visor requests", () => {
  it("marks a request processed and back to pending, and deletes it", async () => {
    const { body: list } = await t.getJson<VisorRequestRow[]>("/api/admin/visor-requests", as());
    expect(list).toHaveLength(2);
    expect(list.every((r) => r.status === "pending" && r.processedAt === null)).toBe(true);
    const id = list[0]!.id;
    const patch = (status: unknown) =>
      t.request(
        `/api/admin/visor-requests/${id}`,
        as({ method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status }) }),
      );

    expect((await patch("processed")).status).toBe(200);
    let { body: rows } = await t.getJson<VisorRequestRow[]>("/api/admin/visor-requests", as());
    expect(rows.find((r) => r.id === id)).toMatchObject({ status: "processed", processedAt: expect.any(String) });

    expect((await patch("pending")).status).toBe(200);
    ({ body: rows } = await t.getJson<VisorRequestRow[]>("/api/admin/visor-requests", as()));
    expect(rows.find((r) => r.id === id)).toMatchObject({ status: "pending", processedAt: null });

    const bad = await patch("approved");
    expect([bad.status, await bad.json()]).toEqual([400, { error: "Status must be pending or processed" }]);

    const csv = await csvText(await t.request("/api/admin/visor-requests/export.csv", as()));
    expect(csv.split("\r\n")[0]).toBe(
      "email,helmet_brand,helmet_model,visor_type,status,locale,source,page,requested_at,processed_at",
    );
    expect(csv).toContain("eva@example.es,Shark,Spartan,transparente,pending,es,category,");

    expect((await t.request(`/api/admin/visor-requests/${id}`, as({ method: "DELETE" }))).status).toBe(200);
    ({ body: rows } = await t.getJson<VisorRequestRow[]>("/api/admin/visor-requests", as()));
    expect(rows.map((r) => r.id)).not.toContain(id);
    expect((await patch("processed")).status).toBe(404);
  });
});
