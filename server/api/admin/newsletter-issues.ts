import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requireAiProvider } from "~/features/ai/ai-provider.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { localeSchema } from "~/features/newsletter/newsletter.schema";
import {
  createNewsletterIssue,
  updateNewsletterIssue,
  deleteNewsletterIssue,
  getNewsletterIssue,
  listNewsletterIssues,
  previewNewsletterIssue,
  sendNewsletterIssue,
  sendTestNewsletterIssue,
  translateNewsletterIssue,
} from "~/features/newsletter/newsletter-issues.server";
import {
  issueInputSchema,
  testSendSchema,
  translateRequestSchema,
} from "~/features/newsletter/newsletter-issues.schema";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400, siteOrigin } from "../../http";
import { readJsonObject } from "../../visitor";

const formLimit = bodyLimit({ maxSize: 128 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });
const idParam = (value: string | undefined) => parseOr400(idSchema, value);

/** /api/admin/newsletter-issues: the curator's newsletter, from draft to every subscriber's inbox. */
export const newsletterIssuesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listNewsletterIssues(c.var.database.db)))
  .post("/", formLimit, async (c) => {
    const input = parseFormOr400(issueInputSchema, await readJsonObject(c));
    return c.json(await createNewsletterIssue(c.var.database.db, input), 201);
  })
  .get("/:id", async (c) => c.json(await getNewsletterIssue(c.var.database.db, idParam(c.req.param("id")))))
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    const input = parseFormOr400(issueInputSchema, await readJsonObject(c));
    return c.json(await updateNewsletterIssue(c.var.database.db, id, input));
  })
  .delete("/:id", async (c) => {
    await deleteNewsletterIssue(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true });
  })
  .get("/:id/preview", async (c) => {
    const id = idParam(c.req.param("id"));
    const language = parseOr400(localeSchema, c.req.query("language") ?? "pt");
    return c.json(await previewNewsletterIssue(c.var.database.db, id, language, siteOrigin(c)));
  })
  .post("/:id/translate", async (c) => {
    const id = idParam(c.req.param("id"));
    // No body: every language without a version yet.
    const body = c.req.header("content-length") === "0" || !c.req.header("content-type") ? {} : await readJsonObject(c);
    const { languages } = parseFormOr400(translateRequestSchema, body);
    return c.json(await translateNewsletterIssue(c.var.database.db, requireAiProvider(c.var.ai), id, languages));
  })
  .post("/:id/test", async (c) => {
    const id = idParam(c.req.param("id"));
    const input = parseFormOr400(testSendSchema, await readJsonObject(c));
    const queued = await sendTestNewsletterIssue(c.var.database.db, id, input, siteOrigin(c));
    c.var.mail?.wake();
    return c.json(queued);
  })
  .post("/:id/send", async (c) => {
    const queued = await sendNewsletterIssue(c.var.database.db, idParam(c.req.param("id")), siteOrigin(c));
    c.var.mail?.wake();
    return c.json(queued);
  });
