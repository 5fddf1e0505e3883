import { Hono, type Context } from "hono";
import { idSchema } from "~/features/catalog/catalog.schema";
import { detachImage, findContaminatedImages, replaceImage } from "~/features/image-repair/image-contamination.server";
import type { AppEnv } from "../../context";
import { imageUploadLimit, parseOr400, uploadedFile } from "../../http";

const ids = (c: Context<AppEnv>) =>
  [parseOr400(idSchema, c.req.param("productId")), parseOr400(idSchema, c.req.param("imageId"))] as const;

/** /api/admin/image-contamination: pictures shared by products that should not share them, and their repair. */
export const imageContaminationAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findContaminatedImages(c.var.database.db)))
  .delete("/products/:productId/images/:imageId", async (c) => c.json(await detachImage(c.var.database.db, ...ids(c))))
  .post("/products/:productId/images/:imageId/replace", imageUploadLimit, async (c) => {
    const [productId, imageId] = ids(c);
    return c.json(await replaceImage(c.var.database.db, productId, imageId, await uploadedFile(c)));
  });
