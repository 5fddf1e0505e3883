import { Hono } from "hono";
import { idSchema } from "~/features/catalog/catalog.schema";
import {
  addHelmetModel,
  listHelmetModelsAdmin,
  updateHelmetModel,
} from "~/features/helmets/helmet-models-admin.server";
import { helmetModelCreateSchema, helmetModelUpdateSchema } from "~/features/helmets/helmet-models-admin.schema";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

/** /api/admin/helmet-models: helmet brands and models, their visors and the riders waiting for one. */
export const helmetModelsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listHelmetModelsAdmin(c.var.database.db)))
  .post("/", async (c) => {
    const input = parseFormOr400(helmetModelCreateSchema, await readJsonObject(c));
    return c.json(await addHelmetModel(c.var.database.db, input), 201);
  })
  .patch("/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const input = parseFormOr400(helmetModelUpdateSchema, await readJsonObject(c));
    return c.json(await updateHelmetModel(c.var.database.db, id, input));
  });
