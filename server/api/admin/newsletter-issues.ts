import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireAiProvider } from "~/features/ai/ai-provider.server";
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
import { previewOrigin, siteOrigin } from "../../http";
import { formLimit, idParam, validForm, validJson, validQuery } from "../../validate";

const issueForm = validForm(issueInputSchema);
const previewQuery = validQuery(z.object({ language: localeSchema.default("pt") }));
const noBody = (c: Context) => c.req.header("content-length") === "0" || !c.req.header("content-type");
// No body: every language without a version yet.
const translateBody = validForm(translateRequestSchema, { absent: noBody });
// `confirm`: the curator saw which versions are still the AI's and sends anyway (no body: not yet).
const sendBody = validJson(
  z.object({ confirm: z.boolean({ error: "confirm must be true or false" }).default(false) }),
  { absent: noBody },
);

/** /api/admin/newsletter-issues: the curator's newsletter, from draft to every subscriber's inbox. */
export const newsletterIssuesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listNewsletterIssues(c.var.database.db)))
  .post("/", formLimit(128), issueForm, async (c) =>
    c.json(await createNewsletterIssue(c.var.database.db, c.req.valid("json")), 201),
  )
  .get("/:id", idParam, async (c) => c.json(await getNewsletterIssue(c.var.database.db, c.req.valid("param").id)))
  .put("/:id", formLimit(128), idParam, issueForm, async (c) =>
    c.json(await updateNewsletterIssue(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", idParam, async (c) => {
    await deleteNewsletterIssue(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/:id/preview", idParam, previewQuery, async (c) => {
    const { id } = c.req.valid("param");
    const { language } = c.req.valid("query");
    return c.json(await previewNewsletterIssue(c.var.database.db, id, language, previewOrigin(c)));
  })
  .post("/:id/translate", idParam, translateBody, async (c) => {
    const { languages } = c.req.valid("json");
    const ai = requireAiProvider(c.var.ai);
    return c.json(await translateNewsletterIssue(c.var.database.db, ai, c.req.valid("param").id, languages));
  })
  .post("/:id/test", idParam, validForm(testSendSchema), async (c) => {
    const { id } = c.req.valid("param");
    const queued = await sendTestNewsletterIssue(c.var.database.db, id, c.req.valid("json"), siteOrigin(c));
    c.var.mail?.wake();
    return c.json(queued);
  })
  .post("/:id/send", idParam, sendBody, async (c) => {
    const { id } = c.req.valid("param");
    const queued = await sendNewsletterIssue(c.var.database.db, id, siteOrigin(c), c.req.valid("json"));
    c.var.mail?.wake();
    return c.json(queued);
  });
