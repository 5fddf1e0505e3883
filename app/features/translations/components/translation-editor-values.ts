import type { TranslationRow } from "../translations-admin.schema";

/** An editor's values of a stored translation (or of none): also what a stale save's stored row is shown as. */
export function editorValues(row: Partial<TranslationRow> | null | undefined, original: Record<string, string>) {
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    buttonText: row?.buttonText ?? "",
    slug: row?.slug ?? "",
    specifications: Object.fromEntries(Object.keys(original).map((key) => [key, row?.specifications?.[key] ?? ""])),
  };
}
export const fieldsOf = ({ name, description, buttonText, slug }: ReturnType<typeof editorValues>) => ({
  name,
  description,
  buttonText,
  slug,
});
