import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useToast, type Toast } from "~/components/ui/toast";
import { adminApi, adminCall, type AdminResult } from "~/features/admin/admin-fetch";
import { AdminPage, AdminPager, AdminSection, StatCard } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { FilterSearch, FilterSelect } from "~/components/ui/admin/filter-select";
import {
  healthOverview,
  slugAnalysis,
  type SlugAnalysisItem,
  type SlugHealthOverview,
} from "~/features/seo/seo-slug.server";
import { slugAnalysisQuerySchema, slugPageSize, type BulkOptimizeRequest } from "~/features/seo/seo-slug.schema";
import {
  clientLevel,
  fixedSlugReason,
  slugEntities,
  slugLevels,
  type SlugEntityType,
  type SlugLevel,
} from "~/features/seo/slug-score";
import { languageInfo, type Language } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import { plural } from "~/i18n/format";
import type { Route } from "./+types/seo-slug-management";
import { languageName, BulkOptimize } from "~/features/seo/components/bulk-slug-optimize";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const parsed = slugAnalysisQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = { ...(parsed.success ? parsed.data : slugAnalysisQuerySchema.parse({})), limit: slugPageSize };
  const [overview, analysis] = await Promise.all([healthOverview(db), slugAnalysis(db, query)]);
  return { overview, analysis, query };
}

const seoSlugApi = adminApi("/seo-slug");

/** The server's scale (spec §5), for the health counts and the level filter. */
const serverLevelLabels: Record<SlugLevel, string> = {
  excellent: "Excellent (90+)",
  good: "Good (75–89)",
  needs_improvement: "Needs work (50–74)",
  poor: "Poor (<50)",
};
/** The client's own scale (spec §5), for each row's badge. */
const badges: Record<SlugLevel, [label: string, style: string]> = {
  excellent: ["Excellent", "bg-stock-in/15 text-stock-in-strong"],
  good: ["Good", "bg-signal/10 text-signal-700"],
  needs_improvement: ["Needs improvement", "bg-paper-200 text-asphalt"],
  poor: ["Poor", "bg-stock-out/10 text-stock-out"],
};
const entityLabels: Record<SlugEntityType, string> = {
  product: "Product",
  category: "Category",
  static_page: "Static page",
};
const severityStyles = {
  high: "bg-stock-out/10 text-stock-out",
  medium: "bg-signal/10 text-signal-700",
  low: "bg-steel-200 text-steel-700",
};
const rowKey = (item: SlugAnalysisItem) => `${item.entity}-${item.entityId}-${item.language}`;

/** Calls the API with the spec's toasts (§8): a success toast and fresh data, or the failure title and message. */
function useSlugCall() {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  async function call<T>(
    key: string,
    send: () => Promise<AdminResult<T>>,
    success: (answer: T) => Toast,
    failure: Toast,
  ) {
    setBusy(key);
    const answer = await send();
    if (answer.ok) {
      toast(success(answer.data));
      await revalidate();
    } else toast({ ...failure, description: answer.error ?? failure.description, variant: "destructive" });
    setBusy(null);
  }
  return { busy, call };
}

export default function SeoSlugManagement({ loaderData }: Route.ComponentProps) {
  const { overview, analysis, query } = loaderData;
  const { busy, call } = useSlugCall();
  const languages = Object.keys(overview.languageBreakdown);

  const optimize = (item: SlugAnalysisItem) =>
    call(
      rowKey(item),
      () =>
        adminCall(
          seoSlugApi.optimize.$post({
            json: { entityId: item.entityId, entityType: item.entity, language: item.language },
          }),
        ),
      (answer) => ({
        title: "Slug Optimized",
        description: answer.changed
          ? `${answer.oldSlug} → ${answer.optimizedSlug} (the old address redirects)`
          : `${answer.optimizedSlug} is already the best slug for its name`,
      }),
      { title: "Optimization Failed", description: "Failed to optimize slug" },
    );
  const bulkScope = `${query.entity ? `${entityLabels[query.entity].toLowerCase()} ` : "product and category "}slugs below Good (75) in ${query.language ? languageName(query.language) : "every language"}`;
  const bulkInput: BulkOptimizeRequest = { language: query.language, entityType: query.entity ?? "all" };
  const bulkOptimize = () =>
    call(
      "bulk",
      () => adminCall(seoSlugApi["bulk-optimize"].$post({ json: { ...bulkInput, confirmLive: true } })),
      (answer) => ({
        title: "Bulk Optimization Complete",
        description: `${plural(answer.optimizedCount, "slug")} improved in ${answer.languages.map(languageName).join(", ")}${answer.failed.length ? `; ${answer.failed.length} could not be changed` : ""}`,
      }),
      { title: "Bulk Optimization Failed", description: "Failed to optimize slugs" },
    );

  return (
    <AdminPage
      title="SEO slugs"
      intro="Every address of the storefront, scored from 0 to 100: length, words of another language, stop words, repeats, and the name's keywords. Optimizing gives a slug the best address for its name; the old one keeps redirecting."
      actions={
        query.entity !== "static_page" && (
          <BulkOptimize input={bulkInput} scope={bulkScope} busy={busy === "bulk"} onConfirm={bulkOptimize} />
        )
      }
    >
      <Overview overview={overview} />

      <AdminSection id="analysis" title="Analysis">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label="Language"
            name="language"
            value={query.language ?? ""}
            options={[["", "All languages"], ...languages.map((code) => [code, languageName(code)] as const)]}
          />
          <FilterSelect
            label="Entity"
            name="entity"
            value={query.entity ?? ""}
            options={[["", "All entities"], ...slugEntities.map((entity) => [entity, entityLabels[entity]] as const)]}
          />
          <FilterSelect
            label="Level"
            name="level"
            value={query.level ?? ""}
            options={[["", "Any level"], ...slugLevels.map((level) => [level, serverLevelLabels[level]] as const)]}
          />
          <FilterSearch label="Search" value={query.search} placeholder="Name or slug" />
        </Form>
        <p className="mt-3 text-sm text-steel-700" role="status">
          {plural(analysis.pagination.total, "slug")}, worst first.
        </p>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[72rem] text-left text-sm">
            <caption className="sr-only">SEO score of each slug</caption>
            <thead>
              <tr className="border-b border-steel-200 text-steel-700">
                {["Name", "Entity", "Language", "Slug", "Current URL", "Score", "Issues", "Keywords"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-3">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.items.map((item) => (
                <SlugRow
                  key={rowKey(item)}
                  item={item}
                  busy={busy === rowKey(item)}
                  onOptimize={() => optimize(item)}
                />
              ))}
            </tbody>
          </table>
        </div>
        <AdminPager page={analysis.pagination.page} pages={Math.max(1, analysis.pagination.pages)} />
      </AdminSection>
    </AdminPage>
  );
}

