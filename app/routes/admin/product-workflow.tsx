import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { AiMissingNotice } from "~/features/translations/components/ai-missing-notice";
import {
  listWorkflowProducts,
  type InitializeResult,
  type WorkflowProduct,
} from "~/features/translations/product-workflow.server";
import { workflowReadiness, type ReadinessStatus } from "~/features/translations/workflow-readiness";
import { languageInfo, type Language } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
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

export default function ProductWorkflow({ loaderData }: Route.ComponentProps) {
  const { products, aiConfigured } = loaderData;
  const toast = useToast();
  const { revalidate } = useRevalidator();
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
        title: "No Products Selected",
        description: "Please select products to initialize",
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
      setResults(answer.results);
      setSelected(new Set());
      toast(
        answer.ok
          ? { title: "Products Initialized", description: answer.message }
          : { title: "Initialization Failed", description: answer.message, variant: "destructive" },
      );
      await revalidate();
    } else {
      toast({
        title: "Initialization Failed",
        description: result.error ?? "Initialization failed",
        variant: "destructive",
      });
    }
    setRunning(false);
  }

  return (
    <AdminPage
      title="Product workflow"
      intro="Readiness of each product: 33 for a slug or an English name, 33 more for more than one translation; both make it ready. Initialize creates the missing translations and slugs of the selected products."
      actions={
        <button type="button" className={`${actionButton} disabled:opacity-60`} onClick={initialize} disabled={running}>
          {running ? "Initializing…" : `Initialize selected (${selected.size})`}
        </button>
      }
    >
      {!aiConfigured && <AiMissingNotice />}
      <p className="mt-4 text-sm text-steel-700">
        {aiConfigured
          ? "Missing translations are written by the AI translator."
          : "Without AI, missing translations start as a copy of the English text (else the original), marked for review in the translation tools."}
      </p>
      <div role="group" aria-label="Show products" className="mt-4 flex flex-wrap gap-2">
        {readinessFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-steel-200 aria-pressed:bg-asphalt aria-pressed:text-paper"
          >
            {f} <span className="tabular">({counts[f]})</span>
          </button>
        ))}
      </div>
      {results && <InitializeResults results={results} />}
      <div className="relative mt-4 overflow-x-auto rounded-card bg-white ring-1 ring-steel-200">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Products and their readiness</caption>
          <thead>
            <tr className="border-b border-steel-200 text-left text-steel-700">
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all shown products"
                  checked={allVisibleSelected}
                  onChange={toggleVisible}
                  className="h-4 w-4 accent-signal-700"
                />
              </th>
              <th scope="col" className="py-2 pr-3">
                Product
              </th>
              <th scope="col" className="py-2 pr-3">
                English name
              </th>
              <th scope="col" className="py-2 pr-3">
                Category
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Translations
              </th>
              <th scope="col" className="py-2 pr-3">
                Readiness
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
  return (
    <tr className="border-b border-steel-200/60 last:border-0">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${row.name}`}
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
      <td className="tabular py-2 pr-3 text-right">{row.translationCount}</td>
      <td className="py-2 pr-3">
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={`Readiness of ${row.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.readiness.score}
            className="h-1.5 w-20 overflow-hidden rounded-full bg-steel-200"
          >
            <div className="h-full bg-stock-in" style={{ width: `${row.readiness.score}%` }} />
          </div>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[row.readiness.status]}`}>
            {row.readiness.status}
          </span>
        </div>
      </td>
    </tr>
  );
}

const languageName = (code: string) => languageInfo(code as Language).name;

function InitializeResults({ results }: { results: InitializeResult[] }) {
  return (
    <AdminSection id="initialize-results" title="What initialize did">
      <ul className="space-y-2 text-sm">
        {results.map((r) => (
          <li key={r.productId}>
            <span className="font-semibold">{r.name || `Product #${r.productId}`}</span>
            {r.error ? (
              <span className="text-stock-out"> — {r.error}</span>
            ) : (
              <span className="text-steel-700">
                {" "}
                —{" "}
                {r.created.length
                  ? `created ${r.created.map((c) => `${languageName(c.language)} (${c.via === "ai" ? "AI" : "copy to review"})`).join(", ")}`
                  : r.failed.length === 0 && "nothing missing"}
                {r.existing.length > 0 && `; already there: ${r.existing.map(languageName).join(", ")}`}
                {r.aiFailed.length > 0 && (
                  <span className="text-stock-out">
                    ; the AI failed: {r.aiFailed.map((f) => `${languageName(f.language)} (${f.error})`).join(", ")}
                  </span>
                )}
                {r.failed.length > 0 && (
                  <span className="text-stock-out">
                    ; failed: {r.failed.map((f) => `${languageName(f.language)} (${f.error})`).join(", ")}
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
