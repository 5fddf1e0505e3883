import { Hono } from "hono";
import { z } from "zod";
import { readTimeline, revertChange } from "~/features/timeline/timeline.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import type { AppEnv } from "../../context";
import { validParams } from "../../validate";

const entityParams = z.object({ entity: z.enum(["product", "category"]), id: idSchema });
const changeParams = z.object({ changeId: idSchema });

/** /api/admin/timeline: a product's or category's changes, newest first, and the one-step revert of one of them. */
export const timelineAdmin = new Hono<AppEnv>()
  .get("/:entity/:id", validParams(entityParams), async (c) => {
    const { entity, id } = c.req.valid("param");
    return c.json(await readTimeline(c.var.database.db, entity, id));
  })
  .post("/:changeId/revert", validParams(changeParams), async (c) =>
    c.json(await revertChange(c.var.database.db, c.req.valid("param").changeId)),
  );
