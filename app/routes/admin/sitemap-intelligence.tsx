import { useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { useAdminAction } from "~/features/admin/use-admin-action";
import type { LiveSitemapCheck } from "~/features/seo/sitemap-intelligence.server";
import { currentSitemapReport } from "~/features/dashboard/catalogue-checks.server";
import { appContext } from "~/context/app-context";
import { isLanguage } from "~/i18n/languages";
import { useLanguageNames } from "~/features/languages";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage, type MessagePattern } from "~/lib/known-messages";
import type { Route } from "./+types/sitemap-intelligence";

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await currentSitemapReport(context.get(appContext).database.db) };
}

const sitemapIntelligenceApi = adminApi("/sitemap-intelligence");

const cell = "px-4 py-2.5";
const sm = "admin.sitemap";
/** Why something is left out, as the report writes it (sitemap-intelligence.server.ts), and its key. */
const reasonKeys: Record<string, string> = {
  "language disabled": "languageDisabled",
  "in the trash": "trash",
  "empty category (no products)": "emptyCategory",
  draft: "draft",
  "ready (not published)": "ready",
  hidden: "hidden",
};
/** The report's English problem details, to say them in the admin's language. */
const problemPatterns = [
  ["listed", /Listed (?<n>\d+) times: (?<who>.+)/s],
  ["emptySlug", /The slug "(?<slug>.*)" of (?<what>.+) is empty/s],
  ["notOneSegment", /The slug "(?<slug>.*)" of (?<what>.+) is not one path segment/s],
  ["pageSlug", /The slug "(?<slug>.*)" of (?<what>.+) belongs to a page of the site/s],
  ["alsoAnswers", /The slug "(?<slug>.*)" of (?<what>.+) also answers for (?<owners>.+): the address may move there/s],
] as const satisfies readonly MessagePattern<string>[];

function useProblemText() {
  const { t } = useTranslation();
  // What the report names: `product "…"`, `category "…"` or `the page /…`, alone or in a list.
  const named = (text: string) =>
    text
      .replace(/(product|category) "([^"]*)"/g, (_, kind: string, name: string) => t(`${sm}.labels.${kind}`, { name }))
      .replace(/the page (\S+)/g, (_, path: string) => t(`${sm}.labels.page`, { path }));
  return (detail: string) => {
    const found = matchMessage(detail, problemPatterns);
    if (!found) return detail;
    const { who, what, owners, ...values } = found.values;
    return t(`${sm}.problemDetails.${found.key}`, {
      ...values,
      who: who && named(who),
      what: what && named(what),
      owners: owners && named(owners),
    });
  };
}

