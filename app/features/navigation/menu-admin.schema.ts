import { z } from "zod";
import { translatedLanguages } from "~/i18n/languages";
import { maxId, optionalIdInput, requiredShortText, versionField } from "~/lib/form-schemas";

const translation = (language: string) =>
  z
    .string({ error: `The ${language} label must be text` })
    .trim()
    .max(40, `The ${language} label is at most 40 characters`)
    .optional();

/** What the menu item form sends; the target is checked against the live choices by the service. */
export const menuItemInputSchema = z.object({
  label: requiredShortText("Label", 40),
  labelTranslations: z
    .object(
      Object.fromEntries(translatedLanguages.map((l) => [l, translation(l)])) as Record<
        (typeof translatedLanguages)[number],
        ReturnType<typeof translation>
      >,
    )
    .default({})
    // Empty translations are dropped: the storefront then falls back to English, then Portuguese.
    .transform((t) =>
      Object.fromEntries(Object.entries(t).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    ),
  target: z.string({ error: "Choose a page or a category" }).trim().min(1, "Choose a page or a category").max(200),
  parentId: optionalIdInput("Choose a menu to nest under").default(null),
  enabled: z.boolean({ error: "Enabled must be true or false" }).default(true),
  ...versionField,
});
export type MenuItemInput = z.output<typeof menuItemInputSchema>;

export const menuOrderSchema = z.object({
  parentId: optionalIdInput("Choose a menu to nest under").default(null),
  ids: z
    .array(z.number().int().positive().max(maxId), { error: "ids must be a list of menu item ids" })
    .max(200, "Too many menu items"),
});
