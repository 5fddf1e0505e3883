/**
 * Every admin tool of the spec's route table (admin spec §2), in one place: the page router registers
 * them and their aliases from it, the API mounts each tool's routers at the paths it names
 * (server/api/admin/tools.ts), and the dashboard shows its cards, and their figures, by its key.
 */
export interface AdminTool<Key extends string = string> {
  key: Key;
  /**
   * In English; the dashboard shows `admin.tools.{key}` of the admin's text in the curator's language (a test keeps
   * its English the same as these).
   */
  title: string;
  description: string;
  /** The canonical page; the aliases redirect to it. */
  path: string;
  aliases?: string[];
  phase: AdminPhase;
  /** Route module under app/. */
  file: string;
  /**
   * The paths under /api/admin this tool owns, each mounted from the tool's routers; none when its
   * page calls another tool's API (the hierarchy edits categories, the trash products and categories).
   */
  api: readonly `/${string}`[];
}

/** The dashboard's steps (their words in the curator's language: `admin.tools.phases.{id}`). */
export const adminPhases = [
  { id: 1, title: "Catalogue", description: "What the storefront recommends, and how it is organised." },
  { id: 2, title: "Languages and translations", description: "Six languages, checked and completed." },
  { id: 3, title: "Publishing and SEO", description: "From draft to public, with clean addresses." },
  { id: 4, title: "Audience", description: "Riders who asked to hear from you." },
  { id: 5, title: "Safety net", description: "Trash, backups and repairs." },
] as const;
export type AdminPhase = (typeof adminPhases)[number]["id"];

