import { useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, formatAdminDate, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { sitemapReport, type LiveSitemapCheck } from "~/features/seo/sitemap-intelligence.server";
import { appContext } from "~/context/app-context";
import { plural } from "~/i18n/format";
import type { Route } from "./+types/sitemap-intelligence";

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await sitemapReport(context.get(appContext).database.db) };
}

const sitemapIntelligenceApi = adminApi("/sitemap-intelligence");

const cell = "px-4 py-2.5";
const urls = (n: number) => plural(n, "URL");
const kinds = { product: "Product", category: "Category", language: "Language" } as const;

/** Checks the live /sitemap.xml over HTTP, then shows the counts and what redirects or fails. */
function LiveCheck() {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<LiveSitemapCheck | null>(null);
  async function validate() {
    setBusy(true);
    const checked = await run(
      () => adminCall(sitemapIntelligenceApi.validate.$post()),
      { title: "Live sitemap checked" },
      { refresh: false, failure: "The live sitemap could not be checked" },
    );
    if (checked.ok) setCheck(checked.data);
    setBusy(false);
  }
  return (
    <AdminSection id="live-check" title="Live check">
      <p className="max-w-3xl text-sm text-steel-700">
        Loads the live sitemap the way a search engine does and asks for each address in it, a few at a time. Only the
        answers are read: nothing changes.
      </p>
      <button type="button" className={`${actionButton} mt-3 disabled:opacity-60`} onClick={validate} disabled={busy}>
        {busy ? "Checking…" : "Validate the live sitemap"}
      </button>
      <div aria-live="polite" aria-busy={busy} className="mt-3 text-sm">
        {busy && <p className="text-steel-700">Checking every address; this can take a minute.</p>}
        {check && !busy && (
          <>
            <p className="break-words text-steel-700">
              {check.sitemapUrl}: {urls(check.checked)} checked in {(check.durationMs / 1000).toFixed(1)} s
              {check.listed > check.checked && ` (the sitemap lists ${check.listed})`}.
            </p>
            <div className="mt-3 grid grid-cols-3 gap-3 sm:gap-4">
              <StatCard label="Answer 200" value={check.ok} />
              <StatCard label="Redirect" value={check.redirects.length} />
              <StatCard label="Fail" value={check.errors.length} />
            </div>
            {check.ok === check.checked && (
              <p className="mt-3 font-semibold text-stock-in-strong">All clear: every address answers.</p>
            )}
            {check.redirects.length > 0 && (
              <>
                <h3 className="mt-4 text-lg font-bold">Redirects</h3>
                <ul className="mt-1 divide-y divide-steel-200">
                  {check.redirects.map((r) => (
                    <li key={r.url} className="break-all py-2">
                      <span className="tabular font-semibold">{r.status}</span> {r.url} → {r.location || "(no target)"}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {check.errors.length > 0 && (
              <>
                <h3 className="mt-4 text-lg font-bold">Failures</h3>
                <ul className="mt-1 divide-y divide-steel-200">
                  {check.errors.map((e, i) => (
                    <li key={`${e.url}-${i}`} className="break-all py-2">
                      <span className="tabular font-semibold text-stock-out">{e.status || "No answer"}</span> {e.url}
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
  return (
    <AdminPage
      title="Sitemap"
      intro="What search engines are told: every address in the sitemap, what is left out and why, and addresses that would not open cleanly."
      actions={
        <a href="/sitemap.xml" target="_blank" rel="noreferrer" className={actionButton}>
          Open /sitemap.xml
        </a>
      }
    >
      <p className="mt-2 text-sm text-steel-700">Read {formatAdminDate(report.generatedAt)}.</p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <StatCard label="URLs in the sitemap" value={report.totals.urls} />
        <StatCard label="Pages" value={report.totals.byType.page} />
        <StatCard label="Categories" value={report.totals.byType.category} />
        <StatCard label="Products" value={report.totals.byType.product} />
      </div>

      <AdminSection id="per-language" title="Per language">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {report.languages.map((l) => {
            const included = report.included.find((i) => i.language === l.code);
            return (
              <li key={l.code} className="rounded-control p-3 ring-1 ring-steel-200">
                <p className="text-sm font-semibold">
                  {l.name} <span className="uppercase text-steel-700">({l.code})</span>
                </p>
                {included ? (
                  <>
                    <p className="tabular font-display text-3xl font-bold">{included.total}</p>
                    <p className="tabular text-xs text-steel-700">
                      {plural(included.page, "page")} · {plural(included.category, "category", "categories")} ·{" "}
                      {plural(included.product, "product")}
                    </p>
                  </>
                ) : (
                  <p className="mt-1 text-sm text-steel-700">Disabled: not in the sitemap</p>
                )}
              </li>
            );
          })}
        </ul>
      </AdminSection>

      <AdminSection id="problems" title="Problems">
        {report.problems.length === 0 ? (
          <p className="font-semibold text-stock-in-strong">
            All clear: no address is listed twice, and each one opens its own page.
          </p>
        ) : (
          <ul className="divide-y divide-steel-200 text-sm">
            {report.problems.map((p, i) => (
              <li key={`${p.url}-${p.problem}-${i}`} className="py-2">
                <p className="flex flex-wrap items-baseline gap-2">
                  <span className="rounded-full bg-stock-out/10 px-2.5 py-0.5 text-xs font-semibold text-stock-out">
                    {p.problem}
                  </span>
                  <a href={p.url} target="_blank" rel="noreferrer" className="break-all font-semibold hover:underline">
                    {p.url}
                  </a>
                </p>
                <p className="break-words text-steel-700">{p.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="excluded" title={`Left out (${report.excluded.length})`}>
        {report.excluded.length === 0 ? (
          <p className="text-steel-700">Nothing is left out.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-steel-200 text-steel-700">
                <tr>
                  <th className={`${cell} font-semibold`}>What</th>
                  <th className={`${cell} font-semibold`}>Name</th>
                  <th className={`${cell} font-semibold`}>Why</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-steel-200">
                {report.excluded.map((e) => (
                  <tr key={`${e.kind}-${e.id}`}>
                    <td className={cell}>{kinds[e.kind]}</td>
                    <td className={`${cell} font-semibold`}>
                      {e.kind === "product" && e.reason !== "in the trash" ? (
                        <Link to={`/admin/products/${e.id}/edit`} className="hover:underline">
                          {e.name}
                        </Link>
                      ) : (
                        e.name
                      )}
                    </td>
                    <td className={cell}>{e.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <LiveCheck />
      <p className="mt-6 text-sm text-steel-700">
        The sitemap lists each page once per enabled language, with the other languages as alternates. Drafts, products
        in the trash, empty categories and disabled languages stay out.
      </p>
    </AdminPage>
  );
}