function Overview({ overview }: { overview: SlugHealthOverview }) {
  const languages = Object.entries(overview.languageBreakdown).sort((a, b) => b[1] - a[1]);
  const card = "rounded-card bg-white p-4 ring-1 ring-steel-200";
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total slugs" value={overview.totalSlugs} />
      <section aria-labelledby="health" className={card}>
        <h2 id="health" className="text-sm font-semibold">
          Health
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {slugLevels.map((level) => (
            <div key={level} className="flex justify-between gap-2">
              <dt>{serverLevelLabels[level]}</dt>
              <dd className="tabular font-semibold">{overview.healthScores[level]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="top-issues" className={card}>
        <h2 id="top-issues" className="text-sm font-semibold">
          Top issues
        </h2>
        {overview.topIssues.length === 0 ? (
          <p className="mt-2 text-sm text-steel-700">No issues.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {overview.topIssues.slice(0, 3).map(({ issue, severity, count }) => (
              <li key={issue} className="flex items-center justify-between gap-2">
                <span>
                  {issue}{" "}
                  <span className={`rounded-full px-1.5 text-xs font-semibold ${severityStyles[severity]}`}>
                    {severity}
                  </span>
                </span>
                <span className="tabular font-semibold">{count}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="slug-languages" className={card}>
        <h2 id="slug-languages" className="text-sm font-semibold">
          Languages
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {languages.slice(0, 4).map(([code, count]) => (
            <div key={code} className="flex justify-between gap-2">
              <dt>
                {languageInfo(code as Language).flagEmoji} {languageName(code)}
              </dt>
              <dd className="tabular font-semibold">{count}</dd>
            </div>
          ))}
        </dl>
        {languages.length > 4 && <p className="mt-1 text-xs text-steel-700">+{languages.length - 4} more</p>}
      </section>
    </div>
  );
}

function SlugRow({ item, busy, onOptimize }: { item: SlugAnalysisItem; busy: boolean; onOptimize: () => void }) {
  const [label, style] = badges[clientLevel(item.seoScore)];
  const fixed = fixedSlugReason(item);
  return (
    <tr className="border-b border-steel-200/60 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-semibold">
        {item.entityName}
      </th>
      <td className="py-2 pr-3 text-xs">{entityLabels[item.entity]}</td>
      <td className="py-2 pr-3">{languageName(item.language)}</td>
      <td className="break-all py-2 pr-3 font-mono text-xs">{item.slug}</td>
      <td className="break-all py-2 pr-3 text-xs">
        <a href={item.currentUrl} className="text-signal-700 hover:underline">
          {item.currentUrl}
        </a>
      </td>
      <td className="py-2 pr-3">
        <span className="tabular font-semibold">{item.seoScore}</span>{" "}
        <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{label}</span>
      </td>
      <td className="py-2 pr-3">
        {item.issues.length ? (
          <ul className="space-y-0.5 text-xs">
            {item.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-steel-600">None</span>
        )}
      </td>
      <td className="py-2 pr-3">
        <ul className="flex flex-wrap gap-1">
          {item.keywords.slice(0, 3).map((keyword) => (
            <li key={keyword} className="rounded bg-steel-50 px-1.5 py-0.5 text-xs">
              {keyword}
            </li>
          ))}
        </ul>
      </td>
      <td className="py-2 text-right">
        {fixed ? (
          <span title={fixed} className="text-xs text-steel-600">
            Fixed<span className="sr-only">: {fixed}</span>
          </span>
        ) : (
          <button
            type="button"
            onClick={onOptimize}
            disabled={busy}
            aria-label={`Optimize ${item.slug}`}
            className={smallButton}
          >
            {busy ? "Optimizing…" : "Optimize"}
          </button>
        )}
      </td>
    </tr>
  );
}
