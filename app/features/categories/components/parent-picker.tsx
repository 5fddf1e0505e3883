/**
 * One list of the categories' paths for a whole page, which every parent field of it suggests from (`list=`):
 * a `<select>` per row repeated every category (86 categories: 7,483 options, 908 KB of HTML). The field holds
 * the parent's path as typed; `parentIdOfPath` makes it an id again.
 */
export const parentPathListId = "category-parent-paths";

interface PathItem {
  id: number;
  path: string;
}

export function ParentPathList({ categories }: { categories: PathItem[] }) {
  return (
    <datalist id={parentPathListId}>
      {categories.map((c) => (
        <option key={c.id} value={c.path} />
      ))}
    </datalist>
  );
}

/** The id of the category whose path was typed: null when empty (the top level), the text itself when no path matches. */
export function parentIdOfPath(categories: PathItem[], text: string): number | null | string {
  const typed = text.trim();
  if (!typed) return null;
  return categories.find((c) => c.path === typed)?.id ?? typed;
}

/** The path shown for a parent id ("" for the top level). */
export const pathOfParent = (categories: PathItem[], parentId: number | null) =>
  categories.find((c) => c.id === parentId)?.path ?? "";
