import { Hono } from "hono";
import { listAdminBrandAssets, replaceBrandAsset } from "~/features/brand-assets/brand-assets.server";
import type { AppEnv } from "../../context";
import { imageUploadLimit, uploadedFile } from "../../http";
import { idParam } from "../../validate";

/** /api/admin/brand-assets: the site's own pictures (logo, hero, founder...), listed and replaced. */
export const brandAssetsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminBrandAssets(c.var.database.db)))
  .put("/:id", imageUploadLimit, idParam, async (c) => {
    await replaceBrandAsset(c.var.database.db, c.req.valid("param").id, await uploadedFile(c));
    return c.json(await listAdminBrandAssets(c.var.database.db));
  });
