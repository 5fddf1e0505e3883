import { useMemo } from "react";
import { Form, Link } from "react-router";
import { AdminPage, AdminSection, StatCard, TableScroller } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { DailyChart } from "~/features/insight/components/daily-chart";
import { change, EarningsCards, euros, percent } from "~/features/insight/components/earnings-cards";
import { downloadCsv, toCsv } from "~/features/insight/csv";
import { insightPeriodSchema, lastDays, type Earnings } from "~/features/insight/insight.schema";
import { getInsights } from "~/features/insight/insights.server";
import { appContext } from "~/context/app-context";
import { OrderSources } from "~/features/earnings/components/order-sources";
import { orderSyncStatus } from "~/features/earnings/order-sync.server";
import { useAdminFormat, type AdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { TFunction } from "i18next";
import type { Route } from "./+types/insights";

const presets = [7, 30, 90] as const;

/** The period of the address: ?days=7|30|90, or ?from=&to= (YYYY-MM-DD); the last 30 days otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const days = presets.find((n) => String(n) === params.get("days"));
  const asked = params.has("from") || params.has("to");
  const parsed = insightPeriodSchema.safeParse({
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
  const period = days ? lastDays(days) : asked && parsed.success ? parsed.data : lastDays(30);
  const { database, marketplace } = context.get(appContext);
  const [insights, orderSync] = await Promise.all([getInsights(database.db, period), orderSyncStatus(database.db)]);
  return {
    insights,
    orderSync,
    ordersConfigured: Boolean(marketplace),
    preset: days ?? (asked ? null : 30),
    // The schema's message, or "" for the page's own words.
    problem: asked && !parsed.success ? (parsed.error.issues[0]?.message ?? "") : null,
  };
}

/** The period's totals, each a card (its label is `admin.insights.totals.{key}`). */
const totalKeys = ["views", "clicks", "likes", "subscribers", "visorRequests"] as const;

/** The lines of the two daily charts: views and clicks; clicks and commission (euros, on the right). */
function dailySeries(days: { views: number; clicks: number; commission: string }[], t: TFunction) {
  const clicks = { label: t("admin.insights.chart.clicks"), stroke: "#c2410c", values: days.map((d) => d.clicks) };
  return {
    views: [{ label: t("admin.insights.chart.views"), stroke: "#1f2933", values: days.map((d) => d.views) }, clicks],
    commission: [
      clicks,
      {
        label: t("admin.insights.chart.commission"),
        stroke: "#15803d",
        values: days.map((d) => Number(d.commission)),
        right: true,
      },
    ],
  };
}

/** The earnings columns of a table: orders, commission, conversion rate and EPC. */
const earningsHeader = (t: TFunction) => [
  t("admin.insights.columns.orders"),
  t("admin.insights.columns.commission"),
  t("admin.insights.columns.conversion"),
  t("admin.insights.columns.epc"),
];
const earningsCells = (row: Earnings, format: AdminFormat) => [
  row.orders,
  euros(row.commission),
  percent(row.conversion, format),
  euros(row.epc),
];
/** A page kind as the curator reads it (the kinds of features/insight/page-kind.ts). */
const pageKinds = ["home", "list", "category", "model", "finder", "product", "search"];
const pageKind = (kind: string, t: TFunction) =>
  pageKinds.includes(kind) ? t(`admin.insights.pageKinds.${kind}`) : kind;
const wizardPath = (brand: string, model: string) =>
  `/admin/visor-templates?${new URLSearchParams({ brand, model }).toString()}`;

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights, preset, problem, orderSync, ordersConfigured } = loaderData;
  const { period, totals, previous } = insights;
  const { t } = useTranslation();
  const format = useAdminFormat();
  const file = (what: string) => `insight-${what}-${period.from}-${period.to}.csv`;
  const charts = useMemo(() => dailySeries(insights.byDay, t), [insights.byDay, t]);
  const columns = (...keys: string[]) => keys.map((key) => t(`admin.insights.columns.${key}`));
  return (
    <AdminPage title={t("admin.insights.title")} intro={t("admin.insights.intro")}>
      <section aria-label={t("admin.insights.period")} className="mt-6 flex flex-wrap items-end gap-3">
        <nav aria-label={t("admin.insights.quickPeriods")} className="flex gap-2">
          {presets.map((n) => (
            <Link
              key={n}
              to={`?days=${n}`}
              aria-current={preset === n ? "page" : undefined}
              className={`${smallButton} aria-[current=page]:bg-asphalt aria-[current=page]:text-paper`}
            >
              {t("admin.insights.lastDays", { count: n })}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <DateField label={t("admin.insights.from")} name="from" value={period.from} />
          <DateField label={t("admin.insights.to")} name="to" value={period.to} />
          <button type="submit" className={actionButton}>
            {t("admin.insights.show")}
          </button>
        </Form>
      </section>
      {problem !== null && (
        <p role="alert" className="mt-3 text-sm font-semibold text-stock-out">
          {t("admin.insights.problem", { problem: problem || t("admin.insights.notAPeriod") })}
        </p>
      )}
      <p className="mt-3 text-sm text-steel-700" data-testid="period">
        {t("admin.insights.periodShown", {
          from: period.from,
          to: period.to,
          previousFrom: previous.period.from,
          previousTo: previous.period.to,
        })}
      </p>

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        {totalKeys.map((key) => (
          <div key={key}>
            <StatCard label={t(`admin.insights.totals.${key}`)} value={format.number(totals[key])} />
            <p className="mt-1 px-1 text-xs text-steel-700">
              {change(totals[key], previous[key], t, format)}{" "}
              <span className="sr-only">{t("admin.insights.againstPrevious")}</span>
              <span aria-hidden> {t("admin.insights.versus", { value: format.number(previous[key]) })}</span>
            </p>
          </div>
        ))}
      </div>
      <EarningsCards totals={totals} previous={previous} />

      <AdminSection id="insight-days" title={t("admin.insights.byDay.title")}>
        <DailyChart
          days={insights.byDay}
          testId="views-clicks-chart"
          caption={t("admin.insights.byDay.viewsCaption")}
          series={charts.views}
        />
        <h3 className="mt-6 text-sm font-semibold">{t("admin.insights.byDay.commissionTitle")}</h3>
        <DailyChart
          days={insights.byDay}
          testId="commission-clicks-chart"
          caption={t("admin.insights.byDay.commissionCaption")}
          series={charts.commission}
        />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">{t("admin.insights.byDay.asTable")}</summary>
          <CsvTable
            section="byDay"
            file={file("days")}
            header={[...columns("date", "views", "clicks"), ...earningsHeader(t)]}
            rows={insights.byDay.map((d) => [d.date, d.views, d.clicks, ...earningsCells(d, format)])}
          />
        </details>
      </AdminSection>

      <AdminSection id="insight-products" title={t("admin.insights.products.title")}>
        <CsvTable
          section="products"
          file={file("products")}
          header={[...columns("product", "views", "clicks", "clickThrough"), ...earningsHeader(t)]}
          rows={insights.products.map((p) => [
            p.name,
            p.views,
            p.clicks,
            percent(p.ctr, format),
            ...earningsCells(p, format),
          ])}
          empty={t("admin.insights.products.empty")}
          links={insights.products.map((p) => `/admin/products/${p.id}/edit`)}
        />
        <p className="mt-2 text-sm text-steel-700">{t("admin.insights.products.clickThrough")}</p>
      </AdminSection>

      <div className="grid gap-x-6 lg:grid-cols-2 [&>*]:min-w-0">
        <AdminSection id="insight-languages" title={t("admin.insights.languages.title")}>
          <CsvTable
            section="languages"
            file={file("languages")}
            header={[...columns("language", "views", "clicks"), ...earningsHeader(t)]}
            rows={insights.languages.map((l) => [l.language, l.views, l.clicks, ...earningsCells(l, format)])}
            empty={t("admin.insights.languages.empty")}
          />
        </AdminSection>
        <AdminSection id="insight-pages" title={t("admin.insights.pages.title")}>
          <CsvTable
            section="pages"
            file={file("pages")}
            header={[...columns("pageKind", "views", "clicks"), ...earningsHeader(t)]}
            rows={insights.pages.map((p) => [pageKind(p.kind, t), p.views, p.clicks, ...earningsCells(p, format)])}
          />
          <p className="mt-2 text-xs text-steel-700">{t("admin.insights.pages.orders")}</p>
        </AdminSection>
      </div>

      <AdminSection id="insight-campaigns" title={t("admin.insights.campaigns.title")}>
        <CsvTable
          section="campaigns"
          file={file("campaigns")}
          header={columns("source", "campaign", "views")}
          rows={insights.campaigns.map((c) => [c.source, c.campaign || "—", c.views])}
          empty={t("admin.insights.campaigns.empty")}
        />
      </AdminSection>

      <AdminSection id="insight-orders" title={t("admin.insights.orders.title")}>
        <OrderSources configured={ordersConfigured} sync={orderSync} />
      </AdminSection>

      <AdminSection id="insight-unmatched" title={t("admin.insights.unmatched.title")}>
        <CsvTable
          section="unmatched"
          file={file("unmatched-orders")}
          header={columns("networkProduct", "network", "transaction", "ordered", "state", "commission")}
          rows={insights.unmatchedOrders.map((o) => [
            o.productTitle || o.productUrl || "—",
            o.network,
            o.transactionId,
            o.orderedAt.slice(0, 10),
            o.commissionState,
            euros(o.commission),
          ])}
          empty={t("admin.insights.unmatched.empty")}
        />
      </AdminSection>

      <AdminSection id="insight-demand" title={t("admin.insights.demand.title")}>
        <p className="mb-3 text-sm text-steel-700">{t("admin.insights.demand.intro")}</p>
        <CsvTable
          section="demand"
          file={file("demand")}
          header={columns("helmetBrand", "model", "pendingRequests", "visorsThatFit")}
          rows={insights.demand.map((d) => [d.brand, d.model, d.requests, d.visors])}
          empty={t("admin.insights.demand.empty")}
          action={(index) => {
            const d = insights.demand[index]!;
            return (
              <Link to={wizardPath(d.brand, d.model)} className={smallButton}>
                {t("admin.insights.demand.makeVisors")}
                <span className="sr-only"> {t("admin.insights.demand.for", { helmet: `${d.brand} ${d.model}` })}</span>
              </Link>
            );
          }}
        />
      </AdminSection>
    </AdminPage>
  );
}

/** A day of the period form; keyed by its value, so a new period resets it. */
function DateField({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <label className="text-sm">
      <span className="block font-semibold">{label}</span>
      <input
        type="date"
        name={name}
        required
        defaultValue={value}
        key={value}
        className="h-10 rounded-md px-2 ring-1 ring-steel-200"
      />
    </label>
  );
}

/** A table with its "Export CSV" button: the file holds exactly the rows shown. */
function CsvTable({
  section,
  file,
  header,
  rows,
  empty,
  links,
  action,
}: {
  /** The section of the screen's text whose title names the table (`admin.insights.{section}.title`, `.table`). */
  section: "byDay" | "products" | "languages" | "pages" | "campaigns" | "unmatched" | "demand";
  file: string;
  header: string[];
  rows: (string | number | null)[][];
  empty?: string;
  /** An address for each row's first cell. */
  links?: string[];
  action?: (index: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const label = t(`admin.insights.${section}.title`);
  return (
    <div>
      {rows.length === 0 && empty ? (
        <p className="text-sm text-steel-700">{empty}</p>
      ) : (
        // Not the section's own name: two landmarks may not share one.
        <TableScroller label={t(`admin.insights.${section}.table`)}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-steel-200">
                {header.map((h, i) => (
                  <th key={h} scope="col" className={`py-2 pr-4 font-semibold ${i > 0 ? "text-right" : ""}`}>
                    {h}
                  </th>
                ))}
                {action && <th className="py-2 text-right font-semibold">{t("admin.insights.action")}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r} className="border-b border-steel-200 last:border-0">
                  {row.map((value, i) => (
                    <td key={i} className={`py-2 pr-4 ${i > 0 ? "tabular text-right" : ""}`}>
                      {i === 0 && links?.[r] ? (
                        <Link to={links[r]} className="font-semibold hover:underline">
                          {value}
                        </Link>
                      ) : (
                        value
                      )}
                    </td>
                  ))}
                  {action && <td className="py-1 text-right">{action(r)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <button type="button" className={`${smallButton} mt-3`} onClick={() => downloadCsv(file, toCsv(header, rows))}>
        {t("admin.common.exportCsv")}
        <span className="sr-only"> {t("admin.insights.exportOf", { label: label.toLowerCase() })}</span>
      </button>
    </div>
  );
}
