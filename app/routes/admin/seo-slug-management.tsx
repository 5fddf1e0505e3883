import { useState } from "react";
import { Form } from "react-router";
import { useToast, type Toast } from "~/components/ui/toast";
import { adminApi, adminCall, type AdminResult } from "~/features/admin/admin-fetch";
import { usePageUpdate } from "~/features/admin/use-page-update";
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
  issueKind,
  slugEntities,
  slugLevels,
  staticPageFixed,
  type SlugIssueKind,
  type SlugLevel,
} from "~/features/seo/slug-score";
import { languageInfo, type Language } from "~/i18n/languages";
import { useLanguageNames } from "~/features/languages";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/seo-slug-management";
import { BulkOptimize, type BulkScope } from "~/features/seo/components/bulk-slug-optimize";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const parsed = slugAnalysisQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = { ...(parsed.success ? parsed.data : slugAnalysisQuerySchema.parse({})), limit: slugPageSize };
  const [overview, analysis] = await Promise.all([healthOverview(db), slugAnalysis(db, query)]);
  return { overview, analysis, query };
}

const seoSlugApi = adminApi("/seo-slug");

const ss = "admin.seoSlugs";
/** The server's scale (spec §5), for the health counts and the level filter. */
const serverLevelLabel = (level: SlugLevel) => `${ss}.serverLevels.${level}` as const;
/** The client's own scale (spec §5), for each row's badge. */
const badges: Record<SlugLevel, string> = {
  excellent: "bg-stock-in/15 text-stock-in-strong",
  good: "bg-signal/10 text-signal-700",
  needs_improvement: "bg-paper-200 text-asphalt",
  poor: "bg-stock-out/10 text-stock-out",
};
/** The keys of the issue kinds (slug-score.ts) in the admin's text. */
const issueKeys: Record<SlugIssueKind, string> = {
  "invalid characters": "invalidCharacters",
  "too short": "tooShort",
  "duplicate slug": "duplicateSlug",
  "digits only": "digitsOnly",
  "other language": "otherLanguage",
  "too long": "tooLong",
  "missing keyword": "missingKeyword",
  "repeated word": "repeatedWord",
  "stop words": "stopWords",
};
/** An issue ("missing keyword: k6") in the admin's language: its kind translated, the word as it is. */
function useIssueText() {
  const { t } = useTranslation();
  return (issue: string) => {
    const kind = issueKind(issue);
    const detail = issue.slice(kind.length);
    if (!(kind in issueKeys)) return issue;
    // The word an issue names is the slug's own: shown as code, like the slug.
    const word = detail.replace(/^:\s*/, "");
    return (
      <>
        {t(`${ss}.issues.${issueKeys[kind]}`)}
        {word && (
          <>
            : <code>{word}</code>
          </>
        )}
      </>
    );
  };
}
const severityStyles = {
  high: "bg-stock-out/10 text-stock-out",
  medium: "bg-signal/10 text-signal-700",
  low: "bg-steel-200 text-steel-700",
};
const rowKey = (item: SlugAnalysisItem) => `${item.entity}-${item.entityId}-${item.language}`;

/** Calls the API with the spec's toasts (§8): a success toast and fresh data, or the failure title and message. */
function useSlugCall() {
  const toast = useToast();
  const pageUpdate = usePageUpdate();
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
      await pageUpdate();
      toast(success(answer.data));
    } else toast({ ...failure, description: answer.error ?? failure.description, variant: "destructive" });
    setBusy(null);
  }
  return { busy, call };
}

