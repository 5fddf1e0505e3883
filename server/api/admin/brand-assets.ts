import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { listAdminBrandAssets, replaceBrandAsset } from "~/features/brand-assets/brand-assets.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { imageUploadLimits } from "~/features/media/media.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";

const uploadLimit = bodyLimit({
  maxSize: imageUploadLimits.maxBytes + 64 * 1024,
  onError: (c) => c.json({ error: "The upload is too large" }, 413),
});

/** /api/admin/brand-assets: the site's own pictures (logo, hero, founder...), listed and replaced. */
export const brandAssetsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminBrandAssets(c.var.database.db)))
  .put("/:id", uploadLimit, async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const form = await c.req.formData().catch(() => {
      throw new InvalidError("Send the picture as multipart/form-data");
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new InvalidError("Choose a picture");
    await replaceBrandAsset(c.var.database.db, id, {
      name: file.name || "image",
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json(await listAdminBrandAssets(c.var.database.db));
  });
