import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import { batchInitializeProducts, listWorkflowProducts } from "~/features/translations/product-workflow.server";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const initializeRequest = z.object({
  productIds: z
    .array(idSchema, { error: "Please select products to initialize" })
    .min(1, "Please select products to initialize")
    .max(200, "At most 200 products at a time"),
});

/** /api/admin/workflow: the product workflow list and batch-initialize. */
export const workflowAdmin = new Hono<AppEnv>()
  .get("/products", async (c) => c.json(await listWorkflowProducts(c.var.database.db)))
  .post("/products/batch-initialize", async (c) => {
    const { productIds } = parseOr400(initializeRequest, await readJsonObject(c));
    const unique = [...new Set(productIds)];
    const result = await batchInitializeProducts(c.var.database.db, c.var.ai, unique);
    return c.json({ success: result.ok, ...result });
  });
