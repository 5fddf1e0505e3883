import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fixRequestSchema } from "~/features/seo/url-fixer.schema";
import { auditProductUrls, fixProductUrls } from "~/features/seo/url-fixer.server";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../http";
import { validJson } from "../../validate";

/** /api/admin/url-fixer: the product URL audit and its fixes (admin spec §7); failures add success: false. */
export const urlFixerAdmin = new Hono<AppEnv>()
  .onError(async (error, c) => {
    const answer = errorResponse(error, c);
    return c.json({ success: false, ...(await answer.json()) }, answer.status as ContentfulStatusCode);
  })
  .get("/audit-product-urls", async (c) => {
    const audit = await auditProductUrls(c.var.database.db);
    const message = `Audited ${audit.totalProducts} products in every language: ${audit.issues} URLs with issues`;
    return c.json({ success: true, audit, message });
  })
  .post("/fix-product-urls", validJson(fixRequestSchema), async (c) =>
    c.json({ success: true, ...(await fixProductUrls(c.var.database.db, c.req.valid("json").fixTypes)) }),
  );
