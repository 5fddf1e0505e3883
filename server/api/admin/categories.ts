import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idSchema } from "~/features/catalog/catalog.schema";
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
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const idParam = (value: string | undefined) => parseOr400(idSchema, value);
const formBody = async (c: Parameters<typeof readJsonObject>[0]) =>
  parseFormOr400(categoryInputSchema, await readJsonObject(c));

/** The category form is small. */
const formLimit = bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/categories: the category tree editor's routes. */
export const categoriesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminCategories(c.var.database.db)))
  .get("/trash", async (c) => c.json(await listTrashedCategories(c.var.database.db)))
  .post("/", formLimit, async (c) => c.json(await createAdminCategory(c.var.database.db, await formBody(c)), 201))
  .get("/:id", async (c) => c.json(await getAdminCategory(c.var.database.db, idParam(c.req.param("id")))))
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    return c.json(await updateAdminCategory(c.var.database.db, id, await formBody(c)));
  })
  .patch("/:id/parent", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    const { parentId } = parseOr400(moveSchema, await readJsonObject(c));
    return c.json(await moveCategory(c.var.database.db, id, parentId));
  })
  .get("/:id/deletion-impact", async (c) =>
    c.json(await categoryDeletionImpact(c.var.database.db, idParam(c.req.param("id")))),
  )
  .delete("/:id", async (c) => {
    const impact = await trashCategory(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Moved to the trash", ...impact });
  })
  .post("/:id/restore", async (c) => {
    const id = idParam(c.req.param("id"));
    // The body is optional: a bare POST restores the category alone.
    const body = c.req.header("content-type") ? await readJsonObject(c) : {};
    const restored = await restoreCategory(c.var.database.db, id, parseOr400(restoreCategorySchema, body));
    return c.json({ success: true, message: "Restored", ...restored });
  })
  .delete("/:id/permanent", async (c) => {
    await purgeCategory(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Deleted for good" });
  });
