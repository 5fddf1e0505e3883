import { adminApi } from "~/features/admin";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { tagDeletionMessage } from "~/features/admin/deletion-messages";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { RecordForm } from "~/features/admin/components/record-form";
import { listTags } from "~/features/catalog/tags-admin.server";
import { tagInputSchema } from "~/features/catalog/tags-admin.schema";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/tags";

const tagsApi = adminApi("/tags");

export async function loader({ context }: Route.LoaderArgs) {
  return { tags: await listTags(context.get(appContext).database.db) };
}

export default function Tags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.tags.title")} intro={t("admin.tags.intro")}>
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {loaderData.tags.map((tag) => (
          <li key={tag.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
            {tag.isSystem ? (
              <span className="min-w-48 font-semibold">
                {tag.name}{" "}
                <span className="ml-1 rounded-full bg-steel-200 px-2 py-0.5 text-xs text-steel-700">
                  {t("admin.tags.system")}
                </span>
              </span>
            ) : (
              <RecordForm
                id={`tag-${tag.id}`}
                send={(json) => tagsApi[":id"].$put({ param: { id: String(tag.id) }, json })}
                schema={tagInputSchema}
                fields={[{ name: "name", label: t("admin.tags.nameOf", { name: tag.name }), defaultValue: tag.name }]}
                submitLabel={t("admin.tags.rename")}
                successTitle={t("admin.tags.renamed")}
              />
            )}
            <span className="tabular text-steel-700">{t("admin.tags.products", { count: tag.productCount })}</span>
            {!tag.isSystem && (
              <DeleteButton
                remove={() => tagsApi[":id"].$delete({ param: { id: String(tag.id) } })}
                name={tag.name}
                title={t("admin.tags.deleteTitle")}
                message={tagDeletionMessage(tag, t)}
                done={t("admin.tags.deleted")}
                className="ml-auto"
              />
            )}
          </li>
        ))}
      </ul>
      <AdminSection id="new-tag" title={t("admin.tags.add")}>
        <RecordForm
          id="tag-new"
          creates
          send={(json) => tagsApi.index.$post({ json })}
          schema={tagInputSchema}
          fields={[{ name: "name", label: t("admin.tags.newName") }]}
          submitLabel={t("admin.tags.addTag")}
          successTitle={t("admin.tags.added")}
        />
      </AdminSection>
    </AdminPage>
  );
}
