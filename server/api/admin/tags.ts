import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idSchema } from "~/features/catalog/catalog.schema";
import { createTag, deleteTag, listTags, renameTag } from "~/features/catalog/tags-admin.server";
import { tagInputSchema, type TagInput } from "~/features/catalog/tags-admin.schema";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const idParam = (value: string | undefined) => parseOr400(idSchema, value);
const formBody = async (c: Parameters<typeof readJsonObject>[0]) =>
  parseFormOr400(tagInputSchema, await readJsonObject(c)) as TagInput;
const formLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/tags: custom tags; system tags are listed but cannot be changed. */
export const tagsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTags(c.var.database.db)))
  .post("/", formLimit, async (c) => c.json(await createTag(c.var.database.db, await formBody(c)), 201))
  .put("/:id", formLimit, async (c) => {
    const id = idParam(c.req.param("id"));
    return c.json(await renameTag(c.var.database.db, id, await formBody(c)));
  })
  .delete("/:id", async (c) => {
    await deleteTag(c.var.database.db, idParam(c.req.param("id")));
    return c.json({ success: true, message: "Deleted" });
  });
