import { adminApi } from "~/features/admin";
import { Link } from "react-router";
import { DeleteButton, OutboxMessageLink } from "~/features/admin";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { StockRequestRow } from "../stock-requests.schema";

const stockRequestsApi = adminApi("/stock-requests");

/** The admin's list of "tell me when it's back" requests, shown under the visor requests (an admin-only module: `-admin.tsx`). */
export function StockRequestsList({ requests }: { requests: StockRequestRow[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const waiting = requests.filter((r) => r.confirmed && !r.notified).length;
  return (
    <section aria-label={t("admin.visorRequests.stock.title")} className="mt-12">
      <h2 className="text-2xl font-bold">
        {t("admin.visorRequests.stock.title")} <span className="tabular text-steel-600">({requests.length})</span>
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t("admin.visorRequests.stock.intro", { count: waiting })}</p>
      {requests.length === 0 ? (
        <p className="mt-3 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
          {t("admin.visorRequests.stock.none")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
              <div className="min-w-56 flex-1">
                <p className="font-semibold">
                  <Link to={`/admin/products/${r.productId}/edit`} className="hover:underline">
                    {r.product}
                  </Link>
                </p>
                <p className="text-steel-700">
                  {r.email} · <span className="uppercase">{r.locale}</span>
                </p>
              </div>
              <p className="tabular text-steel-700">{format.dateTime(r.requestedAt)}</p>
              <p className="text-steel-700">
                {r.notified ? (
                  <>
                    {t("admin.visorRequests.stock.toldOn", { date: format.dateTime(r.notified.at) })}
                    <OutboxMessageLink id={r.notified.messageId} status={r.notified.mail} />
                  </>
                ) : r.confirmed ? (
                  t("admin.visorRequests.stock.waiting")
                ) : (
                  t("admin.visorRequests.stock.notConfirmed")
                )}
              </p>
              <DeleteButton
                remove={() => stockRequestsApi[":id"].$delete({ param: { id: String(r.id) } })}
                name={`(${r.email}, ${r.product})`}
                title={t("admin.visorRequests.delete.title")}
                message={t("admin.visorRequests.stock.deleteMessage", { email: r.email, product: r.product })}
                done={t("admin.visorRequests.delete.done")}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
