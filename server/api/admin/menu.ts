import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idSchema } from "~/features/catalog/catalog.schema";
import { menuItemInputSchema, menuOrderSchema, type MenuItemInput } from "~/features/navigation/menu-admin.schema";
import {
  createMenuItem,
  deleteMenuItem,
  listMenuItems,
  reorderMenuItems,
  updateMenuItem,
} from "~/features/navigation/menu-admin.server";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const idParam = (value: string | undefined) => parseOr400(idSchema, value);
const formBody = async (c: Parameters<typeof readJsonObject>[0]) =>
  parseFormOr400(menuItemInputSchema, await readJsonObject(c)) as MenuItemInput;
const formLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/menu: the header menu editor's routes; the storefront sees each write at once. */
export const menuAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listMenuItems(c.var.database.db)))
  .post("/", formLimit, async (c) => c.json(await createMenuItem(c.var.database.db, await formBody(c)), 201))
  // Before /:id, so "order" is not taken for an id.
  .put("/order", formLimit, async (c) => {
    const { parentId, ids } = parseOr400(menuOrderSchema, await readJsonObject(c));
    return c.json(await reorderMenuItems(c.var.database.db, parentId, ids));
  })
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    return c.json(await updateMenuItem(c.var.database.db, id, await formBody(c)));
  })
  .delete("/:id", async (c) => {
    await deleteMenuItem(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Deleted" });
  });
