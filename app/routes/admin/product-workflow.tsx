import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { usePageUpdate } from "~/features/admin/use-page-update";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { AiMissingNotice } from "~/features/translations/components/ai-missing-notice";
import {
  listWorkflowProducts,
  type InitializeResult,
  type WorkflowProduct,
} from "~/features/translations/product-workflow.server";
import { workflowReadiness, type ReadinessStatus } from "~/features/translations/workflow-readiness";
import type { Language } from "~/i18n/languages";
import { useLanguageNames } from "~/features/languages";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/product-workflow";

const workflowApi = adminApi("/workflow");

export async function loader({ context }: Route.LoaderArgs) {
  const { database, ai } = context.get(appContext);
  return { products: await listWorkflowProducts(database.db), aiConfigured: Boolean(ai) };
}

const statusStyles: Record<ReadinessStatus, string> = {
  "Not Started": "bg-stock-out/10 text-stock-out",
  "In Progress": "bg-signal/10 text-signal-700",
  Ready: "bg-stock-in/15 text-stock-in-strong",
};
const readinessFilters = ["All", "Not Started", "In Progress", "Ready"] as const;
/** The keys of the readiness words in the admin's text. */
const readinessKeys = {
  All: "all",
  "Not Started": "notStarted",
  "In Progress": "inProgress",
  Ready: "ready",
} as const satisfies Record<(typeof readinessFilters)[number], string>;
const pw = "admin.productWorkflow";

export default function ProductWorkflow({ loaderData }: Route.ComponentProps) {
  const { products, aiConfigured } = loaderData;
  const toast = useToast();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const pageUpdate = usePageUpdate();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState<(typeof readinessFilters)[number]>("All");
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<InitializeResult[] | null>(null);

  const rows = useMemo(() => products.map((p) => ({ ...p, readiness: workflowReadiness(p) })), [products]);
  const visible = rows.filter((r) => filter === "All" || r.readiness.status === filter);
  const counts = Object.fromEntries(
    readinessFilters.map((f) => [f, f === "All" ? rows.length : rows.filter((r) => r.readiness.status === f).length]),
  );
  const allVisibleSelected = visible.length > 0 && visible.every((r) => selected.has(r.id));

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleVisible = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of visible) {
        if (allVisibleSelected) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });

  async function initialize() {
    if (selected.size === 0) {
      toast({
        title: t(`${pw}.noneSelected`),
        description: t(`${pw}.selectFirst`),
        variant: "destructive",
      });
      return;
    }
    setRunning(true);
    const result = await adminCall(
      workflowApi.products["batch-initialize"].$post({ json: { productIds: [...selected] } }),
    );
    if (result.ok) {
      const answer = result.data;
      await pageUpdate();
      setResults(answer.results);
      setSelected(new Set());
      toast(
        answer.ok
          ? { title: t(`${pw}.initialized`), description: answer.message }
          : { title: t(`${pw}.failed`), description: answer.message, variant: "destructive" },
      );
    } else {
      toast({
        title: t(`${pw}.failed`),
        description: result.error ?? t(`${pw}.failedText`),
        variant: "destructive",
      });
    }
    setRunning(false);
  }

  return (
    <AdminPage
      title={t(`${pw}.title`)}
      intro={t(`${pw}.intro`)}
      actions={
        <button type="button" className={`${actionButton} disabled:opacity-60`} onClick={initialize} disabled={running}>
          {running ? t(`${pw}.initializing`) : t(`${pw}.initialize`, { n: format.number(selected.size) })}
        </button>
      }
    >
      {!aiConfigured && <AiMissingNotice />}
      <p className="mt-4 text-sm text-steel-700">{t(aiConfigured ? `${pw}.withAi` : `${pw}.withoutAi`)}</p>
      <div role="group" aria-label={t(`${pw}.show`)} className="mt-4 flex flex-wrap gap-2">
        {readinessFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-steel-200 aria-pressed:bg-asphalt aria-pressed:text-paper"
          >
            {t(`${pw}.filters.${readinessKeys[f]}`)} <span className="tabular">({format.number(counts[f]!)})</span>
          </button>
        ))}
      </div>
      {results && <InitializeResults results={results} />}
      <div className="relative mt-4 overflow-x-auto rounded-card bg-white ring-1 ring-steel-200">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{t(`${pw}.caption`)}</caption>
          <thead>
            <tr className="border-b border-steel-200 text-left text-steel-700">
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t(`${pw}.selectAll`)}
                  checked={allVisibleSelected}
                  onChange={toggleVisible}
                  className="h-4 w-4 accent-signal-700"
                />
              </th>
              <th scope="col" className="py-2 pr-3">
                {t(`${pw}.columns.product`)}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t(`${pw}.columns.englishName`)}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t(`${pw}.columns.category`)}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t(`${pw}.columns.translations`)}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t(`${pw}.columns.readiness`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <WorkflowRow key={row.id} row={row} checked={selected.has(row.id)} onToggle={() => toggle(row.id)} />
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  );
}

