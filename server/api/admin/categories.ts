import { Hono } from "hono";
import {
  categoryDeletionImpact,
  createAdminCategory,
  getAdminCategory,
  listAdminCategories,
  listTrashedCategories,
  moveCategory,
  purgeCategory,
  restoreCategory,
  trashCategory,
  updateAdminCategory,
} from "~/features/categories/category-admin.server";
import { categoryInputSchema, moveSchema, restoreCategorySchema } from "~/features/categories/category-admin.schema";
import type { AppEnv } from "../../context";
import { formLimit, idParam, validForm, validJson } from "../../validate";

const categoryForm = validForm(categoryInputSchema);

/** /api/admin/categories: the category tree editor's routes; the category form is small. */
export const categoriesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminCategories(c.var.database.db)))
  .get("/trash", async (c) => c.json(await listTrashedCategories(c.var.database.db)))
  .post("/", formLimit(256), categoryForm, async (c) =>
    c.json(await createAdminCategory(c.var.database.db, c.req.valid("json")), 201),
  )
  .get("/:id", idParam, async (c) => c.json(await getAdminCategory(c.var.database.db, c.req.valid("param").id)))
  .put("/:id", formLimit(256), idParam, categoryForm, async (c) =>
    c.json(await updateAdminCategory(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  )
  .patch("/:id/parent", formLimit(256), idParam, validJson(moveSchema), async (c) =>
    c.json(await moveCategory(c.var.database.db, c.req.valid("param").id, c.req.valid("json").parentId)),
  )
  .get("/:id/deletion-impact", idParam, async (c) =>
    c.json(await categoryDeletionImpact(c.var.database.db, c.req.valid("param").id)),
  )
  .delete("/:id", idParam, async (c) => {
    const impact = await trashCategory(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Moved to the trash", ...impact });
  })
  // The body is optional: a bare POST restores the category alone.
  .post(
    "/:id/restore",
    idParam,
    validJson(restoreCategorySchema, { absent: (c) => !c.req.header("content-type") }),
    async (c) => {
      const restored = await restoreCategory(c.var.database.db, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ success: true, message: "Restored", ...restored });
    },
  )
  .delete("/:id/permanent", idParam, async (c) => {
    await purgeCategory(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Deleted for good" });
  });
