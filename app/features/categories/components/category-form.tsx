import { useState } from "react";
import { adminFetch, useAdminAction, useUnsavedChanges } from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";

/** What the form needs of a category of the admin list. */
export interface CategoryFormItem {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  sortOrder: number;
  path: string;
}

const inputClass =
  "mt-1 h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm font-normal aria-invalid:border-stock-out";

/** Create or edit a category (Portuguese text; translations have their own tool). */
export function CategoryForm({
  category,
  categories,
}: {
  category?: CategoryFormItem;
  categories: CategoryFormItem[];
}) {
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prefix = `category-${category?.id ?? "new"}`;
  const field = (name: string, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => (
    <label className="text-sm font-semibold">
      {label}
      {input({
        name,
        className: inputClass,
        ...(errors[name] ? { "aria-invalid": true, "aria-describedby": `${prefix}-${name}-error` } : {}),
      })}
      {errors[name] && (
        <span id={`${prefix}-${name}-error`} className="mt-1 block text-sm text-stock-out">
          {errors[name]}
        </span>
      )}
    </label>
  );

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const saved = await run(
      () =>
        adminFetch(category ? `/api/admin/categories/${category.id}` : "/api/admin/categories", {
          method: category ? "PUT" : "POST",
          json: { ...values, parentId: values.parentId || null },
        }),
      { title: category ? "Category saved" : "Category created", description: values.name },
      { failure: "Failed to save the category", onFailure: (failure) => setErrors(failure.fields) },
    );
    if (saved.ok) {
      setErrors({});
      unsaved.saved();
      if (!category) form.reset();
    }
  }

  return (
    <form onSubmit={save} onChange={unsaved.onChange} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
      {field("name", "Name (Portuguese)", (p) => (
        <input {...p} defaultValue={category?.name} />
      ))}
      {field("slug", "Slug", (p) => (
        <input {...p} defaultValue={category?.slug} placeholder="made from the name" />
      ))}
      {field("parentId", "Under", (p) => (
        <select {...p} defaultValue={category?.parentId ?? ""}>
          <option value="">Top level</option>
          {categories
            .filter((c) => c.id !== category?.id)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.path}
              </option>
            ))}
        </select>
      ))}
      {field("sortOrder", "Order among siblings", (p) => (
        <input {...p} inputMode="numeric" defaultValue={category?.sortOrder ?? 0} />
      ))}
      <div className="sm:col-span-2">
        {field("description", "Description", (p) => (
          <textarea {...p} rows={2} defaultValue={category?.description} className={`${inputClass} h-auto py-2`} />
        ))}
      </div>
      <div className="sm:col-span-2">
        {field("imageUrl", "Picture address", (p) => (
          <input {...p} defaultValue={category?.imageUrl ?? ""} placeholder="https://… or /media/…" />
        ))}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={smallButton}>
          {category ? "Save" : "Create category"}
          {category && <span className="sr-only"> {category.name}</span>}
        </button>
      </div>
    </form>
  );
}
