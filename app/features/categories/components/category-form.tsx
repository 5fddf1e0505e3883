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
import { useTranslation } from "~/i18n/use-translation";
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
  const { t } = useTranslation();
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
      {
        title: t(category ? "admin.categories.form.saved" : "admin.categories.form.created"),
        description: values.name,
      },
      { failure: t("admin.categories.form.saveFailed"), onFailure: versions.onFailure },
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
      {field("name", t("admin.categories.form.name"), (p) => (
        <input {...p} />
      ))}
      {field("slug", t("admin.categories.form.slug"), (p) => (
        <input {...p} placeholder={t("admin.categories.form.slugPlaceholder")} />
      ))}
      {field("parentId", t("admin.categories.form.parent"), (p) => (
        <input {...p} list={parentPathListId} placeholder={t("admin.categories.form.topLevel")} autoComplete="off" />
      ))}
      {field("sortOrder", t("admin.categories.form.sortOrder"), (p) => (
        <input {...p} inputMode="numeric" />
      ))}
      <div className="sm:col-span-2">
        {field("description", t("admin.categories.form.description"), (p) => (
          <textarea {...p} rows={2} className={`${inputClass} h-auto py-2`} />
        ))}
      </div>
      <div className="sm:col-span-2">
        {field("imageUrl", t("admin.categories.form.imageUrl"), (p) => (
          <input {...p} placeholder={t("admin.categories.form.imageUrlPlaceholder")} />
        ))}
      </div>
      <EditConflictPanel state={versions} onOverwrite={save} />
      <div className="sm:col-span-2">
        <button type="submit" className={smallButton}>
          {t(category ? "admin.categories.form.save" : "admin.categories.form.create")}
          {category && <span className="sr-only"> {category.name}</span>}
        </button>
      </div>
    </form>
  );
}
