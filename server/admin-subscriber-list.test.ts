import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema";
import { setupAppWithPages } from "#tests/helpers/pages";
import { createSession, sessionCookie } from "~/features/admin/auth.server";

/**
 * Issue 33 point 4: the Newsletter screen's subscribers are paged, filtered and searched by the server (50 a page),
 * not sent whole to the browser and filtered there.
 */
const { t, page } = setupAppWithPages();
let cookie = "";
beforeAll(async () => {
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
  // 70 active, 30 waiting for their confirmation, 20 who left, and one address with a LIKE pattern's characters.
  const kinds = [...Array(70).fill("active"), ...Array(30).fill("pending"), ...Array(20).fill("left")] as string[];
  await t.database.db.insert(newsletterSubscribers).values([
    ...kinds.map((kind, i) => ({
      email: `rider-${String(i).padStart(3, "0")}-${kind}@paging.test`,
      unsubscribeToken: `paging-${i}`,
      isActive: kind === "active",
      confirmToken: kind === "pending" ? `confirm-${i}` : null,
      subscribedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
    { email: "odd_name%x@paging.test", unsubscribeToken: "paging-odd", subscribedAt: new Date(Date.UTC(2025, 0, 1)) },
  ]);
});

const screen = async (query: string) => {
  const res = await page(`/admin/dashboard/newsletters?${query}`, { headers: { Cookie: cookie } });
  expect(res.status, query).toBe(200);
  // React separates text pieces with empty comments.
  const html = (await res.text()).replaceAll("<!-- -->", "");
  return {
    addresses: [...html.matchAll(/font-medium">([^<>]+@paging\.test)</g)].map((m) => m[1]!),
    pager:
      html
        .match(/Page (\d+) of (\d+) \((\d+) subscribers\)/)
        ?.slice(1)
        .map(Number) ?? null,
  };
};

describe("the Newsletter screen's subscribers", () => {
  it("come 50 a page, newest first, with the way to the next page", async () => {
    const first = await screen("search=paging.test");
    expect(first.addresses).toHaveLength(50);
    expect(first.addresses[0]).toBe("rider-119-left@paging.test");
    expect(first.pager).toEqual([1, 3, 121]);
    const last = await screen("search=paging.test&page=3");
    expect(last.addresses).toHaveLength(21);
    expect(last.addresses.at(-1)).toBe("odd_name%x@paging.test");
  });

  it("are filtered by status and searched by part of the address, pattern characters taken as themselves", async () => {
    const waiting = await screen("status=pending&search=PAGING.TEST");
    expect(waiting.addresses).toHaveLength(30);
    expect(waiting.addresses.every((a) => a.endsWith("-pending@paging.test"))).toBe(true);
    expect(waiting.pager).toBeNull();
    expect((await screen("status=inactive&search=paging.test")).addresses).toHaveLength(20);
    expect((await screen("status=active&search=rider-00")).addresses).toHaveLength(10);
    expect((await screen("search=_name%25")).addresses).toEqual(["odd_name%x@paging.test"]);
    expect((await screen("search=e_1")).addresses).toEqual([]);
  });

  it("show the first page of everyone for a filter the address bar got wrong", async () => {
    const wrong = await screen("status=lost&page=zero");
    expect(wrong.addresses.length).toBeGreaterThan(0);
    expect(wrong.pager?.[0]).toBe(1);
  });
});
