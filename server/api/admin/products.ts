import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import { maxId } from "~/lib/form-schemas";
import { imageUploadLimits } from "~/features/media/media.server";
import {
  addProductImages,
  createAdminProduct,
  deleteProductImage,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  listTrashedProducts,
  purgeProduct,
  reorderProductImages,
  restoreProduct,
  saveProductPricing,
  setProductStatus,
  trashProduct,
  updateAdminProduct,
} from "~/features/catalog/product-admin.server";
import {
  productInputSchema,
  productListQuerySchema,
  productPricingSchema,
  productStatusSchema,
  type ProductInput,
} from "~/features/catalog/product-admin.schema";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400, siteOrigin } from "../../http";
import { readJsonObject } from "../../visitor";

const idParam = (value: string | undefined) => parseOr400(idSchema, value);
const formBody = async (c: Parameters<typeof readJsonObject>[0]) =>
  parseFormOr400(productInputSchema, await readJsonObject(c)) as ProductInput;
const orderSchema = z.object({
  imageIds: z
    .array(z.number().int().positive().max(maxId), { error: "imageIds must be a list of picture ids" })
    .max(50),
});

/** The product form is small; pictures go through their own route. */
const formLimit = bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** Up to 12 pictures of 10 MB in one upload, plus form overhead. */
const uploadLimit = bodyLimit({
  maxSize: imageUploadLimits.maxImagesPerProduct * imageUploadLimits.maxBytes + 64 * 1024,
  onError: (c) => c.json({ error: "The upload is too large" }, 413),
});

/** /api/admin/products: the catalogue editor's routes. */
export const productsAdmin = new Hono<AppEnv>()
  .get("/trash", async (c) => c.json(await listTrashedProducts(c.var.database.db)))
  .get("/", async (c) =>
    c.json(await listAdminProducts(c.var.database.db, parseOr400(productListQuerySchema, c.req.query()))),
  )
  .post("/", formLimit, async (c) => c.json(await createAdminProduct(c.var.database.db, await formBody(c)), 201))
  .get("/:id", async (c) => c.json(await getAdminProduct(c.var.database.db, idParam(c.req.param("id")))))
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    const { notified, stockNotified, ...saved } = await updateAdminProduct(c.var.database.db, id, await formBody(c), {
      origin: siteOrigin(c),
    });
    if (notified || stockNotified) c.var.mail?.wake();
    return c.json(saved);
  })
  // The list's quick edit: saving price, original price and stock confirms them; /confirm confirms them unchanged.
  .put("/:id/pricing", async (c) => {
    const id = idParam(c.req.param("id"));
    const input = parseFormOr400(productPricingSchema, await readJsonObject(c));
    const saved = await saveProductPricing(c.var.database.db, id, input, siteOrigin(c));
    if (saved.stockNotified) c.var.mail?.wake();
    return c.json(saved);
  })
  .post("/:id/pricing/confirm", async (c) =>
    c.json(await saveProductPricing(c.var.database.db, idParam(c.req.param("id")))),
  )
  .post("/:id/duplicate", async (c) =>
    c.json(await duplicateAdminProduct(c.var.database.db, idParam(c.req.param("id"))), 201),
  )
  .patch("/:id/status", async (c) => {
    const id = idParam(c.req.param("id"));
    const { status, confirm } = parseOr400(productStatusSchema, await readJsonObject(c));
    const { notified, stockNotified, ...changed } = await setProductStatus(
      c.var.database.db,
      id,
      status,
      { origin: siteOrigin(c) },
      confirm,
    );
    if (notified || stockNotified) c.var.mail?.wake();
    return c.json(changed);
  })
  .delete("/:id", async (c) => {
    await trashProduct(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Moved to the trash" });
  })
  .post("/:id/restore", async (c) => {
    await restoreProduct(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Restored" });
  })
  .delete("/:id/permanent", async (c) => {
    await purgeProduct(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Deleted for good" });
  })
  .post("/:id/images", uploadLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    const form = await c.req.formData().catch(() => {
      throw new InvalidError("Send the pictures as multipart/form-data");
    });
    const files = form.getAll("files").filter((f): f is File => f instanceof File);
    const uploads = await Promise.all(
      files.map(async (file) => ({ name: file.name || "image", bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    return c.json(await addProductImages(c.var.database.db, id, uploads), 201);
  })
  .put("/:id/images/order", async (c) => {
    const id = idParam(c.req.param("id"));
    const { imageIds } = parseOr400(orderSchema, await readJsonObject(c));
    return c.json(await reorderProductImages(c.var.database.db, id, imageIds));
  })
  .delete("/:id/images/:imageId", async (c) =>
    c.json(await deleteProductImage(c.var.database.db, idParam(c.req.param("id")), idParam(c.req.param("imageId")))),
  );
