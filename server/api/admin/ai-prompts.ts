import { Hono } from "hono";
import { z } from "zod";
import {
  isPromptKey,
  listPrompts,
  previewPrompt,
  resetPrompt,
  savePrompt,
  type PromptKey,
} from "~/features/ai/ai-prompts.server";
import { promptPreviewSchema, promptSaveSchema } from "~/features/ai/ai-prompts.schema";
import { NotFoundError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { formLimit, validForm, validParams } from "../../validate";

const keyParam = validParams(
  z.object({ key: z.custom<PromptKey>(isPromptKey) }),
  () => new NotFoundError("Prompt not found"),
);

/** /api/admin/ai-prompts: the AI assistant's prompt templates, their edits, resets and previews. */
export const aiPromptsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listPrompts(c.var.database.db)))
  .put("/:key", formLimit(64), keyParam, validForm(promptSaveSchema), async (c) => {
    const { template, expectedVersion } = c.req.valid("json");
    return c.json(await savePrompt(c.var.database.db, c.req.valid("param").key, template, expectedVersion));
  })
  .delete("/:key", keyParam, async (c) => c.json(await resetPrompt(c.var.database.db, c.req.valid("param").key)))
  .post("/:key/preview", formLimit(64), keyParam, validForm(promptPreviewSchema), async (c) =>
    c.json(await previewPrompt(c.var.database.db, c.req.valid("param").key, c.req.valid("json"))),
  );
