import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  helmetSchema,
  templateNameSchema,
  visorTemplateDraftSchema,
  visorTemplateInputSchema,
} from "~/features/visor-templates/visor-templates.schema";
import {
  deleteTemplate,
  ensureVisorCategory,
  generateProducts,
  getTemplate,
  listTemplates,
  previewTemplate,
  saveTemplate,
} from "~/features/visor-templates/visor-templates.server";
import type { AppEnv } from "../../context";
import { parseFormOr400, parseOr400 } from "../../http";
import { readJsonObject } from "../../visitor";

const nameParam = (c: Context<AppEnv>) => parseOr400(templateNameSchema, c.req.param("name"));
const templateBody = async (c: Context<AppEnv>) => parseFormOr400(visorTemplateInputSchema, await readJsonObject(c));
const formLimit = bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: "The form is too large" }, 413) });

/** /api/admin/visor-templates: saved templates, preview, generation of draft visors, the model's category. */
export const visorTemplatesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTemplates(c.var.database.db)))
  .post("/preview", formLimit, async (c) => c.json(await previewTemplate(c.var.database.db, await templateBody(c))))
  .post("/generate", formLimit, async (c) => {
    const result = await generateProducts(c.var.database.db, await templateBody(c), c.var.ai);
    return c.json(result, result.created.length ? 201 : 200);
  })
  .post("/category", formLimit, async (c) => {
    const helmet = parseFormOr400(helmetSchema, await readJsonObject(c));
    const category = await ensureVisorCategory(c.var.database.db, helmet);
    return c.json(category, category.created ? 201 : 200);
  })
  .get("/:name", async (c) => c.json(await getTemplate(c.var.database.db, nameParam(c))))
  .put("/:name", formLimit, async (c) => {
    const name = nameParam(c);
    const template = parseFormOr400(visorTemplateDraftSchema, await readJsonObject(c));
    return c.json(await saveTemplate(c.var.database.db, name, template));
  })
  .delete("/:name", async (c) => {
    await deleteTemplate(c.var.database.db, nameParam(c));
    return c.json({ success: true, message: "Deleted" });
  });
