import type { Hono } from "hono";
import type { AdminToolApi, AdminToolKey } from "~/features/admin/admin-tools";
import type { AppEnv } from "../../context";
import { aiPromptsAdmin } from "./ai-prompts";
import { backupAdmin } from "./backup";
import { brandAssetsAdmin } from "./brand-assets";
import { brandsAdmin } from "./brands";
import { categoriesAdmin } from "./categories";
import { helmetModelsAdmin } from "./helmet-models";
import { imageContaminationAdmin } from "./image-contamination";
import { earningsAdmin } from "./earnings";
import { insightsAdmin } from "./insights";
import { languagesAdmin } from "./languages";
import { linkHealthAdmin } from "./link-health";
import { mailAdmin } from "./mail";
import { marketplaceAdmin } from "./marketplace";
import { menuAdmin } from "./menu";
import { newsletterIssuesAdmin } from "./newsletter-issues";
import { newslettersAdmin } from "./newsletters";
import { productsAdmin } from "./products";
import { seoSlugAdmin } from "./seo-slug";
import { sitemapIntelligenceAdmin } from "./sitemap-intelligence";
import { stockRequestsAdmin } from "./stock-requests";
import { tagsAdmin } from "./tags";
import { totpAdmin } from "./totp";
import { translationsAdmin } from "./translations";
import { urlFixerAdmin } from "./url-fixer";
import { validationAdmin } from "./validation";
import { visorRequestsAdmin } from "./visor-requests";
import { visorTemplatesAdmin } from "./visor-templates";
import { workflowAdmin } from "./workflow";

type AdminRouter = Hono<AppEnv>;

/**
 * The routers of every admin tool, by its key, at the API paths its registry entry names
 * (app/features/admin/admin-tools.ts): a tool missing here, a path it names without a router, or a
 * router at a path it does not name is a type error. A tool whose page calls another tool's API has `{}`.
 */
export type AdminToolRouters = { [K in AdminToolKey]: Record<AdminToolApi<K>, AdminRouter> };

export function adminToolRouters({ publicOrigin, passwordHash }: { publicOrigin?: string; passwordHash: string }) {
  return {
    products: { "/products": productsAdmin },
    categories: { "/categories": categoriesAdmin },
    "category-hierarchy": {},
    tags: { "/tags": tagsAdmin },
    brands: { "/brands": brandsAdmin },
    "helmet-models": { "/helmet-models": helmetModelsAdmin },
    marketplace: { "/marketplace": marketplaceAdmin },
    mail: { "/mail": mailAdmin },
    "brand-assets": { "/brand-assets": brandAssetsAdmin },
    "visor-templates": { "/visor-templates": visorTemplatesAdmin },
    languages: { "/languages": languagesAdmin },
    "product-translations": { "/translations": translationsAdmin },
    "complete-translations": {},
    "ai-prompts": { "/ai-prompts": aiPromptsAdmin },
    "validation-center": { "/validation": validationAdmin },
    "product-lifecycle": {},
    "product-workflow": { "/workflow": workflowAdmin },
    "seo-slug-management": { "/seo-slug": seoSlugAdmin },
    "url-fixer": { "/url-fixer": urlFixerAdmin },
    "sitemap-intelligence": { "/sitemap-intelligence": sitemapIntelligenceAdmin({ publicOrigin }) },
    "link-health": { "/link-health": linkHealthAdmin },
    "header-menu": { "/menu": menuAdmin },
    insights: { "/insights": insightsAdmin, "/earnings": earningsAdmin },
    newsletters: { "/newsletters": newslettersAdmin },
    "newsletter-issues": { "/newsletter-issues": newsletterIssuesAdmin },
    "visor-requests": { "/visor-requests": visorRequestsAdmin, "/stock-requests": stockRequestsAdmin },
    "deletion-management": {},
    backup: { "/backup": backupAdmin },
    security: { "/totp": totpAdmin({ passwordHash }) },
    "image-contamination-fix": { "/image-contamination": imageContaminationAdmin },
  } satisfies AdminToolRouters;
}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * Every tool's router by its path under /api/admin, with the types its validators and answers declare: the admin
 * pages' typed client is made from it (app/features/admin/admin-api.ts, `import type` only).
 */
export type AdminToolRouterTypes = Intersection<ReturnType<typeof adminToolRouters>[AdminToolKey]>;
