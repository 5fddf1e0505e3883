import { Hono } from "hono";
import { dashboardReads } from "~/features/dashboard/dashboard-reads.server";
import { getInbox } from "~/features/dashboard/inbox.server";
import type { AppEnv } from "../../context";

/** /api/admin/inbox: what needs the curator today, most money at stake first (the dashboard's "Needs you today"). */
export const inboxAdmin = new Hono<AppEnv>().get("/", async (c) => {
  const { database, mailWaitsFor, ai, marketplace } = c.var;
  const items = await getInbox(dashboardReads(database.db), {
    mailWaitsFor,
    ai: Boolean(ai),
    marketplace: Boolean(marketplace),
  });
  return c.json({ items });
});
