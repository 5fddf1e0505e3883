import type { TFunction } from "i18next";
import { adminApi } from "~/features/admin";
import { useState } from "react";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { categoryDeletionMessage } from "~/features/admin/deletion-messages";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { listAdminCategories, type AdminCategoryListItem } from "~/features/categories/category-admin.server";
import { CategoryForm } from "~/features/categories/components/category-form";
import { TimelineDisclosure } from "~/features/timeline/components/timeline-panel";
import { ParentPathList } from "~/features/categories/components/parent-picker";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/categories";

const categoriesApi = adminApi("/categories");

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listAdminCategories(context.get(appContext).database.db) };
}

/** What trashing does, said before it happens. */
function deletionMessage(category: AdminCategoryListItem, categories: AdminCategoryListItem[], t: TFunction) {
  return categoryDeletionMessage(category, categories.find((c) => c.id === category.parentId)?.name ?? null, t);
}

/**
 * A category's line; its form and trash button are rendered once it is opened: every row's form in the HTML made
 * the page 3.8 KB a category (1 MB at 286).
 */
function CategoryRow({
  category,
  categories,
}: {
  category: AdminCategoryListItem;
  categories: AdminCategoryListItem[];
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-3 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">{category.name}</span>
        <span className="text-xs text-steel-600">{category.slug}</span>
        <span className="tabular text-xs text-steel-700">
          {t("admin.categories.products", { count: category.productCount })} ·{" "}
          {t("admin.categories.translations", { done: category.translationCount, total: 5 })}
        </span>
        <span className="ml-auto text-xs font-semibold text-signal-700">{t("admin.categories.edit")}</span>
      </summary>
      {opened && (
        <>
          <CategoryForm category={category} categories={categories} />
          <div className="mt-3">
            <DeleteButton
              remove={() => categoriesApi[":id"].$delete({ param: { id: String(category.id) } })}
              name={category.name}
              title={t("admin.categories.trashTitle")}
              message={deletionMessage(category, categories, t)}
              done={t("admin.categories.trashed")}
              label={t("admin.categories.trash")}
            />
          </div>
          <TimelineDisclosure entity="category" id={category.id} />
        </>
      )}
    </details>
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.categories.title")} intro={t("admin.categories.intro", { count: categories.length })}>
      <ParentPathList categories={categories} />
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {categories.map((category) => (
          <li
            key={category.id}
            id={`category-${category.id}`}
            className="scroll-mt-4 px-4 py-2.5 target:bg-signal/10"
            style={{ paddingLeft: `${1 + category.depth * 1.5}rem` }}
          >
            <CategoryRow category={category} categories={categories} />
          </li>
        ))}
      </ul>
      <AdminSection id="new-category" title={t("admin.categories.add")}>
        <CategoryForm categories={categories} />
      </AdminSection>
    </AdminPage>
  );
}
