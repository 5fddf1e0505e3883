import { Hono } from "hono";
import { createTag, deleteTag, listTags, renameTag } from "~/features/catalog/tags-admin.server";
import { tagInputSchema } from "~/features/catalog/tags-admin.schema";
import type { AppEnv } from "../../context";
import { formLimit, idParam, validForm } from "../../validate";

const tagForm = validForm(tagInputSchema);

/** /api/admin/tags: custom tags; system tags are listed but cannot be changed. */
export const tagsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTags(c.var.database.db)))
  .post("/", formLimit(64), tagForm, async (c) => c.json(await createTag(c.var.database.db, c.req.valid("json")), 201))
  .put("/:id", formLimit(64), idParam, tagForm, async (c) =>
    c.json(await renameTag(c.var.database.db, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", idParam, async (c) => {
    await deleteTag(c.var.database.db, c.req.valid("param").id);
    return c.json({ success: true, message: "Deleted" });
  });
