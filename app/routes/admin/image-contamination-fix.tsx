import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, StatCard } from "~/components/ui/admin/admin-page";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { findContaminatedImages, type ContaminatedImage } from "~/features/image-repair/image-contamination.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage, type MessagePattern } from "~/lib/known-messages";
import type { Route } from "./+types/image-contamination-fix";

const imageContaminationApi = adminApi("/image-contamination");

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await findContaminatedImages(context.get(appContext).database.db) };
}

type SharingProduct = ContaminatedImage["products"][number];
const ir = "admin.imageRepair";
/** Why a picture should not be shared, as the server writes it (image-contamination.server.ts). */
const reasonPatterns = [
  ["types", /Different product types: (?<list>.+)/s],
  ["brands", /Different brands: (?<list>.+)/s],
  ["models", /Different helmet models: (?<list>.+)/s],
] as const satisfies readonly MessagePattern<string>[];

/** One product showing the shared picture (its own copy, when the picture is stored as copies), and the two repairs. */
function ProductCard({ product, copies }: { product: SharingProduct; copies: boolean }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const image = imageContaminationApi.products[":productId"].images[":imageId"];
  const param = { productId: String(product.id), imageId: String(product.imageId) };
  const replace = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return run(() => adminCall(image.replace.$post({ param }, { init: { body: form } })), {
      title: t(`${ir}.replaced`),
      description: product.name,
    });
  };
  return (
    <li className="flex flex-col rounded-control p-3 ring-1 ring-steel-200">
      {copies && (
        <img
          src={product.url}
          alt={t(`${ir}.copyOf`, { name: product.name })}
          width={64}
          height={64}
          loading="lazy"
          className="mb-2 aspect-square w-16 rounded-md bg-paper-200 object-contain"
        />
      )}
      <Link to={`/admin/products/${product.id}/edit`} className="font-semibold hover:underline">
        {product.name}
      </Link>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-steel-700">{t(`${ir}.brand`)}</dt>
        <dd>{product.brand ?? t(`${ir}.none`)}</dd>
        <dt className="text-steel-700">{t(`${ir}.type`)}</dt>
        <dd className="capitalize">{t(`${ir}.types.${product.type}`)}</dd>
        <dt className="text-steel-700">{t(`${ir}.category`)}</dt>
        <dd className="break-words">{product.category ?? t(`${ir}.none`)}</dd>
        <dt className="text-steel-700">{t(`${ir}.status`)}</dt>
        <dd className="capitalize">{t(`${ir}.statuses.${product.status}`)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <ConfirmButton
          title={t(`${ir}.detachTitle`)}
          message={t(`${ir}.detachMessage`, { name: product.name })}
          confirmLabel={t(`${ir}.detach`)}
          className={dangerButton}
          onConfirm={() =>
            run(() => adminCall(image.$delete({ param })), { title: t(`${ir}.detached`), description: product.name })
          }
        >
          {t(`${ir}.detach`)}
          <span className="sr-only"> {t(`${ir}.detachFrom`, { name: product.name })}</span>
        </ConfirmButton>
        <label className={`${smallButton} cursor-pointer focus-within:ring-2 focus-within:ring-signal`}>
          {t(`${ir}.replace`)}
          <span className="sr-only"> {t(`${ir}.replaceOf`, { name: product.name })}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void replace(file);
              event.currentTarget.value = "";
            }}
            className="sr-only"
          />
        </label>
      </div>
    </li>
  );
}

export default function ImageContaminationFix({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const products = new Set(groups.flatMap((g) => g.products.map((p) => p.id)));
  const { t } = useTranslation();
  const format = useAdminFormat();
  const reasonText = (reason: string) => {
    const found = matchMessage(reason, reasonPatterns);
    if (!found) return reason;
    // Product types are the catalogue's words; brands and models are names.
    const list =
      found.key === "types"
        ? found.values
            .list!.split(", ")
            .map((type) => t(`${ir}.types.${type}`, { defaultValue: type }))
            .join(", ")
        : found.values.list;
    return t(`${ir}.reasons.${found.key}`, { list });
  };
  return (
    <AdminPage title={t(`${ir}.title`)} intro={t(`${ir}.intro`)}>
      <p className="mt-2 max-w-3xl text-sm text-steel-700">{t(`${ir}.family`)}</p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md sm:gap-4">
        <StatCard label={t(`${ir}.sharedPictures`)} value={format.number(groups.length)} />
        <StatCard label={t(`${ir}.productsInvolved`)} value={format.number(products.size)} />
      </div>
      {groups.length === 0 && (
        <p className="mt-6 rounded-card bg-stock-in/10 p-6 font-semibold text-stock-in-strong ring-1 ring-stock-in/30">
          {t(`${ir}.allClear`)}
        </p>
      )}
      {groups.map((group, index) => (
        <section
          key={group.mediaId}
          aria-labelledby={`picture-${group.mediaId}`}
          className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200"
        >
          <h2 id={`picture-${group.mediaId}`} className="text-2xl font-bold">
            {t(`${ir}.picture`, { index: format.number(index + 1), n: format.number(group.products.length) })}
          </h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {group.files > 1 && (
              <li className="rounded-full bg-steel-200 px-2.5 py-0.5 text-xs font-semibold text-steel-800">
                {t(`${ir}.storedAs`, { n: format.number(group.files) })}
              </li>
            )}
            {group.reasons.map((reason) => (
              <li
                key={reason}
                className="rounded-full bg-signal/10 px-2.5 py-0.5 text-xs font-semibold text-signal-700"
              >
                {reasonText(reason)}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={group.url}
              alt={t(`${ir}.sharedBy`, { names: group.products.map((p) => p.name).join(", ") })}
              width={160}
              height={160}
              loading="lazy"
              className="aspect-square w-40 shrink-0 rounded-md bg-paper-200 object-contain"
            />
            <ul className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.products.map((product) => (
                <ProductCard key={product.imageId} product={product} copies={group.files > 1} />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </AdminPage>
  );
}