function WorkflowRow({
  row,
  checked,
  onToggle,
}: {
  row: WorkflowProduct & { readiness: ReturnType<typeof workflowReadiness> };
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <tr className="border-b border-steel-200/60 last:border-0">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={t(`${pw}.select`, { name: row.name })}
          checked={checked}
          onChange={onToggle}
          className="h-4 w-4 accent-signal-700"
        />
      </td>
      <td className="py-2 pr-3">
        <Link
          to={`/admin/dashboard/product-translations?entity=product&id=${row.id}&language=en`}
          className="font-semibold hover:underline"
        >
          {row.name}
        </Link>
        <span className="block font-mono text-xs text-steel-600">{row.slug}</span>
      </td>
      <td className="py-2 pr-3">{row.nameEn ?? <span className="text-steel-600">—</span>}</td>
      <td className="py-2 pr-3">{row.category || <span className="text-steel-600">—</span>}</td>
      <td className="tabular py-2 pr-3 text-right">{format.number(row.translationCount)}</td>
      <td className="py-2 pr-3">
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t(`${pw}.readinessOf`, { name: row.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.readiness.score}
            className="h-1.5 w-20 overflow-hidden rounded-full bg-steel-200"
          >
            <div className="h-full bg-stock-in" style={{ width: `${row.readiness.score}%` }} />
          </div>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[row.readiness.status]}`}>
            {t(`${pw}.statuses.${readinessKeys[row.readiness.status]}`)}
          </span>
        </div>
      </td>
    </tr>
  );
}

function InitializeResults({ results }: { results: InitializeResult[] }) {
  const { t } = useTranslation();
  const languages = useLanguageNames();
  const languageName = (code: string) => languages.name(code as Language);
  const list = (items: string[]) => items.join(", ");
  return (
    <AdminSection id="initialize-results" title={t(`${pw}.results`)}>
      <ul className="space-y-2 text-sm">
        {results.map((r) => (
          <li key={r.productId}>
            <span className="font-semibold">{r.name || t(`${pw}.unnamed`, { id: r.productId })}</span>
            {r.error ? (
              <span className="text-stock-out"> — {r.error}</span>
            ) : (
              <span className="text-steel-700">
                {" "}
                —{" "}
                {r.created.length
                  ? t(`${pw}.created`, {
                      list: list(
                        r.created.map((c) =>
                          t(c.via === "ai" ? `${pw}.viaAi` : `${pw}.viaCopy`, { language: languageName(c.language) }),
                        ),
                      ),
                    })
                  : r.failed.length === 0 && t(`${pw}.nothingMissing`)}
                {r.existing.length > 0 && t(`${pw}.existing`, { list: list(r.existing.map(languageName)) })}
                {r.aiFailed.length > 0 && (
                  <span className="text-stock-out">
                    {t(`${pw}.aiFailed`, {
                      list: list(r.aiFailed.map((f) => `${languageName(f.language)} (${f.error})`)),
                    })}
                  </span>
                )}
                {r.failed.length > 0 && (
                  <span className="text-stock-out">
                    {t(`${pw}.failedList`, {
                      list: list(r.failed.map((f) => `${languageName(f.language)} (${f.error})`)),
                    })}
                  </span>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
