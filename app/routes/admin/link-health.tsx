import { useState } from "react";
import { Form } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, StatCard, formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { ProgressBox, useRefreshWhile } from "~/components/ui/admin/progress-box";
import { FilterSearch, FilterSelect } from "~/components/ui/admin/filter-select";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { LinkStatusBadge } from "~/features/link-health/components/link-status-badge";
import { linkHealthQuerySchema, type LinkHealthFilter } from "~/features/link-health/link-health.schema";
import { getLinkHealth, getLinkHealthSettings } from "~/features/link-health/link-health.server";
import { appContext } from "~/context/app-context";
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

const filterOptions: [LinkHealthFilter, string][] = [
  ["all", "Any"],
  ["broken", "Broken"],
  ["unknown", "Unknown"],
  ["ok", "Works"],
  ["unchecked", "Not checked"],
];

export default function LinkHealth({ loaderData }: Route.ComponentProps) {
  const { query, report, counts, settings } = loaderData;
  const run = useAdminAction();
  // The progress stays shown after a check this page started, with its final count.
  const [startedHere, setStartedHere] = useState(false);
  // The box follows the click at once; a refused save puts it back.
  const [unavailable, setUnavailable] = useState(settings.unavailableWhenBroken);
  // While a check runs, the page reads its progress twice a second.
  useRefreshWhile(report.running, 500, report);

  const start = async () => {
    const started = await run(() => adminCall(linkHealthApi.check.$post()), {
      title: "Checking every link",
      description: "Each shop is asked a few links at a time.",
    });
    if (started.ok) setStartedHere(true);
  };

  return (
    <AdminPage
      title="Link health"
      intro="Every published product's shop link (and its second shop's, when it has one), asked politely whether its item is still there. A link is called broken only after two checks in a row find it gone; refusals, shop errors and silence are “unknown” and tried again later. While a main link is broken, the buy button leads to the product's second shop, unless that one is broken too."
      actions={
        <button type="button" className={actionButton} onClick={start} disabled={report.running}>
          {report.running ? "Checking…" : "Check every link"}
        </button>
      }
    >
      {(report.running || startedHere) && report.total > 0 && (
        <ProgressBox
          id="link-check-progress"
          label={
            report.running ? `Checked ${report.checked} of ${report.total} links` : `All ${report.total} links checked`
          }
          value={report.checked}
          max={report.total}
        />
      )}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Broken" value={counts.broken} />
        <StatCard label="Unknown" value={counts.unknown} />
        <StatCard label="Working" value={counts.ok} />
        <StatCard label="Not checked" value={counts.unchecked} />
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
                title: unavailableWhenBroken ? "Broken links now show “link unavailable”" : "Buy buttons shown again",
              },
              { onFailure: () => setUnavailable(!unavailableWhenBroken) },
            );
          }}
          className="mt-0.5 h-5 w-5 accent-signal"
        />
        <span>
          <span className="font-semibold">Show “link unavailable” for broken links</span>
          <span className="block text-steel-700">
            The product page then says there is no shop for it right now and offers “tell me when it's back” instead of
            a buy button that leads nowhere; its old links land on the “link unavailable” notice.
          </span>
        </span>
      </label>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <FilterSelect label="Status" name="status" value={query.status} options={filterOptions} />
        <FilterSearch label="Search" value={query.search} placeholder="Name or address" />
      </Form>
      <p className="mt-3 text-sm text-steel-700">
        {report.items.length} of {counts.all} links
      </p>
      <ul className="mt-2 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200" aria-label="Links">
        {report.items.length === 0 && <li className="p-6 text-sm text-steel-700">No link matches these filters.</li>}
        {report.items.map((item) => (
          <li key={item.productId} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-64">
              <a href={`/admin/products/${item.productId}/edit`} className="font-semibold hover:underline">
                {item.name}
              </a>
              <p className="truncate text-steel-700" title={item.url}>
                {item.url}
              </p>
              {item.detail && <p className="text-steel-700">{item.detail}</p>}
              {item.fallback && (
                <p className="mt-1 flex min-w-0 items-center gap-2 text-steel-700" data-testid="fallback-link">
                  <span className="shrink-0 font-semibold text-asphalt">Second shop:</span>
                  <span className="truncate" title={item.fallback.url}>
                    {item.fallback.url}
                  </span>
                  <LinkStatusBadge status={item.fallback.status} />
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <span className="tabular text-xs text-steel-700">
                {item.checkedAt ? formatAdminDate(item.checkedAt) : "never"}
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
