import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queriesSent } from "#db/client.server";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";

/** What one uncached page render asks the database once the catalogue's caches are warm (issue 20 item 2). */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
}, 120_000);
afterAll(() => site?.close());

let round = 0;
async function queriesOfRender(path: string) {
  const get = () => site.app.request(`${path}?cb=${++round}`);
  expect((await get()).status).toBe(200); // warms the catalogue caches
  const before = queriesSent();
  const res = await get();
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return queriesSent() - before;
}

describe("an uncached product page", () => {
  it("asks the database two things: which product the slug names, and its like count (read uncached)", async () => {
    const queries = await queriesOfRender("/pt/produto/viseira-agv-k6-transparente");
    console.log(`uncached product page render: ${queries} queries`);
    expect(queries).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe("loader data in the document", () => {
  it("is left out of pages that do not hydrate and streamed into those that do", async () => {
    const product = await (await site.app.request(`/pt/produto/viseira-agv-k6-transparente?cb=${++round}`)).text();
    expect(product).toContain("data-document");
    expect(product).not.toContain("streamController");
    expect(product).not.toContain("<!--$--><!--/$-->");
    const admin = await (await site.app.request("/admin")).text();
    expect(admin).toContain("window.__reactRouterContext.streamController.enqueue(");
  }, 60_000);
});
