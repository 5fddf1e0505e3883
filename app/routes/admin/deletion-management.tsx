import { AdminPage, dangerButton, formatAdminDate, smallButton } from "~/features/admin/components/admin-page";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { adminFetch } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listTrashedProducts } from "~/features/catalog/product-admin.server";
import { appContext } from "~/lib/app-context";
import type { Route } from "./+types/deletion-management";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listTrashedProducts(context.get(appContext).database.db) };
}

export default function DeletionManagement({ loaderData }: Route.ComponentProps) {
  const run = useAdminAction();
  const { products } = loaderData;
  return (
    <AdminPage
      title="Trash"
      intro="Deleted products wait here. Restore one to bring it back as it was, or delete it for good."
    >
      <section aria-labelledby="trashed-products" className="mt-8">
        <h2 id="trashed-products" className="text-2xl font-bold">
          Products <span className="tabular text-steel-600">({products.length})</span>
        </h2>
        {products.length === 0 ? (
          <p className="mt-3 rounded-[12px] bg-white p-6 text-steel-700 ring-1 ring-steel-200">The trash is empty.</p>
        ) : (
          <ul className="mt-3 divide-y divide-steel-200 rounded-[12px] bg-white ring-1 ring-steel-200">
            {products.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
                <div className="min-w-56 flex-1">
                  <p className="font-semibold">{p.name}</p>
                  <p className="text-steel-700">
                    {p.slug} · deleted {formatAdminDate(p.deletedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() =>
                      run(() => adminFetch(`/api/admin/products/${p.id}/restore`, { method: "POST" }), {
                        title: "Restored",
                        description: p.name,
                      })
                    }
                  >
                    Restore<span className="sr-only"> {p.name}</span>
                  </button>
                  <ConfirmButton
                    title="Delete for good?"
                    message={`${p.name} and its pictures, translations and tags are deleted permanently. This cannot be undone.`}
                    confirmLabel="Delete for good"
                    className={dangerButton}
                    onConfirm={() =>
                      run(() => adminFetch(`/api/admin/products/${p.id}/permanent`, { method: "DELETE" }), {
                        title: "Deleted for good",
                        description: p.name,
                      })
                    }
                  >
                    Delete for good<span className="sr-only"> {p.name}</span>
                  </ConfirmButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
