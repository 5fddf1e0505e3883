import { adminPhases, adminTools, type AdminTool } from "../../app/features/admin/admin-tools";
import portugueseTools from "../../app/i18n/locales/admin/pt/tools.json" with { type: "json" };
import portugueseDashboard from "../../app/i18n/locales/admin/pt/dashboard.json" with { type: "json" };
import { logIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// One test per phase of the dashboard, so the two workers share the tools (axe takes seconds on the big tables).
test.describe.configure({ mode: "parallel" });

for (const phase of adminPhases) {
  const tools = adminTools.filter((tool) => tool.phase === phase.id);
  test(
    `every ${phase.title.toLowerCase()} tool opens from the dashboard and passes axe, and its other names lead to it`,
    { tag: "@phone" },
    async ({ page, checkA11y, baseURL }, testInfo) => {
      test.setTimeout(15_000 * tools.length);
      // The phone reads the admin in Portuguese, the desktop in English: every screen meets axe and keeps to the
      // screen's width at both widths, and in both languages.
      const portuguese = testInfo.project.name === "phone";
      if (portuguese) await page.context().addCookies([{ name: "admin-language", value: "pt", url: baseURL! }]);
      const titleOf = (tool: AdminTool) =>
        portuguese ? (portugueseTools as unknown as Record<string, { title: string }>)[tool.key]!.title : tool.title;
      const dashboard = portuguese ? portugueseDashboard.title : "Dashboard";
      // The dashboard loads once: each tool opens from its card and the browser's back button returns to it.
      await logIn(page, "/admin/dashboard");
      for (const tool of tools) {
        await page.getByRole("link", { name: titleOf(tool), exact: true }).click();
        await expect(page, tool.key).toHaveURL(new RegExp(`${tool.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(tool));
        await checkA11y(page, { every: true });
        // Wide tables scroll inside their box; the page itself never scrolls sideways on a phone.
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(widths[0], `${tool.key} is wider than the screen`).toBeLessThanOrEqual(widths[1]!);
        // Another name is a server redirect to the canonical page (app/routes/admin/alias-redirect.tsx).
        for (const alias of tool.aliases ?? []) {
          const response = await page.request.get(alias, { maxRedirects: 0 });
          expect(response.status(), alias).toBe(301);
          expect(response.headers()["location"], alias).toBe(tool.path);
        }
        // Back on the dashboard once it shows again (the address changes before the page does).
        await page.goBack();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(dashboard);
      }
    },
  );
}

test("the phases hold every tool", () => {
  const inPhases = adminPhases.flatMap((phase) => adminTools.filter((tool) => tool.phase === phase.id));
  expect(inPhases.length).toBe(adminTools.length);
});
