import { beforeAll, describe, expect, it } from "vitest";
import { visorRequests } from "#db/schema";
import { setupAppWithPages } from "#tests/helpers/pages";
import { createSession, sessionCookie } from "~/features/admin/auth.server";

/**
 * Issue 33 point 4: the Visor requests screen's lists are paged (50 each) and searched by the server, each list with
 * its own page in the address.
 */
const { t, page } = setupAppWithPages();
let cookie = "";
beforeAll(async () => {
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
  const request = (i: number, status: "pending" | "processed", model: string) => ({
    email: `rider-${String(i).padStart(3, "0")}@requests.test`,
    helmetBrand: "Paging",
    helmetModel: model,
    locale: "pt",
    sourceType: "visor-request-finder",
    status,
    requestedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  });
  await t.database.db
    .insert(visorRequests)
    .values([
      ...Array.from({ length: 60 }, (_, i) => request(i, "pending", i < 3 ? "Rare-7" : "Common-1")),
      ...Array.from({ length: 5 }, (_, i) => request(100 + i, "processed", "Common-1")),
    ]);
});

const lists = async (query: string) => {
  const res = await page(`/admin/dashboard/visor-requests?${query}`, { headers: { Cookie: cookie } });
  expect(res.status, query).toBe(200);
  // React separates text pieces with empty comments.
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const section = (name: string) => html.slice(html.indexOf(`aria-label="${name}"`)).split("</section>")[0]!;
  const of = (name: string) => ({
    emails: [...section(name).matchAll(/<p class="text-steel-700">(rider-\d+@requests\.test)/g)].map((m) => m[1]!),
    pager:
      section(name)
        .match(/Page (\d+) of (\d+) \((\d+) requests\)/)
        ?.slice(1)
        .map(Number) ?? null,
  });
  return { pending: of("Pending"), processed: of("Processed") };
};

describe("the Visor requests screen", () => {
  it("shows 50 of a list a page, newest first, each list paged on its own", async () => {
    const first = await lists("search=requests.test");
    expect(first.pending.emails).toHaveLength(50);
    expect(first.pending.emails[0]).toBe("rider-059@requests.test");
    expect(first.pending.pager).toEqual([1, 2, 60]);
    expect(first.processed.emails).toHaveLength(5);
    expect(first.processed.pager).toBeNull();
    const second = await lists("search=requests.test&pendingPage=2");
    expect(second.pending.emails).toHaveLength(10);
    expect(second.pending.emails.at(-1)).toBe("rider-000@requests.test");
    expect(second.processed.emails).toHaveLength(5);
  });

  it("searches addresses and helmets", async () => {
    const rare = await lists("search=rare-7");
    expect(rare.pending.emails).toEqual([
      "rider-002@requests.test",
      "rider-001@requests.test",
      "rider-000@requests.test",
    ]);
    expect(rare.processed.emails).toEqual([]);
    expect((await lists("search=rider-10")).processed.emails).toHaveLength(5);
  });
});
