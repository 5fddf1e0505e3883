import { Hono } from "hono";
import { requestVisor } from "~/features/visor-requests/visor-requests.server";
import { visorRequestSchema } from "~/features/visor-requests/visor-requests.schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";
import { filledHoneypot, limitBody, rateLimit, readJsonObject } from "../visitor";

/** POST /api/visor-request: interest in a visor for a helmet; a repeat of the same request is kept once. */
export const visorRequestsApi = new Hono<AppEnv>().post("/", limitBody, rateLimit("visorRequest"), async (c) => {
  const body = await readJsonObject(c);
  const message = serverT(isLanguage(body.locale) ? body.locale : "pt")("visorRequest.registered");
  if (filledHoneypot(body)) return c.json({ message }, 201);
  const { created } = await requestVisor(c.var.database.db, parseOr400(visorRequestSchema, body));
  return c.json({ message }, created ? 201 : 200);
});
