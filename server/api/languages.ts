import { Hono } from "hono";
import { detectLanguage } from "~/features/languages/detect-language";
import { listActiveLanguages } from "~/features/languages/languages.server";
import type { AppEnv } from "../context";
import { publicCache } from "../http";

export const languagesApi = new Hono<AppEnv>()
  .get("/languages/active", publicCache(300, 300), async (c) => c.json(await listActiveLanguages(c.var.database.db)))
  .get("/detect-language", async (c) => {
    const enabled = (await listActiveLanguages(c.var.database.db)).map((l) => l.code);
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie, Accept-Language");
    return c.json(detectLanguage(c.req.header("cookie"), c.req.header("accept-language"), enabled, c.req.query("lng")));
  });
