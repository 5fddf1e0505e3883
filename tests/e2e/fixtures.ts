import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { adminPassword, serverURL } from "./worker-server";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
let adminCookies: Cookies | undefined;

/** The admin session this worker logged in with through the API when it started (`logIn` reuses it). */
export function adminSession() {
  if (!adminCookies) throw new Error("no admin session: the workerServer fixture has not run");
  return adminCookies;
}

/**
 * Every test runs against its worker's own server (tests/e2e/worker-server.ts): `baseURL` points there. When a
 * worker starts, it logs in once through the API and keeps that session for the tests whose subject is not the
 * login.
 */
export const serverTest = base.extend<object, { workerServer: string }>({
  workerServer: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: serverURL });
      const response = await request.post("/api/admin/login", {
        headers: { Origin: serverURL },
        data: { password: adminPassword },
      });
      expect(response.status(), await response.text()).toBe(200);
      adminCookies = (await request.storageState()).cookies;
      await request.dispose();
      await use(serverURL);
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

/**
 * The axe rules that cannot fail `checkA11y`: every axe rule carries one impact, which each of its violations
 * takes (axe-core's `_finalizeRuleResult`), so a rule of minor or moderate impact never yields a serious or
 * critical violation. Skipping them leaves the answer unchanged and saves a third of axe's time on the big
 * admin tables (`region` alone walks every node). Read from the rule table of the axe-core that AxeBuilder
 * injects (its own dependency), so an upgrade that moves a rule's impact moves it here too; a rule without an
 * impact runs.
 */
const rulesBelowSerious = (() => {
  const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
  const axe = requireFromAxeBuilder("axe-core") as { _audit?: { rules?: { id: string; impact?: string }[] } };
  const rules = axe._audit?.rules;
  if (!rules?.length) throw new Error("axe-core's rule table (axe._audit.rules) has moved: update rulesBelowSerious");
  return rules.filter((rule) => rule.impact === "minor" || rule.impact === "moderate").map((rule) => rule.id);
})();

/**
 * Browser fixtures: every test fails on a console error, page error or hydration warning,
 * and `checkA11y` fails on serious or critical axe violations.
 */
/** `every`: fail on a violation of any impact (the admin's screens hold to this), not only serious ones. */
type CheckA11y = (page?: Page, options?: { every?: boolean }) => Promise<void>;

export const test = serverTest.extend<{ checkA11y: CheckA11y }>({
  page: async ({ page }, use) => {
    // Each test is its own visitor address (the server trusts X-Forwarded-For in tests), so the
    // real per-client rate limits of one test do not spill into the next.
    // Random, not counted: a restarted worker (after a failure) must not reuse an earlier test's address.
    const [a, b, c] = randomBytes(3);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${a}.${b}.${c}` });
    const problems: string[] = [];
    page.on("console", (message) => {
      // Expected failures are not problems: a page that answers 404 on purpose logs its own status, and
      // the API's 400/401/409/429 answers are shown to the visitor as messages. Anything else counts.
      const failed = message.text().startsWith("Failed to load resource");
      const ownStatus = failed && message.location().url === page.url();
      const apiRefusal =
        failed && /\/api\//.test(message.location().url) && /status of (400|401|409|429)/.test(message.text());
      if ((message.type() === "error" && !ownStatus && !apiRefusal) || /hydrat/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // Hydration waits for the first paint: wait until the page is interactive after each load.
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
    expect(problems, "console errors").toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(async (target = page, { every = false } = {}) => {
      // A page of one frame runs axe in place: the default finishes in a blank page of its own, which doubled the
      // time of every check (2-3 s a storefront page, 5 s on a busy machine) for the same results.
      const axe = new AxeBuilder({ page: target }).setLegacyMode(target.frames().length === 1);
      const { violations } = await (every ? axe : axe.disableRules(rulesBelowSerious)).analyze();
      const serious = violations
        .filter((v) => every || v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious, "serious accessibility violations").toEqual([]);
    });
  },
});

export { expect };

/** The paths of the scripts `page` requests from now on (empty it with `length = 0` between pages). */
export function scriptsRequestedBy(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * A page of a visitor of its own (its own address), with JavaScript on or off; on the phone project a 390 × 844 touch screen (the
 * width the storefront's phone layout is checked at). Close its context when done.
 */
export async function visitorPage(
  browser: Browser,
  { baseURL, javaScriptEnabled, isMobile }: { baseURL?: string; javaScriptEnabled: boolean; isMobile: boolean },
) {
  // A visitor address of its own, as the page fixture gives each test: rate limits do not spill between tests.
  const [a, b, c] = randomBytes(3);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${a}.${b}.${c}` },
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/**
 * Holds the page's next request to `url` until `release()`; `requested` settles once it is held. The release
 * exists before the request does, so a test that releases early never leaves the request held for good.
 */
export async function holdRequest(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    url,
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { requested, release };
}
