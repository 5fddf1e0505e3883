import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isPromptKey, listPrompts, previewPrompt, resetPrompt, savePrompt } from "~/features/ai/ai-prompts.server";
import { promptPreviewSchema, promptSaveSchema } from "~/features/ai/ai-prompts.schema";
import { NotFoundError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { parseFormOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const keyParam = (value: string | undefined) => {
  if (!isPromptKey(value)) throw new NotFoundError("Prompt not found");
  return value;
};
const formLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/ai-prompts: the AI assistant's prompt templates, their edits, resets and previews. */
export const aiPromptsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listPrompts(c.var.database.db)))
  .put("/:key", formLimit, async (c) => {
    const key = keyParam(c.req.param("key"));
    const { template } = parseFormOr400(promptSaveSchema, await readJsonObject(c));
    return c.json(await savePrompt(c.var.database.db, key, template));
  })
  .delete("/:key", async (c) => c.json(await resetPrompt(c.var.database.db, keyParam(c.req.param("key")))))
  .post("/:key/preview", formLimit, async (c) => {
    const key = keyParam(c.req.param("key"));
    const input = parseFormOr400(promptPreviewSchema, await readJsonObject(c));
    return c.json(await previewPrompt(c.var.database.db, key, input));
  });
