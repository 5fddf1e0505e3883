import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import { detachImage, findContaminatedImages, replaceImage } from "~/features/image-repair/image-contamination.server";
import type { AppEnv } from "../../context";
import { imageUploadLimit, uploadedFile } from "../../http";
import { validParams } from "../../validate";

const imageParams = validParams(z.object({ productId: idSchema, imageId: idSchema }));

/** /api/admin/image-contamination: pictures shared by products that should not share them, and their repair. */
export const imageContaminationAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findContaminatedImages(c.var.database.db)))
  .delete("/products/:productId/images/:imageId", imageParams, async (c) => {
    const { productId, imageId } = c.req.valid("param");
    return c.json(await detachImage(c.var.database.db, productId, imageId));
  })
  .post("/products/:productId/images/:imageId/replace", imageUploadLimit, imageParams, async (c) => {
    const { productId, imageId } = c.req.valid("param");
    return c.json(await replaceImage(c.var.database.db, productId, imageId, await uploadedFile(c)));
  });
