import { useState } from "react";
import { TechnicalError } from "~/components/ui/admin/technical-error";
import { Form } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { ProgressBox, useRefreshWhile } from "~/components/ui/admin/progress-box";
import { FilterSearch, FilterSelect } from "~/components/ui/admin/filter-select";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { LinkStatusBadge } from "~/features/link-health/components/link-status-badge";
import { linkHealthQuerySchema, type LinkHealthFilter } from "~/features/link-health/link-health.schema";
import { getLinkHealth, getLinkHealthSettings } from "~/features/link-health/link-health.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/link-health";

const linkHealthApi = adminApi("/link-health");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const parsed = linkHealthQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : linkHealthQuerySchema.parse({});
  const [all, shown, settings] = await Promise.all([
    getLinkHealth(db),
    getLinkHealth(db, query),
    getLinkHealthSettings(db),
  ]);
  const count = (status: string | null) => all.items.filter((item) => item.status === status).length;
  return {
    query,
    settings,
    report: shown,
    counts: {
      all: all.items.length,
      ok: count("ok"),
      broken: count("broken"),
      unknown: count("unknown"),
      unchecked: count(null),
    },
  };
}

/** The status filter's choices (each labelled `admin.linkHealth.filters.{value}`). */
const filterValues: LinkHealthFilter[] = ["all", "broken", "unknown", "ok", "unchecked"];

export default function LinkHealth({ loaderData }: Route.ComponentProps) {
  const { query, report, counts, settings } = loaderData;
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  // The progress stays shown after a check this page started, with its final count.
  const [startedHere, setStartedHere] = useState(false);
  // The box follows the click at once; a refused save puts it back.
  const [unavailable, setUnavailable] = useState(settings.unavailableWhenBroken);
  // While a check runs, the page reads its progress twice a second.
  useRefreshWhile(report.running, 500, report);

  const start = async () => {
    const started = await run(() => adminCall(linkHealthApi.check.$post()), {
      title: t("admin.linkHealth.checking"),
      description: t("admin.linkHealth.checkingHow"),
    });
    if (started.ok) setStartedHere(true);
  };

  return (
    <AdminPage
      title={t("admin.linkHealth.title")}
      intro={t("admin.linkHealth.intro")}
      actions={
        <button type="button" className={actionButton} onClick={start} disabled={report.running}>
          {t(report.running ? "admin.linkHealth.checkingNow" : "admin.linkHealth.checkAll")}
        </button>
      }
    >
      {(report.running || startedHere) && report.total > 0 && (
        <ProgressBox
          id="link-check-progress"
          label={
            report.running
              ? t("admin.linkHealth.progress", { checked: report.checked, count: report.total })
              : t("admin.linkHealth.allChecked", { count: report.total })
          }
          value={report.checked}
          max={report.total}
        />
      )}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label={t("admin.linkHealth.counts.broken")} value={format.number(counts.broken)} />
        <StatCard label={t("admin.linkHealth.counts.unknown")} value={format.number(counts.unknown)} />
        <StatCard label={t("admin.linkHealth.counts.ok")} value={format.number(counts.ok)} />
        <StatCard label={t("admin.linkHealth.counts.unchecked")} value={format.number(counts.unchecked)} />
      </div>
      <label className="mt-6 flex items-start gap-3 rounded-card bg-white p-4 text-sm ring-1 ring-steel-200">
        <input
          type="checkbox"
          checked={unavailable}
          onChange={(event) => {
            const unavailableWhenBroken = event.currentTarget.checked;
            setUnavailable(unavailableWhenBroken);
            void run(
              () => adminCall(linkHealthApi.settings.$put({ json: { unavailableWhenBroken } })),
              {
                title: t(unavailableWhenBroken ? "admin.linkHealth.unavailableOn" : "admin.linkHealth.unavailableOff"),
              },
              { onFailure: () => setUnavailable(!unavailableWhenBroken) },
            );
          }}
          className="mt-0.5 h-5 w-5 accent-signal"
        />
        <span>
          <span className="font-semibold">{t("admin.linkHealth.unavailable")}</span>
          <span className="block text-steel-700">{t("admin.linkHealth.unavailableHint")}</span>
        </span>
      </label>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t("admin.linkHealth.status")}
          name="status"
          value={query.status}
          options={filterValues.map((value) => [value, t(`admin.linkHealth.filters.${value}`)] as const)}
        />
        <FilterSearch
          label={t("admin.linkHealth.search")}
          value={query.search}
          placeholder={t("admin.linkHealth.searchPlaceholder")}
        />
      </Form>
      <p className="mt-3 text-sm text-steel-700">
        {t("admin.linkHealth.shown", { shown: report.items.length, count: counts.all })}
      </p>
      <ul
        className="mt-2 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200"
        aria-label={t("admin.linkHealth.links")}
      >
        {report.items.length === 0 && <li className="p-6 text-sm text-steel-700">{t("admin.linkHealth.noMatch")}</li>}
        {report.items.map((item) => (
          <li key={item.productId} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-64">
              <a href={`/admin/products/${item.productId}/edit`} className="font-semibold hover:underline">
                {item.name}
              </a>
              <p className="truncate text-steel-700" title={item.url}>
                {item.url}
              </p>
              <TechnicalError error={item.detail} about="shop" className="text-steel-700" />
              {item.fallback && (
                <p className="mt-1 flex min-w-0 items-center gap-2 text-steel-700" data-testid="fallback-link">
                  <span className="shrink-0 font-semibold text-asphalt">{t("admin.linkHealth.secondShop")}</span>
                  <span className="truncate" title={item.fallback.url}>
                    {item.fallback.url}
                  </span>
                  <LinkStatusBadge status={item.fallback.status} />
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <span className="tabular text-xs text-steel-700">
                {item.checkedAt ? format.dateTime(item.checkedAt) : t("admin.linkHealth.never")}
                {item.httpStatus !== null && ` · HTTP ${item.httpStatus}`}
              </span>
              <LinkStatusBadge status={item.status} />
            </div>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
