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
    problem: asked && !parsed.success ? (parsed.error.issues[0]?.message ?? "Not a period") : null,
  };
}

const totalLabels: ["views" | "clicks" | "likes" | "subscribers" | "visorRequests", string][] = [
  ["views", "Page views"],
  ["clicks", "Shop clicks"],
  ["likes", "Likes"],
  ["subscribers", "New subscribers"],
  ["visorRequests", "Visor requests"],
];

/** The lines of the two daily charts: views and clicks; clicks and commission (euros, on the right). */
function dailySeries(days: { views: number; clicks: number; commission: string }[]) {
  const clicks = { label: "Clicks", stroke: "#c2410c", values: days.map((d) => d.clicks) };
  return {
    views: [{ label: "Views", stroke: "#1f2933", values: days.map((d) => d.views) }, clicks],
    commission: [
      clicks,
      { label: "Commission (€)", stroke: "#15803d", values: days.map((d) => Number(d.commission)), right: true },
    ],
  };
}

/** The earnings columns of a table: orders, commission, conversion rate and EPC. */
const earningsHeader = ["Orders", "Commission", "Conversion", "EPC"];
const earningsCells = (row: Earnings) => [row.orders, euros(row.commission), percent(row.conversion), euros(row.epc)];
const wizardPath = (brand: string, model: string) =>
  `/admin/visor-templates?${new URLSearchParams({ brand, model }).toString()}`;

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights, preset, problem, orderSync, ordersConfigured } = loaderData;
  const { period, totals, previous } = insights;
  const file = (what: string) => `insight-${what}-${period.from}-${period.to}.csv`;
  const charts = useMemo(() => dailySeries(insights.byDay), [insights.byDay]);
  return (
    <AdminPage
      title="Insight"
      intro="What riders look at and click, counted without cookies or identifiers (known bots left out), and the visors they ask for. Days are UTC."
    >
      <section aria-label="Period" className="mt-6 flex flex-wrap items-end gap-3">
        <nav aria-label="Quick periods" className="flex gap-2">
          {presets.map((n) => (
            <Link
              key={n}
              to={`?days=${n}`}
              aria-current={preset === n ? "page" : undefined}
              className={`${smallButton} aria-[current=page]:bg-asphalt aria-[current=page]:text-paper`}
            >
              {n} days
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <DateField label="From" name="from" value={period.from} />
          <DateField label="To" name="to" value={period.to} />
          <button type="submit" className={actionButton}>
            Show
          </button>
        </Form>
      </section>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-stock-out">
          {problem}: showing the last 30 days.
        </p>
      )}
      <p className="mt-3 text-sm text-steel-700" data-testid="period">
        {period.from} to {period.to}, compared with {previous.period.from} to {previous.period.to}
      </p>

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        {totalLabels.map(([key, label]) => (
          <div key={key}>
            <StatCard label={label} value={totals[key]} />
            <p className="mt-1 px-1 text-xs text-steel-700">
              {change(totals[key], previous[key])} <span className="sr-only">against the previous period</span>
              <span aria-hidden> vs {previous[key]}</span>
            </p>
          </div>
        ))}
      </div>
      <EarningsCards totals={totals} previous={previous} />

      <AdminSection id="insight-days" title="Views and clicks per day">
        <DailyChart
          days={insights.byDay}
          testId="views-clicks-chart"
          caption="Views and clicks per day; the same figures are in the table of days below."
          series={charts.views}
        />
        <h3 className="mt-6 text-sm font-semibold">Commission beside clicks</h3>
        <DailyChart
          days={insights.byDay}
          testId="commission-clicks-chart"
          caption="Commission earned (euros, right axis) and shop clicks per day; the same figures are in the table of days below."
          series={charts.commission}
        />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">Days as a table</summary>
          <CsvTable
            label="Views and clicks per day"
            file={file("days")}
            header={["Date", "Views", "Clicks", ...earningsHeader]}
            rows={insights.byDay.map((d) => [d.date, d.views, d.clicks, ...earningsCells(d)])}
          />
        </details>
      </AdminSection>

      <AdminSection id="insight-products" title="Top products">
        <CsvTable
          label="Top products"
          file={file("products")}
          header={["Product", "Views", "Clicks", "Click-through", ...earningsHeader]}
          rows={insights.products.map((p) => [p.name, p.views, p.clicks, percent(p.ctr), ...earningsCells(p)])}
          empty="No product was viewed or clicked in this period."
          links={insights.products.map((p) => `/admin/products/${p.id}/edit`)}
        />
        <p className="mt-2 text-sm text-steel-700">
          Click-through is the shop clicks divided by the views of the product&apos;s page. Riders also go to the shop
          straight from lists, search and the helmet finder, so it can read above 100 %.
        </p>
      </AdminSection>

      <div className="grid gap-x-6 lg:grid-cols-2 [&>*]:min-w-0">
        <AdminSection id="insight-languages" title="By language">
          <CsvTable
            label="By language"
            file={file("languages")}
            header={["Language", "Views", "Clicks", ...earningsHeader]}
            rows={insights.languages.map((l) => [l.language, l.views, l.clicks, ...earningsCells(l)])}
            empty="Nothing counted in this period."
          />
        </AdminSection>
        <AdminSection id="insight-pages" title="By page kind">
          <CsvTable
            label="By page kind"
            file={file("pages")}
            header={["Page kind", "Views", "Clicks", ...earningsHeader]}
            rows={insights.pages.map((p) => [p.kind, p.views, p.clicks, ...earningsCells(p)])}
          />
          <p className="mt-2 text-xs text-steel-700">
            Orders name a product and a language, never a page: each product&apos;s orders are shared among page kinds
            as its clicks in that language were.
          </p>
        </AdminSection>
      </div>

      <AdminSection id="insight-campaigns" title="Campaigns">
        <CsvTable
          label="Campaigns"
          file={file("campaigns")}
          header={["Source (utm_source)", "Campaign (utm_campaign)", "Views"]}
          rows={insights.campaigns.map((c) => [c.source, c.campaign || "—", c.views])}
          empty="No view in this period came from a link with utm_source."
        />
      </AdminSection>

      <AdminSection id="insight-orders" title="Where orders come from">
        <OrderSources configured={ordersConfigured} sync={orderSync} />
      </AdminSection>

      <AdminSection id="insight-unmatched" title="Orders that match no product">
        <CsvTable
          label="Orders that match no product"
          file={file("unmatched-orders")}
          header={["Product (as the network names it)", "Network", "Transaction", "Ordered", "State", "Commission"]}
          rows={insights.unmatchedOrders.map((o) => [
            o.productTitle || o.productUrl || "—",
            o.network,
            o.transactionId,
            o.orderedAt.slice(0, 10),
            o.commissionState,
            euros(o.commission),
          ])}
          empty="Every order of this period matches a product."
        />
      </AdminSection>

      <AdminSection id="insight-demand" title="Unmet demand">
        <p className="mb-3 text-sm text-steel-700">
          Helmet models riders ask a visor for (pending requests, any period), with the published visors that fit them
          now.
        </p>
        <CsvTable
          label="Unmet demand"
          file={file("demand")}
          header={["Helmet brand", "Model", "Pending requests", "Visors that fit"]}
          rows={insights.demand.map((d) => [d.brand, d.model, d.requests, d.visors])}
          empty="No rider is waiting for a visor."
          action={(index) => {
            const d = insights.demand[index]!;
            return (
              <Link to={wizardPath(d.brand, d.model)} className={smallButton}>
                Make visors<span className="sr-only"> for {`${d.brand} ${d.model}`}</span>
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
  label,
  file,
  header,
  rows,
  empty,
  links,
  action,
}: {
  label: string;
  file: string;
  header: string[];
  rows: (string | number | null)[][];
  empty?: string;
  /** An address for each row's first cell. */
  links?: string[];
  action?: (index: number) => React.ReactNode;
}) {
  return (
    <div>
      {rows.length === 0 && empty ? (
        <p className="text-sm text-steel-700">{empty}</p>
      ) : (
        // Not the section's own name: two landmarks may not share one.
        <TableScroller label={`${label} (table)`}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-steel-200">
                {header.map((h, i) => (
                  <th key={h} scope="col" className={`py-2 pr-4 font-semibold ${i > 0 ? "text-right" : ""}`}>
                    {h}
                  </th>
                ))}
                {action && <th className="py-2 text-right font-semibold">Action</th>}
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
        Export CSV<span className="sr-only"> of {label.toLowerCase()}</span>
      </button>
    </div>
  );
}
