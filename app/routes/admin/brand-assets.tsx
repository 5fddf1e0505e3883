import { AdminPage } from "~/components/ui/admin/admin-page";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listAdminBrandAssets } from "~/features/brand-assets/brand-assets.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/brand-assets";

const brandAssetsApi = adminApi("/brand-assets");

export async function loader({ context }: Route.LoaderArgs) {
  return { assets: await listAdminBrandAssets(context.get(appContext).database.db) };
}

/** The assets whose use on the storefront the page says (admin.brandAssets.uses); others show their description. */
const described = new Set(["logo", "hero", "logo-mark", "og-default", "founder"]);

export default function BrandAssets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const run = useAdminAction();
  const replace = (id: number, name: string, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return run(() => adminCall(brandAssetsApi[":id"].$put({ param: { id: String(id) } }, { init: { body: form } })), {
      title: t("admin.brandAssets.replaced"),
      description: name,
    });
  };
  return (
    <AdminPage title={t("admin.brandAssets.title")} intro={t("admin.brandAssets.intro")}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.assets.map((asset) => (
          <li key={asset.id} className="rounded-card bg-white p-4 ring-1 ring-steel-200">
            <img
              src={asset.preview}
              alt={t("admin.brandAssets.current", { name: asset.name })}
              width={320}
              height={200}
              className="h-40 w-full rounded-md bg-paper-200 object-contain"
            />
            <h2 className="mt-3 text-xl font-bold">{asset.name}</h2>
            <p className="text-sm text-steel-700">
              {described.has(asset.name) ? t(`admin.brandAssets.uses.${asset.name}`) : asset.description}
            </p>
            <p className="tabular mt-1 text-xs text-steel-600">
              {asset.width}×{asset.height} · <code>{asset.mimeType}</code> · {format.dateTime(asset.updatedAt)}
            </p>
            <label className="mt-3 block text-sm font-semibold">
              {t("admin.brandAssets.replace", { name: asset.name })}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) void replace(asset.id, asset.name, file);
                  event.currentTarget.value = "";
                }}
                className="mt-1 block w-full text-sm font-normal"
              />
            </label>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
