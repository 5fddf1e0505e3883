import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { draftProductDescription } from "~/features/ai/ai-description.server";
import { requireAiProvider } from "~/features/ai/ai-provider.server";
import {
  suggestFieldTranslation,
  translateBatch,
  translateEntity,
} from "~/features/translations/ai-translation.server";
import {
  batchTranslationRequestSchema,
  coverageQuerySchema,
  describeRequestSchema,
  editorParamsSchema,
  entityTranslationRequestSchema,
  fieldTranslationRequestSchema,
  translationInputSchema,
  translationParamsSchema,
} from "~/features/translations/translations-admin.schema";
import {
  getTranslationCoverage,
  getTranslationEditor,
  saveTranslation,
} from "~/features/translations/translations-admin.server";
import type { AppEnv } from "../../context";
import { validForm, validJson, validParams, validQuery } from "../../validate";

const provider = (c: Context<AppEnv>) => requireAiProvider(c.var.ai);

/** /api/admin/translations: coverage, the editor's reads and writes, and AI translation. */
export const translationsAdmin = new Hono<AppEnv>()
  .get("/coverage", validQuery(coverageQuerySchema), async (c) =>
    c.json(await getTranslationCoverage(c.var.database.db, c.req.valid("query"))),
  )
  .get("/ai/status", (c) => c.json({ configured: Boolean(c.var.ai), model: c.var.ai?.model ?? null }))
  .post("/ai/field", validJson(fieldTranslationRequestSchema), async (c) =>
    c.json(await suggestFieldTranslation(c.var.database.db, provider(c), c.req.valid("json"))),
  )
  .post("/ai/entity", validJson(entityTranslationRequestSchema), async (c) =>
    c.json(await translateEntity(c.var.database.db, provider(c), c.req.valid("json"))),
  )
  .post("/ai/describe", validJson(describeRequestSchema), async (c) =>
    c.json(await draftProductDescription(c.var.database.db, provider(c), c.req.valid("json").productId)),
  )
  .post("/ai/batch", validJson(batchTranslationRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const ai = provider(c);
    const events = translateBatch(c.var.database.db, ai, {
      language: body.language,
      entity: body.entityType,
      states: body.states,
      items: body.items,
      overwriteManual: body.overwriteManual,
    });
    c.header("Content-Type", "application/x-ndjson; charset=utf-8");
    // One JSON line per event, so the page can show progress as items finish.
    return stream(c, async (out) => {
      let aborted = false;
      out.onAbort(() => {
        aborted = true;
      });
      for await (const event of events) {
        if (aborted) break;
        await out.write(`${JSON.stringify(event)}\n`);
      }
    });
  })
  .get("/:entity/:id", validParams(editorParamsSchema), async (c) => {
    const { entity, id } = c.req.valid("param");
    return c.json(await getTranslationEditor(c.var.database.db, entity, id));
  })
  .put("/:entity/:id/:language", validParams(translationParamsSchema), validForm(translationInputSchema), async (c) => {
    const { entity, id, language } = c.req.valid("param");
    return c.json(await saveTranslation(c.var.database.db, entity, id, language, c.req.valid("json")));
  });