/** Checks the live /sitemap.xml over HTTP, then shows the counts and what redirects or fails. */
function LiveCheck() {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<LiveSitemapCheck | null>(null);
  async function validate() {
    setBusy(true);
    const checked = await run(
      () => adminCall(sitemapIntelligenceApi.validate.$post()),
      { title: t(`${sm}.checked`) },
      { refresh: false, failure: t(`${sm}.checkFailed`) },
    );
    if (checked.ok) setCheck(checked.data);
    setBusy(false);
  }
  return (
    <AdminSection id="live-check" title={t(`${sm}.liveCheck`)}>
      <p className="max-w-3xl text-sm text-steel-700">{t(`${sm}.liveCheckText`)}</p>
      <button type="button" className={`${actionButton} mt-3 disabled:opacity-60`} onClick={validate} disabled={busy}>
        {t(busy ? `${sm}.checking` : `${sm}.validate`)}
      </button>
      <div aria-live="polite" aria-busy={busy} className="mt-3 text-sm">
        {busy && <p className="text-steel-700">{t(`${sm}.checkingEvery`)}</p>}
        {check && !busy && (
          <>
            <p className="break-words text-steel-700">
              {t(`${sm}.checkedIn`, {
                sitemap: check.sitemapUrl,
                count: check.checked,
                n: format.number(check.checked),
                seconds: format.number(Math.round(check.durationMs / 100) / 10),
              })}
              {check.listed > check.checked && t(`${sm}.listsMore`, { n: format.number(check.listed) })}.
            </p>
            <div className="mt-3 grid grid-cols-3 gap-3 sm:gap-4">
              <StatCard label={t(`${sm}.answer200`)} value={format.number(check.ok)} />
              <StatCard label={t(`${sm}.redirect`)} value={format.number(check.redirects.length)} />
              <StatCard label={t(`${sm}.fail`)} value={format.number(check.errors.length)} />
            </div>
            {check.ok === check.checked && (
              <p className="mt-3 font-semibold text-stock-in-strong">{t(`${sm}.liveAllClear`)}</p>
            )}
            {check.redirects.length > 0 && (
              <>
                <h3 className="mt-4 text-lg font-bold">{t(`${sm}.redirects`)}</h3>
                <ul className="mt-1 divide-y divide-steel-200">
                  {check.redirects.map((r) => (
                    <li key={r.url} className="break-all py-2">
                      <span className="tabular font-semibold">{r.status}</span> {r.url} →{" "}
                      {r.location || t(`${sm}.noTarget`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {check.errors.length > 0 && (
              <>
                <h3 className="mt-4 text-lg font-bold">{t(`${sm}.failures`)}</h3>
                <ul className="mt-1 divide-y divide-steel-200">
                  {check.errors.map((e, i) => (
                    <li key={`${e.url}-${i}`} className="break-all py-2">
                      <span className="tabular font-semibold text-stock-out">{e.status || t(`${sm}.noAnswer`)}</span>{" "}
                      {e.url}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </AdminSection>
  );
}

export default function SitemapIntelligence({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languages = useLanguageNames();
  const problemText = useProblemText();
  const count = (key: string, n: number) => t(`${sm}.${key}`, { count: n, n: format.number(n) });
  return (
    <AdminPage
      title={t(`${sm}.title`)}
      intro={t(`${sm}.intro`)}
      actions={
        <a href="/sitemap.xml" target="_blank" rel="noreferrer" className={actionButton}>
          {t(`${sm}.open`)}
        </a>
      }
    >
      <p className="mt-2 text-sm text-steel-700">{t(`${sm}.read`, { date: format.dateTime(report.generatedAt) })}</p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <StatCard label={t(`${sm}.urls`)} value={format.number(report.totals.urls)} />
        <StatCard label={t(`${sm}.pages`)} value={format.number(report.totals.byType.page)} />
        <StatCard label={t(`${sm}.categories`)} value={format.number(report.totals.byType.category)} />
        <StatCard label={t(`${sm}.products`)} value={format.number(report.totals.byType.product)} />
      </div>

      <AdminSection id="per-language" title={t(`${sm}.perLanguage`)}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {report.languages.map((l) => {
            const included = report.included.find((i) => i.language === l.code);
            return (
              <li key={l.code} className="rounded-control p-3 ring-1 ring-steel-200">
                <p className="text-sm font-semibold">
                  {isLanguage(l.code) ? languages.name(l.code) : l.name}{" "}
                  <span className="uppercase text-steel-700">({l.code})</span>
                </p>
                {included ? (
                  <>
                    <p className="tabular font-display text-3xl font-bold">{format.number(included.total)}</p>
                    <p className="tabular text-xs text-steel-700">
                      {count("pageCount", included.page)} · {count("categoryCount", included.category)} ·{" "}
                      {count("productCount", included.product)}
                    </p>
                  </>
                ) : (
                  <p className="mt-1 text-sm text-steel-700">{t(`${sm}.disabled`)}</p>
                )}
              </li>
            );
          })}
        </ul>
      </AdminSection>

      <AdminSection id="problems" title={t(`${sm}.problems`)}>
        {report.problems.length === 0 ? (
          <p className="font-semibold text-stock-in-strong">{t(`${sm}.noProblems`)}</p>
        ) : (
          <ul className="divide-y divide-steel-200 text-sm">
            {report.problems.map((p, i) => (
              <li key={`${p.url}-${p.problem}-${i}`} className="py-2">
                <p className="flex flex-wrap items-baseline gap-2">
                  <span className="rounded-full bg-stock-out/10 px-2.5 py-0.5 text-xs font-semibold text-stock-out">
                    {t(`${sm}.problemKinds.${p.problem}`)}
                  </span>
                  <a href={p.url} target="_blank" rel="noreferrer" className="break-all font-semibold hover:underline">
                    {p.url}
                  </a>
                </p>
                <p className="break-words text-steel-700">{problemText(p.detail)}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="excluded" title={t(`${sm}.leftOut`, { n: format.number(report.excluded.length) })}>
        {report.excluded.length === 0 ? (
          <p className="text-steel-700">{t(`${sm}.nothingLeftOut`)}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-steel-200 text-steel-700">
                <tr>
                  <th className={`${cell} font-semibold`}>{t(`${sm}.columns.what`)}</th>
                  <th className={`${cell} font-semibold`}>{t(`${sm}.columns.name`)}</th>
                  <th className={`${cell} font-semibold`}>{t(`${sm}.columns.why`)}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-steel-200">
                {report.excluded.map((e) => (
                  <tr key={`${e.kind}-${e.id}`}>
                    <td className={cell}>{t(`${sm}.kinds.${e.kind}`)}</td>
                    <td className={`${cell} font-semibold`}>
                      {e.kind === "product" && e.reason !== "in the trash" ? (
                        <Link to={`/admin/products/${e.id}/edit`} className="hover:underline">
                          {e.name}
                        </Link>
                      ) : e.kind === "language" && isLanguage(e.id) ? (
                        languages.name(e.id)
                      ) : (
                        e.name
                      )}
                    </td>
                    <td className={cell}>
                      {e.reason in reasonKeys ? t(`${sm}.reasons.${reasonKeys[e.reason]}`) : e.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <LiveCheck />
      <p className="mt-6 text-sm text-steel-700">{t(`${sm}.footnote`)}</p>
    </AdminPage>
  );
}
