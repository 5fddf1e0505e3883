import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "#db/client.server";
import { setupAppWithPages } from "#tests/helpers/pages";
import { createSession, sessionCookie } from "~/features/admin/auth.server";

/** Admin pages over HTTP: a page whose data fails stays inside the admin frame (issue 18 item 25). */
const { t, page } = setupAppWithPages();
let cookie = "";
beforeAll(async () => {
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
});
const admin = async (path: string) => {
  const res = await page(path, { headers: { Cookie: cookie } });
  return { status: res.status, text: await res.text() };
};

describe("an admin page whose data cannot be loaded", () => {
  it.each([
    ["/admin/dashboard/newsletters", "newsletter_subscribers", "Failed to fetch newsletters"],
    ["/admin/dashboard/visor-requests", "visor_requests", "Failed to fetch visor requests"],
  ])("%s says the spec's message inside the admin frame, with a retry", async (path, table, message) => {
    const db = t.database.db;
    await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      const failed = await admin(path);
      expect(failed.status).toBe(500);
      expect(failed.text).toContain(`<h1 class="text-3xl font-bold">${message}</h1>`);
      // The admin header, a retry of this very page and the way back; not the site's error page.
      expect(failed.text).toContain('aria-label="Admin"');
      expect(failed.text).toMatch(new RegExp(`<a href="${path}"[^>]*>Try again</a>`));
      expect(failed.text).toContain('href="/admin/dashboard"');
      // Not shown (the admin's text the page carries for its toasts may hold the same words).
      expect(failed.text).not.toMatch(/<p[^>]*>There was a problem\. Please try again later\.<\/p>/);
    } finally {
      await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
    expect((await admin(path)).status).toBe(200);
  });

  it("an unknown item is a 404 inside the admin frame", async () => {
    const missing = await admin("/admin/products/999999/edit");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('aria-label="Admin"');
    expect(missing.text).toContain("Back to the dashboard");
  });
});

describe("the marketplace screen", () => {
  it("without the AliExpress keys says which settings turn sync on, and shows the last sync's rows", async () => {
    const { status, text } = await admin("/admin/dashboard/marketplace");
    expect(status).toBe(200);
    expect(text).toContain("AliExpress sync is off");
    for (const key of [
      "ALIEXPRESS_APP_KEY",
      "ALIEXPRESS_APP_SECRET",
      "ALIEXPRESS_TRACKING_ID",
      "MARKETPLACE_SYNC_HOURS",
    ]) {
      expect(text).toContain(`<code>${key}</code>`);
    }
    // The demo's last sync: a change waiting for the curator, and a store page without price markup.
    expect(text).toContain("Waiting for you");
    expect(text).toContain("No price markup on this page");
  });
});

describe("the category screens with many categories", () => {
  it("offer the parents from one shared list, so the page grows with the categories, not their square", async () => {
    const db = t.database.db;
    const paths = ["/admin/dashboard/categories", "/admin/dashboard/category-hierarchy"];
    const categoryCount = async () =>
      (
        (await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from categories where deleted_at is null`,
        )) as [{ n: number }]
      )[0].n;
    // The demo's catalogue: the issue measured 908 and 675 KB there, when a select per row repeated every category.
    const demo = await categoryCount();
    const demoSizes: number[] = [];
    for (const path of paths) {
      const { status, text } = await admin(path);
      expect(status).toBe(200);
      expect(text.length, path).toBeLessThan(250_000);
      demoSizes.push(text.length);
    }
    await db.execute(sql`
      insert into categories (name, slug, parent_id, sort_order)
      select 'Categoria extra ' || g, 'categoria-extra-' || g, null, 1000 + g from generate_series(1, 200) g`);
    const n = await categoryCount();
    for (const [i, path] of paths.entries()) {
      const { status, text } = await admin(path);
      expect(status).toBe(200);
      // One option per category in the shared list; a select per row repeated them all (n² options).
      expect(text.match(/<option /g)?.length).toBeLessThanOrEqual(n + 5);
      expect(text.match(/<datalist /g)).toHaveLength(1);
      // About 1 KB more a category (0.8 and 1.1 KB); every row's form and select made it 10 KB at 86, more with each.
      // Measured as growth: what every admin page carries whatever its categories (the frame, its text) is not it.
      expect((text.length - demoSizes[i]!) / (n - demo), path).toBeLessThan(1500);
    }
  });
});
