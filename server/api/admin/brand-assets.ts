import { Hono } from "hono";
import { listAdminBrandAssets, replaceBrandAsset } from "~/features/brand-assets/brand-assets.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import type { AppEnv } from "../../context";
import { imageUploadLimit, parseOr400, uploadedFile } from "../../http";

/** /api/admin/brand-assets: the site's own pictures (logo, hero, founder...), listed and replaced. */
export const brandAssetsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminBrandAssets(c.var.database.db)))
  .put("/:id", imageUploadLimit, async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    await replaceBrandAsset(c.var.database.db, id, await uploadedFile(c));
    return c.json(await listAdminBrandAssets(c.var.database.db));
  });
