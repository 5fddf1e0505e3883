import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createBrand, deleteBrand, listBrands, updateBrand } from "~/features/catalog/brands-admin.server";
import { brandInputSchema, type BrandInput } from "~/features/catalog/brands-admin.schema";
import { idSchema } from "~/features/catalog/catalog.schema";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const idParam = (value: string | undefined) => parseOr400(idSchema, value);
const formBody = async (c: Parameters<typeof readJsonObject>[0]) =>
  parseFormOr400(brandInputSchema, await readJsonObject(c)) as BrandInput;
const formLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/brands: helmet and gear brands. */
export const brandsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listBrands(c.var.database.db)))
  .post("/", formLimit, async (c) => c.json(await createBrand(c.var.database.db, await formBody(c)), 201))
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    return c.json(await updateBrand(c.var.database.db, id, await formBody(c)));
  })
  .delete("/:id", async (c) => {
    await deleteBrand(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Deleted" });
  });
