import { Hono } from "hono";
import { adminLanguageOf } from "~/features/admin/admin-language";
import { dashboardReads } from "~/features/dashboard/dashboard-reads.server";
import { getInbox } from "~/features/dashboard/inbox.server";
import type { AppEnv } from "../../context";

/**
 * /api/admin/inbox: what needs the curator today, most money at stake first (the dashboard's "Needs you today"), its
 * sentences in the admin's language.
 */
export const inboxAdmin = new Hono<AppEnv>().get("/", async (c) => {
  const { database, mailWaitsFor, ai, marketplace } = c.var;
  const language = adminLanguageOf(c.req.header("cookie"), c.req.header("accept-language")) === "pt" ? "pt" : "en";
  const setup = { mailWaitsFor, ai: Boolean(ai), marketplace: Boolean(marketplace) };
  const items = await getInbox(dashboardReads(database.db), setup, new Date(), language);
  return c.json({ items });
});
