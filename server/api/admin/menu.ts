import { Hono } from "hono";
import { menuItemInputSchema, menuOrderSchema } from "~/features/navigation/menu-admin.schema";
import {
  createMenuItem,
  deleteMenuItem,
  listMenuItems,
  reorderMenuItems,
  updateMenuItem,
} from "~/features/navigation/menu-admin.server";
import type { AppEnv } from "../../context";
import { formLimit, idParam, validForm, validJson } from "../../validate";

const menuItemForm = validForm(menuItemInputSchema);

/** /api/admin/menu: the header menu editor's routes; the storefront sees each write at once. */
export const menuAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listMenuItems(c.var.database.db)))
  .post("/", formLimit(64), menuItemForm, async (c) =>
    c.json(await createMenuItem(c.var.database.db, c.req.valid("json")), 201),
  )
  // Before /:id, so "order" is not taken for an id.
  .put("/order", formLimit(64), validJson(menuOrderSchema), async (c) => {
    const { parentId, ids } = c.req.valid("json");
    return c.json(await reorderMenuItems(c.var.database.db, parentId, ids));
  })
  .put("/:id", formLimit(64), idParam, menuItemForm, async (c) =>
    c.json(await updateMenuItem(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", idParam, async (c) => {
    await deleteMenuItem(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Deleted" });
  });
