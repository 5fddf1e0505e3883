import { Hono } from "hono";
import { workflowInitializeSchema } from "~/features/translations/product-workflow.schema";
import { batchInitializeProducts, listWorkflowProducts } from "~/features/translations/product-workflow.server";
import type { AppEnv } from "../../context";
import { validJson } from "../../validate";

/** /api/admin/workflow: the product workflow list and batch-initialize. */
export const workflowAdmin = new Hono<AppEnv>()
  .get("/products", async (c) => c.json(await listWorkflowProducts(c.var.database.db)))
  .post("/products/batch-initialize", validJson(workflowInitializeSchema), async (c) => {
    const unique = [...new Set(c.req.valid("json").productIds)];
    const result = await batchInitializeProducts(c.var.database.db, c.var.ai, unique);
    return c.json({ success: result.ok, ...result });
  });
