import { Hono } from "hono";
import {
  addHelmetModel,
  listHelmetModelsAdmin,
  updateHelmetModel,
} from "~/features/helmets/helmet-models-admin.server";
import { helmetModelCreateSchema, helmetModelUpdateSchema } from "~/features/helmets/helmet-models-admin.schema";
import type { AppEnv } from "../../context";
import { idParam, validForm } from "../../validate";

/** /api/admin/helmet-models: helmet brands and models, their visors and the riders waiting for one. */
export const helmetModelsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listHelmetModelsAdmin(c.var.database.db)))
  .post("/", validForm(helmetModelCreateSchema), async (c) =>
    c.json(await addHelmetModel(c.var.database.db, c.req.valid("json")), 201),
  )
  .patch("/:id", idParam, validForm(helmetModelUpdateSchema), async (c) =>
    c.json(await updateHelmetModel(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  );
