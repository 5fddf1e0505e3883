import { adminApi } from "~/features/admin";
import { Form, Link } from "react-router";
import { AdminPage, ExportCsvLink, StatCard } from "~/components/ui/admin/admin-page";
import { FilterSearch, FilterSelect } from "~/components/ui/admin/filter-select";
import { Pager } from "~/components/ui/admin/pager";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { subscriberPage, subscriberStats } from "~/features/newsletter/newsletter-admin.server";
import { subscriberQuerySchema } from "~/features/newsletter/newsletter-admin.schema";
import { latestVisorRequests } from "~/features/visor-requests/visor-requests-admin.server";
import type { AdminHandle } from "~/features/admin/admin-handle";
import { appContext } from "~/context/app-context";
import { listQueryOf } from "~/lib/form-schemas";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/newsletters";

const newslettersApi = adminApi("/newsletters");

export const handle: AdminHandle = { loadError: "admin.newsletters.loadError" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const query = listQueryOf(subscriberQuerySchema, new URL(request.url).searchParams);
  const [{ subscribers, page }, stats, latest] = await Promise.all([
    subscriberPage(db, query),
    subscriberStats(db),
    latestVisorRequests(db, 10),
  ]);
  return { subscribers, page, query, stats, requests: latest.requests, requestCount: latest.total };
}

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  const { subscribers, page, query, stats, requests, requestCount } = loaderData;
  const filtered = Boolean(query.status || query.search);
  const { t } = useTranslation();
  const format = useAdminFormat();

  return (
    <AdminPage
      title={t("admin.newsletters.title")}
      intro={t("admin.newsletters.intro")}
      actions={<ExportCsvLink href="/api/admin/newsletters/export.csv" />}
    >
      <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label={t("admin.newsletters.total")} value={format.number(stats.total)} />
        <StatCard label={t("admin.newsletters.active")} value={format.number(stats.active)} />
        <StatCard
          label={t("admin.newsletters.recent", { count: stats.recentDays })}
          value={format.number(stats.recent)}
        />
      </div>

      <section aria-labelledby="subscribers" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="subscribers" className="text-2xl font-bold">
            {t("admin.newsletters.subscribers")}
          </h2>
          {/* A GET form: the filters are in the address, so a page of them can be shared and reloaded. */}
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={t("admin.newsletters.filter")}>
            <FilterSelect
              label={t("admin.newsletters.status")}
              name="status"
              value={query.status ?? ""}
              options={[
                ["", t("admin.newsletters.everyStatus")],
                ["active", t("admin.newsletters.statuses.Active")],
                ["pending", t("admin.newsletters.statuses.Pending")],
                ["inactive", t("admin.newsletters.statuses.Inactive")],
              ]}
            />
            <FilterSearch
              label={t("admin.newsletters.email")}
              value={query.search}
              placeholder={t("admin.newsletters.searchPlaceholder")}
            />
          </Form>
        </div>
        {subscribers.length === 0 ? (
          <p className="mt-4 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
            {t(filtered ? "admin.newsletters.noMatch" : "admin.newsletters.none")}
          </p>
        ) : (
          <div className="relative mt-4 overflow-x-auto rounded-card bg-white ring-1 ring-steel-200">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-steel-200 text-steel-700">
                <tr>
                  <th className="px-4 py-2.5 font-semibold">{t("admin.newsletters.email")}</th>
                  <th className="px-4 py-2.5 font-semibold">{t("admin.newsletters.status")}</th>
                  <th className="hidden px-4 py-2.5 font-semibold md:table-cell">{t("admin.newsletters.language")}</th>
                  <th className="hidden px-4 py-2.5 font-semibold md:table-cell">{t("admin.newsletters.source")}</th>
                  <th className="hidden px-4 py-2.5 font-semibold sm:table-cell">
                    {t("admin.newsletters.subscribed")}
                  </th>
                  <th className="px-4 py-2.5 font-semibold">
                    <span className="sr-only">{t("admin.newsletters.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-steel-200">
                {subscribers.map((s) => (
                  <tr key={s.id}>
                    <td className="break-all px-4 py-2.5 font-medium">{s.email}</td>
                    <td className="px-4 py-2.5">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.isActive ? "bg-stock-in/10 text-stock-in-strong" : "bg-steel-200 text-steel-700"}`}
                      >
                        {t(`admin.newsletters.statuses.${s.status}`)}
                      </span>
                    </td>
                    <td className="hidden px-4 py-2.5 uppercase md:table-cell">{s.locale}</td>
                    <td className="hidden px-4 py-2.5 md:table-cell">{s.source}</td>
                    <td className="tabular hidden px-4 py-2.5 sm:table-cell">{format.dateTime(s.subscribedAt)}</td>
                    <td className="px-4 py-2.5 text-right">
                      <DeleteButton
                        remove={() => newslettersApi[":id"].$delete({ param: { id: String(s.id) } })}
                        name={s.email}
                        title={t("admin.newsletters.delete.title")}
                        message={t("admin.newsletters.delete.message", { email: s.email })}
                        done={t("admin.newsletters.delete.done")}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} noun={t("admin.newsletters.pagerNoun")} />
          </div>
        )}
      </section>

      <section aria-labelledby="requests" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="requests" className="text-2xl font-bold">
            {t("admin.newsletters.visorRequests")}
          </h2>
          <Link to="/admin/dashboard/visor-requests" className="text-sm font-semibold text-signal-700 hover:underline">
            {t("admin.newsletters.manageAll", { count: requestCount })}
          </Link>
        </div>
        {requests.length === 0 ? (
          <p className="mt-4 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
            {t("admin.newsletters.noRequests")}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-steel-200 rounded-card bg-white text-sm ring-1 ring-steel-200">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 px-4 py-2.5">
                <span>
                  <span className="font-medium">{r.email}</span> · {r.helmetBrand} {r.helmetModel}
                </span>
                <span className="text-steel-700">
                  {t(`admin.newsletters.requestStatuses.${r.status}`)} · {format.dateTime(r.requestedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
