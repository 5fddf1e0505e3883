import { Form, Link } from "react-router";
import { OutboxMessageLink } from "~/features/admin/components/outbox-message-link";
import { adminApi, adminCall, type AdminResult } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { AdminPage, ExportCsvLink } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { FilterSearch } from "~/components/ui/admin/filter-select";
import { Pager } from "~/components/ui/admin/pager";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import {
  visorRequestPages,
  type VisorRequestRow,
  type VisorRequestStatus,
} from "~/features/visor-requests/visor-requests-admin.server";
import {
  listPageParam,
  visorRequestQuerySchema,
  type VisorRequestList,
} from "~/features/visor-requests/visor-requests.schema";
import { StockRequestsList } from "~/features/stock-requests/components/stock-requests-admin";
import { listStockRequests } from "~/features/stock-requests/stock-requests.server";
import type { AdminHandle } from "~/features/admin/admin-handle";
import { appContext } from "~/context/app-context";
import { listQueryOf } from "~/lib/form-schemas";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/visor-requests";

const visorRequestsApi = adminApi("/visor-requests");

export const handle: AdminHandle = { loadError: "admin.visorRequests.loadError" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const query = listQueryOf(visorRequestQuerySchema, new URL(request.url).searchParams);
  const [lists, stockRequests] = await Promise.all([visorRequestPages(db, query), listStockRequests(db)]);
  return { lists, query, stockRequests };
}

export default function VisorRequests({ loaderData }: Route.ComponentProps) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { lists, query } = loaderData;

  const change = (request: VisorRequestRow, action: () => Promise<AdminResult<unknown>>, done: string) =>
    run(action, { title: done, description: `${request.email} · ${request.helmetBrand} ${request.helmetModel}` });
  const setStatus = (request: VisorRequestRow, status: VisorRequestStatus) =>
    change(
      request,
      () => adminCall(visorRequestsApi[":id"].$patch({ param: { id: String(request.id) }, json: { status } })),
      t(status === "processed" ? "admin.visorRequests.markedProcessed" : "admin.visorRequests.backToPendingDone"),
    );

  const list = (title: string, which: VisorRequestList, empty: string) => {
    const { rows, page } = lists[which];
    return (
      <section aria-label={title} className="mt-8">
        <h2 className="text-2xl font-bold">
          {title} <span className="tabular text-steel-600">({page.total})</span>
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
            {query.search ? t("admin.visorRequests.noMatch") : empty}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
                <div className="min-w-56 flex-1">
                  <p className="font-semibold">
                    {r.helmetBrand} {r.helmetModel} <span className="font-normal text-steel-700">· {r.visorType}</span>
                  </p>
                  <p className="text-steel-700">
                    {r.email} · <span className="uppercase">{r.locale}</span> · {r.sourceType}
                  </p>
                </div>
                <p className="tabular text-steel-700">
                  {format.dateTime(r.requestedAt)}
                  {r.processedAt && <> → {format.dateTime(r.processedAt)}</>}
                </p>
                {r.notified && (
                  <p className="text-steel-700">
                    {t("admin.visorRequests.toldOn", { date: format.dateTime(r.notified.at) })}{" "}
                    {r.notified.productId ? (
                      <Link
                        to={`/admin/products/${r.notified.productId}/edit`}
                        className="font-semibold hover:underline"
                      >
                        {r.notified.product}
                      </Link>
                    ) : (
                      t("admin.visorRequests.visorDeleted")
                    )}
                    <OutboxMessageLink id={r.notified.messageId} status={r.notified.mail} />
                  </p>
                )}
                <div className="flex gap-2">
                  {r.status === "notified" ? null : r.status === "pending" ? (
                    <button type="button" onClick={() => setStatus(r, "processed")} className={smallButton}>
                      {t("admin.visorRequests.markProcessed")}
                      <span className="sr-only">
                        {" "}
                        ({r.email}, {r.helmetModel})
                      </span>
                    </button>
                  ) : (
                    <button type="button" onClick={() => setStatus(r, "pending")} className={smallButton}>
                      {t("admin.visorRequests.backToPending")}
                      <span className="sr-only">
                        {" "}
                        ({r.email}, {r.helmetModel})
                      </span>
                    </button>
                  )}
                  <DeleteButton
                    remove={() => visorRequestsApi[":id"].$delete({ param: { id: String(r.id) } })}
                    name={`(${r.email}, ${r.helmetModel})`}
                    title={t("admin.visorRequests.delete.title")}
                    message={t("admin.visorRequests.delete.message", {
                      email: r.email,
                      helmet: `${r.helmetBrand} ${r.helmetModel}`,
                    })}
                    done={t("admin.visorRequests.delete.done")}
                  />
                </div>
              </li>
            ))}
            <Pager page={page} noun={t("admin.visorRequests.pagerNoun")} as="li" param={listPageParam(which)} />
          </ul>
        )}
      </section>
    );
  };

  return (
    <AdminPage
      title={t("admin.visorRequests.title")}
      intro={t("admin.visorRequests.intro")}
      actions={<ExportCsvLink href="/api/admin/visor-requests/export.csv" />}
    >
      {/* A GET form: the search is in the address, so a page of it can be shared and reloaded. */}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2" aria-label={t("admin.visorRequests.search")}>
        <FilterSearch
          label={t("admin.visorRequests.searchLabel")}
          value={query.search}
          placeholder={t("admin.visorRequests.searchPlaceholder")}
        />
      </Form>
      {list(t("admin.visorRequests.pending"), "pending", t("admin.visorRequests.nonePending"))}
      {list(t("admin.visorRequests.notified"), "notified", t("admin.visorRequests.noneNotified"))}
      {list(t("admin.visorRequests.processed"), "processed", t("admin.visorRequests.noneProcessed"))}
      <StockRequestsList requests={loaderData.stockRequests} />
    </AdminPage>
  );
}
