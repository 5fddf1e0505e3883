import { Hono } from "hono";
import { insightQuerySchema } from "~/features/insight/insight.schema";
import { getInsights } from "~/features/insight/insights.server";
import type { AppEnv } from "../../context";
import { validQuery } from "../../validate";

/** /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both included; the last 30 days without them). */
export const insightsAdmin = new Hono<AppEnv>().get("/", validQuery(insightQuerySchema), async (c) =>
  c.json(await getInsights(c.var.database.db, c.req.valid("query"))),
);