const adminToolTable = [
  {
    key: "products",
    title: "Products",
    description: "Create, edit, publish and duplicate products.",
    path: "/admin/products",
    phase: 1,
    file: "routes/admin/products.tsx",
    api: ["/products"],
  },
  {
    key: "categories",
    title: "Categories",
    description: "Category names, descriptions and pictures.",
    path: "/admin/dashboard/categories",
    aliases: ["/admin/categories"],
    phase: 1,
    file: "routes/admin/categories.tsx",
    api: ["/categories"],
  },
  {
    key: "category-hierarchy",
    title: "Category hierarchy",
    description: "Move categories in the tree.",
    path: "/admin/dashboard/category-hierarchy",
    phase: 1,
    file: "routes/admin/category-hierarchy.tsx",
    api: [],
  },
  {
    key: "tags",
    title: "Tags",
    description: "System tags and your own.",
    path: "/admin/dashboard/tags",
    phase: 1,
    file: "routes/admin/tags.tsx",
    api: ["/tags"],
  },
  {
    key: "brands",
    title: "Brands",
    description: "Helmet and gear brands.",
    path: "/admin/dashboard/brands",
    phase: 1,
    file: "routes/admin/brands.tsx",
    api: ["/brands"],
  },
  {
    key: "helmet-models",
    title: "Helmet models",
    description: "Models per helmet brand, their visors and the riders waiting for one.",
    path: "/admin/dashboard/helmet-models",
    phase: 1,
    file: "routes/admin/helmet-models.tsx",
    api: ["/helmet-models"],
  },
  {
    key: "mail",
    title: "Mail",
    description: "Messages waiting, sent and failed, each as the rider sees it.",
    path: "/admin/dashboard/mail",
    phase: 1,
    file: "routes/admin/mail.tsx",
    api: ["/mail"],
  },
  {
    key: "brand-assets",
    title: "Brand assets",
    description: "Logo, hero and founder pictures.",
    path: "/admin/dashboard/brand-assets",
    phase: 1,
    file: "routes/admin/brand-assets.tsx",
    api: ["/brand-assets"],
  },
  {
    key: "visor-templates",
    title: "Visor templates",
    description: "Generate a visor family from one template.",
    path: "/admin/visor-templates",
    aliases: [
      "/admin/visor-templates-step1",
      "/admin/visor-templates-mvp",
      "/admin/visor-templates-unified",
      "/admin/dashboard/templates",
    ],
    phase: 1,
    file: "routes/admin/visor-templates.tsx",
    api: ["/visor-templates"],
  },
  {
    key: "languages",
    title: "Languages",
    description: "Which languages the storefront offers.",
    path: "/admin/dashboard/languages",
    phase: 2,
    file: "routes/admin/languages.tsx",
    api: ["/languages"],
  },
  {
    key: "product-translations",
    title: "Translations",
    description: "Products and categories per language, with AI help.",
    path: "/admin/dashboard/product-translations",
    aliases: ["/admin/products-translations", "/admin/dashboard/translations"],
    phase: 2,
    file: "routes/admin/translations.tsx",
    api: ["/translations"],
  },
  {
    key: "complete-translations",
    title: "Complete translations",
    description: "Coverage of every language, and AI batches to fill the gaps.",
    path: "/admin/dashboard/complete-translations",
    aliases: ["/admin/complete-translations"],
    phase: 2,
    file: "routes/admin/complete-translations.tsx",
    api: [],
  },
  {
    key: "ai-prompts",
    title: "AI prompts",
    description: "The prompts the translation assistant uses.",
    path: "/admin/dashboard/ai-prompts",
    aliases: ["/admin/ai-prompts"],
    phase: 2,
    file: "routes/admin/ai-prompts.tsx",
    api: ["/ai-prompts"],
  },
  {
    key: "validation-center",
    title: "Validation center",
    description: "Find missing or suspicious content.",
    path: "/admin/validation-center",
    phase: 2,
    file: "routes/admin/validation-center.tsx",
    api: ["/validation"],
  },
  {
    key: "product-lifecycle",
    title: "Product lifecycle",
    description: "Draft → Ready → Published.",
    path: "/admin/dashboard/product-lifecycle",
    phase: 3,
    file: "routes/admin/product-lifecycle.tsx",
    api: [],
  },
  {
    key: "product-workflow",
    title: "Product workflow",
    description: "Readiness of each product.",
    path: "/admin/dashboard/product-workflow",
    phase: 3,
    file: "routes/admin/product-workflow.tsx",
    api: ["/workflow"],
  },
  {
    key: "seo-slug-management",
    title: "SEO slugs",
    description: "Analyse and optimise addresses.",
    path: "/admin/dashboard/seo-slug-management",
    phase: 3,
    file: "routes/admin/seo-slug-management.tsx",
    api: ["/seo-slug"],
  },
  {
    key: "url-fixer",
    title: "URL fixer",
    description: "Audit and repair product URLs.",
    path: "/admin/dashboard/url-fixer",
    phase: 3,
    file: "routes/admin/url-fixer.tsx",
    api: ["/url-fixer"],
  },
  {
    key: "sitemap-intelligence",
    title: "Sitemap",
    description: "What search engines are told.",
    path: "/admin/dashboard/sitemap-intelligence",
    phase: 3,
    file: "routes/admin/sitemap-intelligence.tsx",
    api: ["/sitemap-intelligence"],
  },
  {
    key: "marketplace",
    title: "Marketplace sync",
    description: "Import from AliExpress, and every shop's price, stock and delivery checked daily.",
    path: "/admin/dashboard/marketplace",
    phase: 1,
    file: "routes/admin/marketplace.tsx",
    api: ["/marketplace"],
  },
  {
    key: "link-health",
    title: "Link health",
    description: "Which shop links still lead to their item, checked daily and on demand.",
    path: "/admin/dashboard/link-health",
    phase: 3,
    file: "routes/admin/link-health.tsx",
    api: ["/link-health"],
  },
  {
    key: "header-menu",
    title: "Header menu",
    description: "The storefront's navigation.",
    path: "/admin/dashboard/header-menu",
    phase: 3,
    file: "routes/admin/header-menu.tsx",
    api: ["/menu"],
  },
  {
    key: "insights",
    title: "Insight",
    description: "What riders look at and click, in which language, and the visors they ask for.",
    path: "/admin/dashboard/insights",
    phase: 4,
    file: "routes/admin/insights.tsx",
    api: ["/insights", "/earnings"],
  },
  {
    key: "newsletters",
    title: "Newsletter",
    description: "Subscribers, statistics and export.",
    path: "/admin/dashboard/newsletters",
    phase: 4,
    file: "routes/admin/newsletters.tsx",
    api: ["/newsletters"],
  },
  {
    key: "newsletter-issues",
    title: "Newsletter issues",
    description: "Write to your subscribers: translate, preview, test and send.",
    path: "/admin/dashboard/newsletter-issues",
    phase: 4,
    file: "routes/admin/newsletter-issues.tsx",
    api: ["/newsletter-issues"],
  },
  {
    key: "visor-requests",
    title: "Visor requests",
    description: "Riders waiting for a visor for their helmet.",
    path: "/admin/dashboard/visor-requests",
    phase: 4,
    file: "routes/admin/visor-requests.tsx",
    api: ["/visor-requests", "/stock-requests"],
  },
  {
    key: "deletion-management",
    title: "Trash",
    description: "Restore or delete for good.",
    path: "/admin/dashboard/deletion-management",
    phase: 5,
    file: "routes/admin/deletion-management.tsx",
    api: [],
  },
  {
    key: "backup",
    title: "Backup",
    description: "Download or restore everything.",
    path: "/admin/dashboard/backup",
    phase: 5,
    file: "routes/admin/backup.tsx",
    api: ["/backup"],
  },
  {
    key: "security",
    title: "Security",
    description: "Two-step login with an authenticator app.",
    path: "/admin/dashboard/security",
    phase: 5,
    file: "routes/admin/security.tsx",
    api: ["/totp"],
  },
  {
    key: "image-contamination-fix",
    title: "Image repair",
    description: "Find pictures attached to the wrong product.",
    path: "/admin/image-contamination-fix",
    phase: 5,
    file: "routes/admin/image-contamination-fix.tsx",
    api: ["/image-contamination"],
  },
] as const satisfies readonly AdminTool[];

