import { AdminPage } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listAdminCategories } from "~/features/categories/category-admin.server";
import {
  ParentPathList,
  parentIdOfPath,
  parentPathListId,
  pathOfParent,
} from "~/features/categories/components/parent-picker";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/category-hierarchy";

const categoriesApi = adminApi("/categories");

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listAdminCategories(context.get(appContext).database.db) };
}

export default function CategoryHierarchy({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const run = useAdminAction();
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.categoryHierarchy.title")} intro={t("admin.categoryHierarchy.intro")}>
      <ParentPathList categories={categories} />
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {categories.map((category) => {
          return (
            <li
              key={category.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2"
              style={{ paddingLeft: `${1 + category.depth * 1.5}rem` }}
            >
              <span className="min-w-48 flex-1 font-semibold">
                {category.name}{" "}
                <span className="tabular text-xs font-normal text-steel-600">({category.childCount})</span>
              </span>
              <form
                className="flex max-w-full min-w-0 gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const input = event.currentTarget.elements.namedItem("parentId") as HTMLInputElement;
                  const parentId = parentIdOfPath(categories, input.value);
                  if (typeof parentId === "string") {
                    input.setCustomValidity(t("admin.categoryHierarchy.pickFromList"));
                    input.reportValidity();
                    return;
                  }
                  // The API refuses a loop (under itself or its own subcategories) with a 400 and says why.
                  void run(
                    () =>
                      adminCall(
                        categoriesApi[":id"].parent.$patch({ param: { id: String(category.id) }, json: { parentId } }),
                      ),
                    { title: t("admin.categoryHierarchy.moved"), description: category.name },
                  );
                }}
              >
                <label className="min-w-0">
                  <span className="sr-only">{t("admin.categoryHierarchy.newParent", { name: category.name })}</span>
                  <input
                    name="parentId"
                    list={parentPathListId}
                    defaultValue={pathOfParent(categories, category.parentId)}
                    placeholder={t("admin.categoryHierarchy.topLevel")}
                    autoComplete="off"
                    onInput={(event) => event.currentTarget.setCustomValidity("")}
                    className="h-9 w-64 max-w-full rounded-control border border-steel-200 bg-white px-2 text-sm"
                  />
                </label>
                <button type="submit" className={smallButton}>
                  {t("admin.categoryHierarchy.move")}
                  <span className="sr-only"> {category.name}</span>
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
