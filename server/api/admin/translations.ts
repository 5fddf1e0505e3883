import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { idSchema } from "~/features/catalog/catalog.schema";
import { draftProductDescription } from "~/features/ai/ai-description.server";
import { requireAiProvider } from "~/features/ai/ai-provider.server";
import {
  maxBatchItems,
  suggestFieldTranslation,
  translateBatch,
  translateEntity,
} from "~/features/translations/ai-translation.server";
import {
  coverageQuerySchema,
  entitySchema,
  translatedLanguageSchema,
  translationInputSchema,
} from "~/features/translations/translations-admin.schema";
import {
  getTranslationCoverage,
  getTranslationEditor,
  saveTranslation,
} from "~/features/translations/translations-admin.server";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const target = z.object({
  entityType: entitySchema,
  entityId: idSchema,
  language: translatedLanguageSchema,
});

/** The API names the entity `entityType`/`entityId`; the services take `entity`/`id`. */
const asTarget = <T extends { entityType: unknown; entityId: unknown }>({ entityType, entityId, ...rest }: T) => ({
  entity: entityType as T["entityType"],
  id: entityId as T["entityId"],
  ...rest,
});

const fieldRequest = target
  .extend({
    field: z.enum(["name", "description", "buttonText"], { error: "Field must be name, description or buttonText" }),
  })
  .transform(asTarget);

const entityRequest = target.extend({ overwriteManual: z.boolean().default(false) }).transform(asTarget);

const batchRequest = z.object({
  language: translatedLanguageSchema,
  entityType: z
    .enum(["product", "category", "all"], { error: "Entity must be product, category or all" })
    .default("all"),
  states: z
    .array(z.enum(["missing", "stale", "review"], { error: "States are missing, stale or review" }))
    .min(1, "Choose what to translate: missing, stale or review")
    .default(["missing", "stale"]),
  /** Exactly these (a retry of the failed ones); otherwise every entity in one of `states`. */
  items: z
    .array(z.object({ entity: entitySchema, id: idSchema }))
    .min(1, "Choose at least one item")
    .max(maxBatchItems, `At most ${maxBatchItems} items per batch`)
    .optional(),
  overwriteManual: z.boolean().default(false),
});

const provider = (c: Context<AppEnv>) => requireAiProvider(c.var.ai);

/** /api/admin/translations: coverage, the editor's reads and writes, and AI translation. */
export const translationsAdmin = new Hono<AppEnv>()
  .get("/coverage", async (c) =>
    c.json(await getTranslationCoverage(c.var.database.db, parseOr400(coverageQuerySchema, c.req.query()))),
  )
  .get("/ai/status", (c) => c.json({ configured: Boolean(c.var.ai), model: c.var.ai?.model ?? null }))
  .post("/ai/field", async (c) => {
    const request = parseOr400(fieldRequest, await readJsonObject(c));
    return c.json(await suggestFieldTranslation(c.var.database.db, provider(c), request));
  })
  .post("/ai/entity", async (c) => {
    const request = parseOr400(entityRequest, await readJsonObject(c));
    return c.json(await translateEntity(c.var.database.db, provider(c), request));
  })
  .post("/ai/describe", async (c) => {
    const { productId } = parseOr400(z.object({ productId: idSchema }), await readJsonObject(c));
    return c.json(await draftProductDescription(c.var.database.db, provider(c), productId));
  })
  .post("/ai/batch", async (c) => {
    const body = parseOr400(batchRequest, await readJsonObject(c));
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
  .get("/:entity/:id", async (c) => {
    const entity = parseOr400(entitySchema, c.req.param("entity"));
    return c.json(await getTranslationEditor(c.var.database.db, entity, parseOr400(idSchema, c.req.param("id"))));
  })
  .put("/:entity/:id/:language", async (c) => {
    const entity = parseOr400(entitySchema, c.req.param("entity"));
    const id = parseOr400(idSchema, c.req.param("id"));
    const language = parseOr400(translatedLanguageSchema, c.req.param("language"));
    const input = parseFormOr400(translationInputSchema, await readJsonObject(c));
    return c.json(await saveTranslation(c.var.database.db, entity, id, language, input));
  });