/** The key of an admin tool: a type error for a tool that is not in the table. */
export type AdminToolKey = (typeof adminToolTable)[number]["key"];

/** The paths under /api/admin that the tool `K` owns. */
export type AdminToolApi<K extends AdminToolKey> = Extract<(typeof adminToolTable)[number], { key: K }>["api"][number];

/**
 * The table read as tools with typed keys (the literal table keeps the keys and API paths for the types
 * above; read through this, every entry has the optional fields such as `aliases`).
 */
export const adminTools: readonly AdminTool<AdminToolKey>[] = adminToolTable;

/** The canonical page of an alias path, if `path` is one. */
export function adminAliasTarget(path: string) {
  return adminTools.find((tool) => tool.aliases?.includes(path))?.path;
}

/**
 * Where to go after logging in: a same-site admin path only (never another site, never "//host"),
 * else the dashboard.
 */
export function safeAdminTarget(...candidates: (string | null | undefined)[]) {
  for (const candidate of candidates) {
    if (!candidate || candidate.includes("\\")) continue;
    // Resolved first ("/admin/../x" is "/x", "/admin/..//host" is "//host"), then checked.
    const url = new URL(candidate, "http://admin.invalid");
    if (
      url.origin === "http://admin.invalid" &&
      /^\/admin\/[^/]/.test(url.pathname) &&
      url.pathname !== "/admin/login"
    ) {
      return `${url.pathname}${url.search}`;
    }
  }
  return "/admin/dashboard";
}

/** Why the login page says a login without JavaScript was refused (its `?error=`; the words: admin.login.errors). */
export const loginErrors = ["password", "code", "locked"] as const;
export type LoginError = (typeof loginErrors)[number];

/** The login page again after a refused form login: the reason, the second step if it is due, the target kept. */
export function loginPageAfter(reason: LoginError | "code-needed", target: unknown) {
  const params = new URLSearchParams();
  if (reason !== "code-needed") params.set("error", reason);
  if (reason === "code" || reason === "code-needed") params.set("step", "code");
  if (typeof target === "string" && target) params.set("redirect", safeAdminTarget(target));
  return `/admin?${params}`;
}
