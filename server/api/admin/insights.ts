import { Hono } from "hono";
import { insightPeriodSchema, lastDays } from "~/features/insight/insight.schema";
import { getInsights } from "~/features/insight/insights.server";
import type { AppEnv } from "../../context";
import { parseOr400 } from "../../http";

/** /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both included; the last 30 days without them). */
export const insightsAdmin = new Hono<AppEnv>().get("/", async (c) => {
  const { from, to } = c.req.query();
  const period = from === undefined && to === undefined ? lastDays(30) : parseOr400(insightPeriodSchema, { from, to });
  return c.json(await getInsights(c.var.database.db, period));
});
