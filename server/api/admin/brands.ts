import { Hono } from "hono";
import { createBrand, deleteBrand, listBrands, updateBrand } from "~/features/catalog/brands-admin.server";
import { brandInputSchema } from "~/features/catalog/brands-admin.schema";
import type { AppEnv } from "../../context";
import { formLimit, idParam, validForm } from "../../validate";

const brandForm = validForm(brandInputSchema);

/** /api/admin/brands: helmet and gear brands. */
export const brandsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listBrands(c.var.database.db)))
  .post("/", formLimit(64), brandForm, async (c) =>
    c.json(await createBrand(c.var.database.db, c.req.valid("json")), 201),
  )
  .put("/:id", formLimit(64), idParam, brandForm, async (c) =>
    c.json(await updateBrand(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", idParam, async (c) => {
    await deleteBrand(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Deleted" });
  });
