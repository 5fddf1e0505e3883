import { Hono, type Context } from "hono";
import {
  marketplaceImportSchema,
  marketplaceSettingsSchema,
  marketplaceSkuSchema,
} from "~/features/marketplace/marketplace.schema";
import {
  AlreadyImportedError,
  chooseMarketplaceSku,
  importMarketplaceProduct,
  linkMarketplaceProduct,
  marketplaceVariants,
} from "~/features/marketplace/marketplace-import.server";
import {
  getMarketplaceSettings,
  reviewSyncChange,
  saveMarketplaceSettings,
  startMarketplaceSync,
  syncProgress,
  type SyncDeps,
} from "~/features/marketplace/marketplace-sync.server";
import { productLinksSummary, refreshProductLinks } from "~/features/marketplace/product-links.server";
import { saveTrackingIds } from "~/features/affiliate/tracking-ids.server";
import { trackingIdsSchema } from "~/features/affiliate/tracking-ids";
import type { AppEnv } from "../../context";
import { siteOrigin } from "../../http";
import { idParam, validForm, validJson } from "../../validate";

const depsOf = (c: Context<AppEnv>): SyncDeps => ({
  db: c.var.database.db,
  client: c.var.marketplace,
  outgoing: c.var.outgoing,
  origin: siteOrigin(c),
});

/**
 * /api/admin/marketplace (issue 30): import a product from its AliExpress address, pick its variant, sync every
 * product's price from its shop (`POST /sync` starts, a second call while one runs answers its progress), review the
 * changes above the threshold, the threshold itself, and the tracking id of each language's links.
 */
export const marketplaceAdmin = new Hono<AppEnv>()
  .post("/import", validJson(marketplaceImportSchema), async (c) => {
    try {
      return c.json(await importMarketplaceProduct(depsOf(c), c.req.valid("json").url), 201);
    } catch (error) {
      if (error instanceof AlreadyImportedError)
        return c.json({ error: error.message, productId: error.productId }, 409);
      throw error;
    }
  })
  .put("/products/:id/link", idParam, validJson(marketplaceImportSchema), async (c) => {
    try {
      return c.json(await linkMarketplaceProduct(depsOf(c), c.req.valid("param").id, c.req.valid("json").url));
    } catch (error) {
      if (error instanceof AlreadyImportedError)
        return c.json({ error: error.message, productId: error.productId }, 409);
      throw error;
    }
  })
  .get("/products/:id/variants", idParam, async (c) =>
    c.json(await marketplaceVariants(depsOf(c), c.req.valid("param").id)),
  )
  .put("/products/:id/variant", idParam, validJson(marketplaceSkuSchema), async (c) =>
    c.json(await chooseMarketplaceSku(depsOf(c), c.req.valid("param").id, c.req.valid("json").skuId)),
  )
  .post("/sync", async (c) => {
    const { started } = await startMarketplaceSync(depsOf(c));
    return c.json({ started, ...(await syncProgress(c.var.database.db)) }, started ? 202 : 200);
  })
  .get("/sync", async (c) => c.json(await syncProgress(c.var.database.db)))
  .post("/sync/:id/apply", idParam, async (c) =>
    c.json(await reviewSyncChange(depsOf(c), c.req.valid("param").id, "apply")),
  )
  .post("/sync/:id/dismiss", idParam, async (c) =>
    c.json(await reviewSyncChange(depsOf(c), c.req.valid("param").id, "dismiss")),
  )
  // The tracking id of each language's links (decision 0023); saving makes the AliExpress products' links anew.
  .get("/tracking-ids", async (c) => c.json(await productLinksSummary(c.var.database.db)))
  .put("/tracking-ids", validForm(trackingIdsSchema), async (c) => {
    await saveTrackingIds(c.var.database.db, c.req.valid("json"));
    const made = await refreshProductLinks(depsOf(c));
    return c.json({ ...(await productLinksSummary(c.var.database.db)), made });
  })
  .get("/settings", async (c) => c.json(await getMarketplaceSettings(c.var.database.db)))
  .put("/settings", validJson(marketplaceSettingsSchema), async (c) =>
    c.json(await saveMarketplaceSettings(c.var.database.db, c.req.valid("json"))),
  );
