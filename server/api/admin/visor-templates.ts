import { Hono } from "hono";
import { z } from "zod";
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
import { formLimit, validForm, validParams } from "../../validate";

const nameParam = validParams(z.object({ name: templateNameSchema }));
const templateForm = validForm(visorTemplateInputSchema);

/** /api/admin/visor-templates: saved templates, preview, generation of draft visors, the model's category. */
export const visorTemplatesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTemplates(c.var.database.db)))
  .post("/preview", formLimit(256), templateForm, async (c) =>
    c.json(await previewTemplate(c.var.database.db, c.req.valid("json"))),
  )
  .post("/generate", formLimit(256), templateForm, async (c) => {
    const result = await generateProducts(c.var.database.db, c.req.valid("json"), {
      ai: c.var.ai,
      outgoing: c.var.outgoing,
    });
    return c.json(result, result.created.length ? 201 : 200);
  })
  .post("/category", formLimit(256), validForm(helmetSchema), async (c) => {
    const category = await ensureVisorCategory(c.var.database.db, c.req.valid("json"));
    return c.json(category, category.created ? 201 : 200);
  })
  .get("/:name", nameParam, async (c) => c.json(await getTemplate(c.var.database.db, c.req.valid("param").name)))
  .put("/:name", formLimit(256), nameParam, validForm(visorTemplateDraftSchema), async (c) =>
    c.json(await saveTemplate(c.var.database.db, c.req.valid("param").name, c.req.valid("json"))),
  )
  .delete("/:name", nameParam, async (c) => {
    await deleteTemplate(c.var.database.db, c.req.valid("param").name);
    return c.json({ success: true, message: "Deleted" });
  });