export default function SeoSlugManagement({ loaderData }: Route.ComponentProps) {
  const { overview, analysis, query } = loaderData;
  const { busy, call } = useSlugCall();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const names = useLanguageNames();
  const languageName = (code: string) => names.name(code as Language);
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
        title: t(`${ss}.optimized`),
        description: answer.changed
          ? t(`${ss}.optimizedText`, { old: answer.oldSlug, new: answer.optimizedSlug })
          : t(`${ss}.alreadyBest`, { slug: answer.optimizedSlug }),
      }),
      { title: t(`${ss}.optimizeFailed`), description: t(`${ss}.optimizeFailedText`) },
    );
  const bulkScope: BulkScope = {
    entity: query.entity === "product" || query.entity === "category" ? query.entity : "all",
    language: query.language,
  };
  const bulkInput: BulkOptimizeRequest = { language: query.language, entityType: query.entity ?? "all" };
  const bulkOptimize = () =>
    call(
      "bulk",
      () => adminCall(seoSlugApi["bulk-optimize"].$post({ json: { ...bulkInput, confirmLive: true } })),
      (answer) => ({
        title: t(`${ss}.bulkDone`),
        description:
          t(`${ss}.bulkDoneText`, {
            count: answer.optimizedCount,
            n: format.number(answer.optimizedCount),
            languages: answer.languages.map((code) => names.inText(code as Language)).join(", "),
          }) +
          (answer.failed.length
            ? t(`${ss}.bulkNotChanged`, { count: answer.failed.length, n: format.number(answer.failed.length) })
            : ""),
      }),
      { title: t(`${ss}.bulkFailed`), description: t(`${ss}.bulkFailedText`) },
    );

  return (
    <AdminPage
      title={t(`${ss}.title`)}
      intro={t(`${ss}.intro`)}
      actions={
        query.entity !== "static_page" && (
          <BulkOptimize input={bulkInput} scope={bulkScope} busy={busy === "bulk"} onConfirm={bulkOptimize} />
        )
      }
    >
      <Overview overview={overview} />

      <AdminSection id="analysis" title={t(`${ss}.analysis`)}>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label={t(`${ss}.filters.language`)}
            name="language"
            value={query.language ?? ""}
            options={[
              ["", t(`${ss}.filters.allLanguages`)],
              ...languages.map((code) => [code, languageName(code)] as const),
            ]}
          />
          <FilterSelect
            label={t(`${ss}.filters.entity`)}
            name="entity"
            value={query.entity ?? ""}
            options={[
              ["", t(`${ss}.filters.allEntities`)],
              ...slugEntities.map((entity) => [entity, t(`${ss}.entities.${entity}`)] as const),
            ]}
          />
          <FilterSelect
            label={t(`${ss}.filters.level`)}
            name="level"
            value={query.level ?? ""}
            options={[
              ["", t(`${ss}.filters.anyLevel`)],
              ...slugLevels.map((level) => [level, t(serverLevelLabel(level))] as const),
            ]}
          />
          <FilterSearch
            label={t(`${ss}.filters.search`)}
            value={query.search}
            placeholder={t(`${ss}.filters.searchPlaceholder`)}
          />
        </Form>
        <p className="mt-3 text-sm text-steel-700" role="status">
          {t(`${ss}.count`, { count: analysis.pagination.total, n: format.number(analysis.pagination.total) })}
        </p>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[72rem] text-left text-sm">
            <caption className="sr-only">{t(`${ss}.caption`)}</caption>
            <thead>
              <tr className="border-b border-steel-200 text-steel-700">
                {(["name", "entity", "language", "slug", "currentUrl", "score", "issues", "keywords"] as const).map(
                  (heading) => (
                    <th key={heading} scope="col" className="py-2 pr-3">
                      {t(`${ss}.columns.${heading}`)}
                    </th>
                  ),
                )}
                <th scope="col" className="py-2">
                  <span className="sr-only">{t(`${ss}.columns.action`)}</span>
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
  const { t } = useTranslation();
  const format = useAdminFormat();
  const names = useLanguageNames();
  const issueText = useIssueText();
  const languages = Object.entries(overview.languageBreakdown).sort((a, b) => b[1] - a[1]);
  const card = "rounded-card bg-white p-4 ring-1 ring-steel-200";
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t(`${ss}.totalSlugs`)} value={format.number(overview.totalSlugs)} />
      <section aria-labelledby="health" className={card}>
        <h2 id="health" className="text-sm font-semibold">
          {t(`${ss}.health`)}
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {slugLevels.map((level) => (
            <div key={level} className="flex justify-between gap-2">
              <dt>{t(serverLevelLabel(level))}</dt>
              <dd className="tabular font-semibold">{format.number(overview.healthScores[level])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="top-issues" className={card}>
        <h2 id="top-issues" className="text-sm font-semibold">
          {t(`${ss}.topIssues`)}
        </h2>
        {overview.topIssues.length === 0 ? (
          <p className="mt-2 text-sm text-steel-700">{t(`${ss}.noIssues`)}</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {overview.topIssues.slice(0, 3).map(({ issue, severity, count }) => (
              <li key={issue} className="flex items-center justify-between gap-2">
                <span>
                  {issueText(issue)}{" "}
                  <span className={`rounded-full px-1.5 text-xs font-semibold ${severityStyles[severity]}`}>
                    {t(`${ss}.severities.${severity}`)}
                  </span>
                </span>
                <span className="tabular font-semibold">{format.number(count)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="slug-languages" className={card}>
        <h2 id="slug-languages" className="text-sm font-semibold">
          {t(`${ss}.languages`)}
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {languages.slice(0, 4).map(([code, count]) => (
            <div key={code} className="flex justify-between gap-2">
              <dt>
                {languageInfo(code as Language).flagEmoji} {names.name(code as Language)}
              </dt>
              <dd className="tabular font-semibold">{format.number(count)}</dd>
            </div>
          ))}
        </dl>
        {languages.length > 4 && (
          <p className="mt-1 text-xs text-steel-700">{t(`${ss}.more`, { n: format.number(languages.length - 4) })}</p>
        )}
      </section>
    </div>
  );
}

function SlugRow({ item, busy, onOptimize }: { item: SlugAnalysisItem; busy: boolean; onOptimize: () => void }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const issueText = useIssueText();
  const level = clientLevel(item.seoScore);
  const reason = fixedSlugReason(item);
  const fixed = reason && t(`${ss}.fixedReasons.${reason === staticPageFixed ? "staticPage" : "readByStorefront"}`);
  return (
    <tr className="border-b border-steel-200/60 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-semibold">
        {item.entityName}
      </th>
      <td className="py-2 pr-3 text-xs">{t(`${ss}.entities.${item.entity}`)}</td>
      <td className="py-2 pr-3">{names.name(item.language)}</td>
      <td className="break-all py-2 pr-3 text-xs">
        <code>{item.slug}</code>
      </td>
      <td className="break-all py-2 pr-3 text-xs">
        <a href={item.currentUrl} className="text-signal-700 hover:underline">
          {item.currentUrl}
        </a>
      </td>
      <td className="py-2 pr-3">
        <span className="tabular font-semibold">{item.seoScore}</span>{" "}
        <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${badges[level]}`}>
          {t(`${ss}.levels.${level}`)}
        </span>
      </td>
      <td className="py-2 pr-3">
        {item.issues.length ? (
          <ul className="space-y-0.5 text-xs">
            {item.issues.map((issue) => (
              <li key={issue}>{issueText(issue)}</li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-steel-600">{t(`${ss}.none`)}</span>
        )}
      </td>
      <td className="py-2 pr-3">
        <ul className="flex flex-wrap gap-1">
          {item.keywords.slice(0, 3).map((keyword) => (
            <li key={keyword} className="rounded bg-steel-50 px-1.5 py-0.5 text-xs">
              <code>{keyword}</code>
            </li>
          ))}
        </ul>
      </td>
      <td className="py-2 text-right">
        {fixed ? (
          <span title={fixed} className="text-xs text-steel-600">
            {t(`${ss}.fixed`)}
            <span className="sr-only">: {fixed}</span>
          </span>
        ) : (
          <button
            type="button"
            onClick={onOptimize}
            disabled={busy}
            aria-label={t(`${ss}.optimizeSlug`, { slug: item.slug })}
            className={smallButton}
          >
            {t(busy ? `${ss}.optimizing` : `${ss}.optimize`)}
          </button>
        )}
      </td>
    </tr>
  );
}
