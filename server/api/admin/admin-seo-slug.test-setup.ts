import { beforeAll } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { SlugAnalysis, SlugAnalysisItem } from "~/features/seo/seo-slug.server";

export const api = "/api/admin/seo-slug";

/**
 * The slug SEO tool's API tests (admin-seo-slug-*.test.ts): the seeded app, a logged-in client, and the
 * slug analysis read page by page.
 */
export function setupSeoSlugTests() {
  const t = setupTestApp();
  const db = () => t.database.db;
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminCookie(t.request);
  });

  const get = <T>(path: string) => t.getJson<T>(`${api}${path}`, { headers: { Cookie: cookie } });
  const post = <T = Record<string, unknown>>(path: string, body: unknown) =>
    t.getJson<T>(`${api}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", ...sameOrigin },
      body: JSON.stringify(body),
    });
  const analysis = async (query = "") => (await get<SlugAnalysis>(`/analysis${query}`)).body;
  /** Every item matching a query, over all pages of 100. */
  async function allItems(query = "") {
    const items: SlugAnalysisItem[] = [];
    for (let page = 1; ; page++) {
      const { items: more, pagination } = await analysis(`?limit=100&page=${page}${query}`);
      items.push(...more);
      if (page >= pagination.pages) return items;
    }
  }

  return { t, db, cookie: () => cookie, get, post, analysis, allItems };
}
