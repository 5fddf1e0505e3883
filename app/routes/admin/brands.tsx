import type { TFunction } from "i18next";
import { adminApi } from "~/features/admin";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { brandDeletionRefusal } from "~/features/admin/deletion-messages";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { RecordForm, type RecordField } from "~/features/admin/components/record-form";
import { listBrands, type AdminBrand } from "~/features/catalog/brands-admin.server";
import { brandInputSchema } from "~/features/catalog/brands-admin.schema";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/brands";

const brandsApi = adminApi("/brands");

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await listBrands(context.get(appContext).database.db) };
}

const brandFields = (t: TFunction, brand?: AdminBrand): RecordField[] => [
  {
    name: "name",
    label: brand ? t("admin.brands.nameOf", { name: brand.name }) : t("admin.brands.newName"),
    defaultValue: brand?.name,
  },
  {
    name: "slug",
    label: brand ? t("admin.brands.slugOf", { name: brand.name }) : t("admin.brands.slug"),
    defaultValue: brand?.slug,
    placeholder: t("admin.brands.slugPlaceholder"),
  },
  {
    name: "kind",
    label: brand ? t("admin.brands.kindOf", { name: brand.name }) : t("admin.brands.kind"),
    defaultValue: brand?.kind ?? "gear",
    options: [
      { value: "helmet", label: t("admin.brands.kinds.helmet") },
      { value: "gear", label: t("admin.brands.kinds.gear") },
    ],
  },
  {
    name: "websiteUrl",
    label: brand ? t("admin.brands.websiteOf", { name: brand.name }) : t("admin.brands.website"),
    defaultValue: brand?.websiteUrl ?? "",
    placeholder: "https://…",
  },
];

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.brands.title")} intro={t("admin.brands.intro")}>
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {loaderData.brands.map((brand) => (
          <li key={brand.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
            <RecordForm
              id={`brand-${brand.id}`}
              send={(json) => brandsApi[":id"].$put({ param: { id: String(brand.id) }, json })}
              schema={brandInputSchema}
              fields={brandFields(t, brand)}
              submitLabel={t("admin.brands.save")}
              successTitle={t("admin.brands.saved")}
            />
            <span className="tabular text-steel-700">{t("admin.brands.products", { count: brand.productCount })}</span>
            <DeleteButton
              remove={() => brandsApi[":id"].$delete({ param: { id: String(brand.id) } })}
              name={brand.name}
              title={t("admin.brands.deleteTitle")}
              message={t(brand.kind === "helmet" ? "admin.brands.deleteMessageHelmet" : "admin.brands.deleteMessage", {
                name: brand.name,
              })}
              refusal={brandDeletionRefusal(brand, t)}
              done={t("admin.brands.deleted")}
              className="ml-auto"
            />
          </li>
        ))}
      </ul>
      <AdminSection id="new-brand" title={t("admin.brands.add")}>
        <RecordForm
          id="brand-new"
          creates
          send={(json) => brandsApi.index.$post({ json })}
          schema={brandInputSchema}
          fields={brandFields(t)}
          submitLabel={t("admin.brands.addBrand")}
          successTitle={t("admin.brands.added")}
        />
      </AdminSection>
    </AdminPage>
  );
}
