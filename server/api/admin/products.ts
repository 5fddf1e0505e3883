import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
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
  imageOrderSchema,
  productInputSchema,
  productListQuerySchema,
  productBulkSchema,
  productPricingSchema,
  productStatusSchema,
  type ProductInput,
} from "~/features/catalog/product-admin.schema";
import { bulkChangeProducts } from "~/features/catalog/product-bulk.server";
import { exportProductsCsv, importProductsCsv } from "~/features/catalog/product-csv.server";
import { InvalidError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { siteOrigin } from "../../http";
import { formLimit, idParam, validForm, validJson, validParams, validQuery } from "../../validate";

const productForm = validForm(productInputSchema);
const imageParams = validParams(z.object({ id: idSchema, imageId: idSchema }));

/** Up to 12 pictures of 10 MB in one upload, plus form overhead. */
const uploadLimit = bodyLimit({
  maxSize: imageUploadLimits.maxImagesPerProduct * imageUploadLimits.maxBytes + 64 * 1024,
  onError: (c) => c.json({ error: "The upload is too large" }, 413),
});

/** A spreadsheet of a few thousand products, as JSON text. */
const importLimit = bodyLimit({
  maxSize: 4 * 1024 * 1024,
  onError: (c) => c.json({ error: "The file is too large (4 MB at most)" }, 413),
});
const productImportSchema = z.object({
  csv: z.string({ error: "Send the file's text as csv" }).min(1, "The file is empty"),
  apply: z.boolean({ error: "apply must be true or false" }).default(false),
});

/** /api/admin/products: the catalogue editor's routes; the product form is small, pictures have their own route. */
export const productsAdmin = new Hono<AppEnv>()
  .get("/trash", async (c) => c.json(await listTrashedProducts(c.var.database.db)))
  // The whole list as a spreadsheet, and back: a preview of every change, then all of them or none.
  .get("/export.csv", async (c) => {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`);
    return c.body(await exportProductsCsv(c.var.database.db));
  })
  .post("/import", importLimit, validJson(productImportSchema), async (c) => {
    const { csv, apply } = c.req.valid("json");
    return c.json(await importProductsCsv(c.var.database.db, csv, apply, { origin: siteOrigin(c) }));
  })
  .get("/", validQuery(productListQuerySchema), async (c) =>
    c.json(await listAdminProducts(c.var.database.db, c.req.valid("query"))),
  )
  .post("/", formLimit(256), productForm, async (c) =>
    c.json(await createAdminProduct(c.var.database.db, c.req.valid("json") as ProductInput), 201),
  )
  .get("/:id", idParam, async (c) => c.json(await getAdminProduct(c.var.database.db, c.req.valid("param").id)))
  .put("/:id", formLimit(256), idParam, productForm, async (c) => {
    const { db } = c.var.database;
    const input = c.req.valid("json") as ProductInput;
    const { notified, stockNotified, priceNotified, ...saved } = await updateAdminProduct(
      db,
      c.req.valid("param").id,
      input,
      { origin: siteOrigin(c) },
    );
    if (notified || stockNotified || priceNotified) c.var.mail?.wake();
    return c.json(saved);
  })
  // The list's quick edit: saving price, original price and stock confirms them; /confirm confirms them unchanged.
  .put("/:id/pricing", idParam, validForm(productPricingSchema), async (c) => {
    const id = c.req.valid("param").id;
    const saved = await saveProductPricing(c.var.database.db, id, c.req.valid("json"), siteOrigin(c));
    if (saved.stockNotified || saved.priceNotified) c.var.mail?.wake();
    return c.json(saved);
  })
  .post("/:id/pricing/confirm", idParam, async (c) =>
    c.json(await saveProductPricing(c.var.database.db, c.req.valid("param").id)),
  )
  // The list's selection: one action for many products, all or none (409 or a confirmation otherwise).
  .post("/bulk", validJson(productBulkSchema), async (c) => {
    const { notified, stockNotified, ...changed } = await bulkChangeProducts(c.var.database.db, c.req.valid("json"), {
      origin: siteOrigin(c),
    });
    if (notified || stockNotified) c.var.mail?.wake();
    return c.json(changed);
  })
  .post("/:id/duplicate", idParam, async (c) =>
    c.json(await duplicateAdminProduct(c.var.database.db, c.req.valid("param").id), 201),
  )
  .patch("/:id/status", idParam, validJson(productStatusSchema), async (c) => {
    const { status, confirm } = c.req.valid("json");
    const { notified, stockNotified, ...changed } = await setProductStatus(
      c.var.database.db,
      c.req.valid("param").id,
      status,
      { origin: siteOrigin(c) },
      confirm,
    );
    if (notified || stockNotified) c.var.mail?.wake();
    return c.json(changed);
  })
  .delete("/:id", idParam, async (c) => {
    await trashProduct(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Moved to the trash" });
  })
  .post("/:id/restore", idParam, async (c) => {
    await restoreProduct(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Restored" });
  })
  .delete("/:id/permanent", idParam, async (c) => {
    await purgeProduct(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Deleted for good" });
  })
  .post("/:id/images", uploadLimit, idParam, async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new InvalidError("Send the pictures as multipart/form-data");
    });
    const files = form.getAll("files").filter((f): f is File => f instanceof File);
    const uploads = await Promise.all(
      files.map(async (file) => ({ name: file.name || "image", bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    return c.json(await addProductImages(c.var.database.db, c.req.valid("param").id, uploads), 201);
  })
  .put("/:id/images/order", idParam, validJson(imageOrderSchema), async (c) =>
    c.json(await reorderProductImages(c.var.database.db, c.req.valid("param").id, c.req.valid("json").imageIds)),
  )
  .delete("/:id/images/:imageId", imageParams, async (c) => {
    const { id, imageId } = c.req.valid("param");
    return c.json(await deleteProductImage(c.var.database.db, id, imageId));
  });
