import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { RecordForm } from "~/features/admin/components/record-form";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listHelmetModelsAdmin, type AdminHelmetBrand } from "~/features/helmets/helmet-models-admin.server";
import { helmetModelCreateSchema, helmetModelUpdateSchema } from "~/features/helmets/helmet-models-admin.schema";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/helmet-models";

const helmetModelsApi = adminApi("/helmet-models");

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await listHelmetModelsAdmin(context.get(appContext).database.db) };
}

type Model = AdminHelmetBrand["models"][number];

export default function HelmetModels({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.helmetModels.title")} intro={t("admin.helmetModels.intro")}>
      {brands.map((brand) => (
        <AdminSection key={brand.id} id={`brand-${brand.slug}`} title={brand.name}>
          {brand.models.length === 0 ? (
            <p className="text-sm text-steel-700">{t("admin.helmetModels.noModel")}</p>
          ) : (
            <ul className="divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
              {brand.models.map((model) => (
                <ModelRow key={model.id} brand={brand.name} model={model} />
              ))}
            </ul>
          )}
        </AdminSection>
      ))}
      <AdminSection id="new-model" title={t("admin.helmetModels.add")}>
        <RecordForm
          id="helmet-model-new"
          creates
          send={(json) => helmetModelsApi.index.$post({ json })}
          schema={helmetModelCreateSchema}
          fields={[
            {
              name: "brandId",
              label: t("admin.helmetModels.brand"),
              options: brands.map((b) => ({ value: String(b.id), label: b.name })),
            },
            { name: "name", label: t("admin.helmetModels.newName"), placeholder: "K6 S" },
          ]}
          submitLabel={t("admin.helmetModels.addModel")}
          successTitle={t("admin.helmetModels.added")}
        />
      </AdminSection>
    </AdminPage>
  );
}

function ModelRow({ brand, model }: { brand: string; model: Model }) {
  const { t } = useTranslation();
  const run = useAdminAction();
  const label = `${brand} ${model.name}`;
  const retire = (retired: boolean) =>
    run(() => adminCall(helmetModelsApi[":id"].$patch({ param: { id: String(model.id) }, json: { retired } })), {
      title: t(retired ? "admin.helmetModels.retired" : "admin.helmetModels.broughtBack"),
      description: label,
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
      <RecordForm
        id={`helmet-model-${model.id}`}
        send={(json) => helmetModelsApi[":id"].$patch({ param: { id: String(model.id) }, json })}
        schema={helmetModelUpdateSchema}
        fields={[{ name: "name", label: t("admin.helmetModels.nameOf", { model: label }), defaultValue: model.name }]}
        submitLabel={t("admin.helmetModels.rename")}
        successTitle={t("admin.helmetModels.renamed")}
      />
      <span className={`tabular ${model.visorCount ? "text-steel-700" : "font-semibold text-stock-out"}`}>
        {t("admin.helmetModels.visors", { count: model.visorCount })}
      </span>
      {model.pendingRequests > 0 && (
        <Link to="/admin/dashboard/visor-requests" className="font-semibold text-signal-700 hover:underline">
          {t("admin.helmetModels.pendingRequests", { count: model.pendingRequests })}
        </Link>
      )}
      {model.categorySlug && (
        <span className="text-steel-600">
          {t("admin.helmetModels.page")} <code>{model.categorySlug}</code>
        </span>
      )}
      {model.retiredAt && (
        <span className="rounded-full px-2 py-0.5 text-xs ring-1 ring-steel-200">
          {t("admin.helmetModels.retiredBadge")}
        </span>
      )}
      <button type="button" onClick={() => retire(!model.retiredAt)} className={`${smallButton} ml-auto`}>
        {t(model.retiredAt ? "admin.helmetModels.bringBack" : "admin.helmetModels.retire")}
        <span className="sr-only"> {label}</span>
      </button>
    </li>
  );
}
