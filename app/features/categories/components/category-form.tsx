import type { z } from "zod";
import {
  adminApi,
  adminCall,
  EditConflictPanel,
  fieldErrorProps,
  useAdminAction,
  useAdminForm,
  useEditConflict,
  useUnsavedChanges,
} from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";
import { categoryInputSchema } from "../category-admin.schema";
import { parentIdOfPath, parentPathListId, pathOfParent } from "./parent-picker";
import type { AdminCategoryListItem } from "../category-admin.server";

const categoriesApi = adminApi("/categories");

/** What the form needs of a category of the admin list (`updatedAt`: the version a save sends back, decision 0031). */
export type CategoryFormItem = Pick<
  AdminCategoryListItem,
  "id" | "parentId" | "name" | "slug" | "description" | "imageUrl" | "sortOrder" | "path" | "updatedAt"
>;

const inputClass =
  "mt-1 h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm font-normal aria-invalid:border-stock-out";

/**
 * Create or edit a category (Portuguese text; translations have their own tool). Its parent is typed or picked
 * from the page's one `ParentPathList`, which the page renders once.
 */
export function CategoryForm({
  category,
  categories,
}: {
  category?: CategoryFormItem;
  categories: CategoryFormItem[];
}) {
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  // The form's strings, as the inputs hold them (the schema takes them and makes numbers and nulls); the parent
  // is its path until it is sent.
  const toInput = (values: ReturnType<typeof valuesOf>) => ({
    ...values,
    parentId: parentIdOfPath(categories, values.parentId ?? ""),
  });
  // The form's values of a category (this one as loaded, or as stored now after a conflict).
  const valuesOf = (c: Omit<CategoryFormItem, "id" | "path" | "updatedAt"> | undefined) => ({
    name: c?.name ?? "",
    slug: c?.slug ?? "",
    parentId: pathOfParent(categories, c?.parentId ?? null),
    sortOrder: String(c?.sortOrder ?? 0),
    description: c?.description ?? "",
    imageUrl: c?.imageUrl ?? "",
  });
  const form = useAdminForm(categoryInputSchema, valuesOf(category), toInput);
  const versions = useEditConflict(form, category?.updatedAt, valuesOf, { onReload: unsaved.saved });
  const { errors } = form.formState;
  const prefix = `category-${category?.id ?? "new"}`;
  const field = (
    name: Exclude<keyof z.input<typeof categoryInputSchema>, "expectedVersion">,
    label: string,
    input: (props: Record<string, unknown>) => React.ReactNode,
  ) => {
    const message = errors[name]?.message;
    return (
      <label className="text-sm font-semibold">
        {label}
        {input({
          ...form.register(name),
          className: inputClass,
          ...fieldErrorProps(message, `${prefix}-${name}-error`),
        })}
        {message && (
          <span id={`${prefix}-${name}-error`} className="mt-1 block text-sm text-stock-out">
            {message}
          </span>
        )}
      </label>
    );
  };

  // The fields as typed go to the API (it parses them with the same schema).
  const save = form.handleSubmit(async () => {
    const values = form.getValues();
    const saved = await run(
      () => {
        const json = versions.versioned(toInput(values));
        return category
          ? adminCall(categoriesApi[":id"].$put({ param: { id: String(category.id) }, json }))
          : adminCall(categoriesApi.index.$post({ json }));
      },
      { title: category ? "Category saved" : "Category created", description: values.name },
      { failure: "Failed to save the category", onFailure: versions.onFailure },
    );
    if (saved.ok) {
      versions.saved(saved.data);
      unsaved.saved();
      form.reset(category ? values : undefined);
    }
  });

  return (
    <form
      id={versions.formId}
      onSubmit={save}
      onChange={unsaved.onChange}
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-2"
    >
      {field("name", "Name (Portuguese)", (p) => (
        <input {...p} />
      ))}
      {field("slug", "Slug", (p) => (
        <input {...p} placeholder="made from the name" />
      ))}
      {field("parentId", "Under", (p) => (
        <input {...p} list={parentPathListId} placeholder="Top level" autoComplete="off" />
      ))}
      {field("sortOrder", "Order among siblings", (p) => (
        <input {...p} inputMode="numeric" />
      ))}
      <div className="sm:col-span-2">
        {field("description", "Description", (p) => (
          <textarea {...p} rows={2} className={`${inputClass} h-auto py-2`} />
        ))}
      </div>
      <div className="sm:col-span-2">
        {field("imageUrl", "Picture address", (p) => (
          <input {...p} placeholder="https://… or /media/…" />
        ))}
      </div>
      <EditConflictPanel state={versions} onOverwrite={save} />
      <div className="sm:col-span-2">
        <button type="submit" className={smallButton}>
          {category ? "Save" : "Create category"}
          {category && <span className="sr-only"> {category.name}</span>}
        </button>
      </div>
    </form>
  );
}
