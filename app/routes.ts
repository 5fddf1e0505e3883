import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { adminTools } from "./features/admin/admin-tools";
import { legacyPaths, legacyProductPrefixes, slugsOfPage } from "./i18n/routes";

/** Routes come from the page-slug table: every language's slug of a page maps to the same module. */
const pageRoutes = (page: Parameters<typeof slugsOfPage>[0], file: string, suffix = "") =>
  slugsOfPage(page).map((slug) => route(`${slug}${suffix}`, file, { id: `${page}-${slug}` }));

/** Admin tools at their canonical paths; their other names redirect there (admin spec §2). */
const adminPath = (path: string) => path.slice("/admin/".length);
const adminRoutes = [
  route("templates", "routes/admin/templates-redirect.tsx"),
  // One shell (and one toast region) for the login and the tools, so a toast survives the move between them.
  route("admin", "routes/admin/shell.tsx", [
    index("routes/admin/login.tsx", { id: "admin-login-root" }),
    route("login", "routes/admin/login.tsx", { id: "admin-login" }),
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("products/new", "routes/admin/product-edit.tsx", { id: "admin-product-new" }),
      route("products/:id/edit", "routes/admin/product-edit.tsx", { id: "admin-product-edit" }),
      ...adminTools.map((tool) => route(adminPath(tool.path), tool.file, { id: `admin-${tool.key}` })),
      ...adminTools.flatMap((tool) =>
        (tool.aliases ?? []).map((alias) =>
          route(adminPath(alias), "routes/admin/alias-redirect.tsx", { id: `admin-alias-${alias}` }),
        ),
      ),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
];

export default [
  index("routes/language-redirect.tsx"),
  ...adminRoutes,
  ...Object.keys(legacyPaths).map((path) => route(path, "routes/legacy-redirect.tsx", { id: `legacy-${path}` })),
  route("translation-test", "routes/translation-test-redirect.tsx"),
  ...Object.keys(legacyProductPrefixes).map((prefix) =>
    route(`${prefix}/:slug`, "routes/legacy-redirect.tsx", { id: `legacy-${prefix}-product` }),
  ),
  route(":lang", "routes/store/layout.tsx", [
    index("routes/store/home.tsx"),
    ...pageRoutes("products", "routes/store/product-list.tsx"),
    ...pageRoutes("categories", "routes/store/categories.tsx"),
    ...pageRoutes("helmetFinder", "routes/store/helmet-finder.tsx"),
    ...(["about", "contact", "affiliateLinks", "privacy", "terms", "visorGuide"] as const).flatMap((page) =>
      pageRoutes(page, "routes/store/content-page.tsx"),
    ),
    ...pageRoutes("product", "routes/store/product.tsx", "/:slug"),
    ...pageRoutes("linkUnavailable", "routes/store/link-unavailable.tsx"),
    route("unsubscribe", "routes/store/unsubscribe.tsx"),
    route("confirm", "routes/store/confirm-subscription.tsx"),
    route("sent", "routes/store/form-sent.tsx"),
    route("translation-test", "routes/store/translation-test.tsx"),
    route("product-category/*", "routes/store/product-category.tsx"),
    route(":categorySlug", "routes/store/category.tsx"),
    route("*", "routes/store/not-found.tsx"),
  ]),
] satisfies RouteConfig;
