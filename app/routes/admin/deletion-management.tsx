import { useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall, type AdminRequest } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listTrashedProducts } from "~/features/catalog/product-admin.server";
import { listTrashedCategories } from "~/features/categories/category-admin.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/deletion-management";

const productsApi = adminApi("/products");
const categoriesApi = adminApi("/categories");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const [products, categories] = await Promise.all([listTrashedProducts(db), listTrashedCategories(db)]);
  return { products, categories };
}

/** A trashed product or category, as the loader reads it (a category also says what a restore brings back). */
type Trashed =
  Awaited<ReturnType<typeof listTrashedProducts>>[number] | Awaited<ReturnType<typeof listTrashedCategories>>[number];

/** The trash's requests for one kind of thing, made with adminApi. */
interface TrashRequests {
  /** Restores it; `bringProductsBack` is sent only for a category (a product has no products to bring back). */
  restore: (id: number, bringProductsBack: boolean) => AdminRequest;
  /** Deletes it for good. */
  purge: (id: number) => AdminRequest;
}

const productTrash: TrashRequests = {
  restore: (id) => productsApi[":id"].restore.$post({ param: { id: String(id) } }),
  purge: (id) => productsApi[":id"].permanent.$delete({ param: { id: String(id) } }),
};

const categoryTrash: TrashRequests = {
  restore: (id, bringProductsBack) =>
    categoriesApi[":id"].restore.$post({ param: { id: String(id) }, json: { bringProductsBack } }),
  purge: (id) => categoriesApi[":id"].permanent.$delete({ param: { id: String(id) } }),
};

/**
 * Restores one trashed thing. A category that held products offers to bring them back too (checked by
 * default: those products are still where trashing moved them).
 */
function RestoreButton({ api, item }: { api: TrashRequests; item: Trashed }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const offer = "productsToBringBack" in item ? item.productsToBringBack : 0;
  const [withProducts, setWithProducts] = useState(true);
  const bringBack = offer > 0 && withProducts;
  return (
    <>
      {offer > 0 && (
        <label className="flex items-center gap-1.5 text-steel-700">
          <input
            type="checkbox"
            checked={withProducts}
            onChange={(e) => setWithProducts(e.currentTarget.checked)}
            className="h-4 w-4 accent-signal-700"
          />
          {t("admin.deletionManagement.withProducts", { count: offer })}
          <span className="sr-only"> ({item.name})</span>
        </label>
      )}
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          run(() => adminCall(api.restore(item.id, bringBack)), {
            title: t("admin.deletionManagement.restored"),
            description: bringBack
              ? t("admin.deletionManagement.restoredWith", { name: item.name, count: offer })
              : item.name,
          })
        }
      >
        {t("admin.deletionManagement.restore")}
        <span className="sr-only"> {item.name}</span>
      </button>
    </>
  );
}

/** One kind of trashed thing: restore it, or delete it for good (asked first). */
function TrashList({
  title,
  kind,
  api,
  items,
  purgeNote,
}: {
  title: string;
  kind: "products" | "categories";
  api: TrashRequests;
  items: Trashed[];
  /** The key of the question's sentence (what deleting it for good takes along), read with the item's name. */
  purgeNote: string;
}) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const headingId = `trashed-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {title} <span className="tabular text-steel-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
          {t("admin.deletionManagement.empty")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
              <div className="min-w-56 flex-1">
                <p className="font-semibold">{item.name}</p>
                <p className="text-steel-700">
                  {item.slug} · {t("admin.deletionManagement.deletedOn", { date: format.dateTime(item.deletedAt) })}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <RestoreButton api={api} item={item} />
                <ConfirmButton
                  title={t("admin.deletionManagement.purge.title")}
                  message={t(purgeNote, { name: item.name })}
                  confirmLabel={t("admin.deletionManagement.purge.confirm")}
                  className={dangerButton}
                  onConfirm={() =>
                    run(() => adminCall(api.purge(item.id)), {
                      title: t("admin.deletionManagement.purge.done"),
                      description: item.name,
                    })
                  }
                >
                  {t("admin.deletionManagement.purge.button")}
                  <span className="sr-only"> {item.name}</span>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DeletionManagement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.deletionManagement.title")} intro={t("admin.deletionManagement.intro")}>
      <TrashList
        title={t("admin.deletionManagement.products")}
        kind="products"
        api={productTrash}
        items={loaderData.products}
        purgeNote="admin.deletionManagement.purge.product"
      />
      <TrashList
        title={t("admin.deletionManagement.categories")}
        kind="categories"
        api={categoryTrash}
        items={loaderData.categories}
        purgeNote="admin.deletionManagement.purge.category"
      />
    </AdminPage>
  );
}
