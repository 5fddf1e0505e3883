import { Link } from "react-router";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { useProductStatus } from "~/features/catalog/components/product-status-admin";
import { productListQuerySchema } from "~/features/catalog/product-admin.schema";
import { canMoveTo, productStatuses, type ProductStatus } from "~/features/catalog/product-kinds";
import { listAdminProducts } from "~/features/catalog/product-admin.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/product-lifecycle";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const lists = await Promise.all(
    productStatuses.map((status) =>
      listAdminProducts(db, productListQuerySchema.parse({ status, sort: "name", pageSize: 100 })),
    ),
  );
  return { columns: productStatuses.map((status, i) => ({ status, ...lists[i]! })) };
}

const pl = "admin.productLifecycle";
const moveLabel = (status: ProductStatus) => `${pl}.moves.${status}` as const;

export default function ProductLifecycle({ loaderData }: Route.ComponentProps) {
  const { move, dialog } = useProductStatus();
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <AdminPage title={t(`${pl}.title`)} intro={t(`${pl}.intro`)}>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {loaderData.columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`status-${column.status}`}
            className="rounded-card bg-white p-4 ring-1 ring-steel-200"
          >
            <h2 id={`status-${column.status}`} className="text-2xl font-bold capitalize">
              {t(`${pl}.statuses.${column.status}`)}{" "}
              <span className="tabular text-steel-600">({format.number(column.total)})</span>
            </h2>
            <p className="text-sm text-steel-700">{t(`${pl}.explanations.${column.status}`)}</p>
            <ul className="mt-3 divide-y divide-steel-200 text-sm">
              {column.items.map((product) => (
                <li key={product.id} className="flex flex-wrap items-center gap-2 py-2">
                  <Link
                    to={`/admin/products/${product.id}/edit`}
                    className="min-w-40 flex-1 font-semibold hover:underline"
                  >
                    {product.name}
                  </Link>
                  {productStatuses
                    .filter((status) => canMoveTo(column.status, status))
                    .map((status) => (
                      <button key={status} type="button" onClick={() => move(product, status)} className={smallButton}>
                        {t(moveLabel(status))}
                        <span className="sr-only"> {product.name}</span>
                      </button>
                    ))}
                </li>
              ))}
              {column.total > column.items.length && (
                <li className="py-2 text-steel-700">
                  <Link
                    to={`/admin/products?status=${column.status}`}
                    className="font-semibold text-signal-700 hover:underline"
                  >
                    {t(`${pl}.all`, { n: format.number(column.total) })}
                  </Link>
                </li>
              )}
            </ul>
          </section>
        ))}
      </div>
      {dialog}
    </AdminPage>
  );
}
