import { adminApi } from "~/features/admin";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { brandDeletionRefusal } from "~/features/admin/deletion-messages";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { RecordForm, type RecordField } from "~/features/admin/components/record-form";
import { listBrands, type AdminBrand } from "~/features/catalog/brands-admin.server";
import { brandInputSchema } from "~/features/catalog/brands-admin.schema";
import { appContext } from "~/context/app-context";
import { plural } from "~/i18n/format";
import type { Route } from "./+types/brands";

const brandsApi = adminApi("/brands");

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await listBrands(context.get(appContext).database.db) };
}

const brandFields = (brand?: AdminBrand): RecordField[] => [
  { name: "name", label: brand ? `Name of ${brand.name}` : "New brand name", defaultValue: brand?.name },
  { name: "slug", label: brand ? `Slug of ${brand.name}` : "Slug", defaultValue: brand?.slug, placeholder: "slug" },
  {
    name: "kind",
    label: brand ? `Kind of ${brand.name}` : "Kind",
    defaultValue: brand?.kind ?? "gear",
    options: [
      { value: "helmet", label: "Helmet brand" },
      { value: "gear", label: "Gear brand" },
    ],
  },
  {
    name: "websiteUrl",
    label: brand ? `Website of ${brand.name}` : "Website",
    defaultValue: brand?.websiteUrl ?? "",
    placeholder: "https://…",
  },
];

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Brands"
      intro="Helmet brands (visors are for them) and gear brands (cameras, intercoms, accessories)."
    >
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {loaderData.brands.map((brand) => (
          <li key={brand.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
            <RecordForm
              id={`brand-${brand.id}`}
              send={(json) => brandsApi[":id"].$put({ param: { id: String(brand.id) }, json })}
              schema={brandInputSchema}
              fields={brandFields(brand)}
              submitLabel="Save"
              successTitle="Brand saved"
            />
            <span className="tabular text-steel-700">{plural(brand.productCount, "product")}</span>
            <DeleteButton
              remove={() => brandsApi[":id"].$delete({ param: { id: String(brand.id) } })}
              name={brand.name}
              title="Delete this brand?"
              message={`${brand.name} is deleted${brand.kind === "helmet" ? " with its helmet models" : ""}.`}
              refusal={brandDeletionRefusal(brand)}
              done="Brand deleted"
              className="ml-auto"
            />
          </li>
        ))}
      </ul>
      <AdminSection id="new-brand" title="Add a brand">
        <RecordForm
          id="brand-new"
          creates
          send={(json) => brandsApi.index.$post({ json })}
          schema={brandInputSchema}
          fields={brandFields()}
          submitLabel="Add brand"
          successTitle="Brand added"
        />
      </AdminSection>
    </AdminPage>
  );
}
