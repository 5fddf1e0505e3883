import { useRef, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminFailureOf } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, TableScroller } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { FilterSearch, FilterSelect, filterControlClass } from "~/components/ui/admin/filter-select";
import { AiMissingNotice } from "~/features/translations/components/ai-missing-notice";
import { StateBadge, stateLabel } from "~/features/translations/components/translation-badges";
import type { BatchEvent, BatchItem } from "~/features/translations/ai-translation.server";
import { translationStates } from "~/features/translations/translation-state";
import { coverageQuerySchema } from "~/features/translations/translations-admin.schema";
import { getTranslationCoverage, type TranslatedLanguage } from "~/features/translations/translations-admin.server";
import { languageInfo, translatedLanguages, type Language } from "~/i18n/languages";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/complete-translations";

const translationsApi = adminApi("/translations");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai } = context.get(appContext);
  // The page is for finishing work: it opens on what is left to do.
  const params = { state: "incomplete", ...Object.fromEntries(new URL(request.url).searchParams) };
  const parsed = coverageQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : coverageQuerySchema.parse({ state: "incomplete" });
  return { query, coverage: await getTranslationCoverage(database.db, query), aiConfigured: Boolean(ai) };
}

const matrixLimit = 300;
const ct = "admin.completeTranslations";
const nameOf = (code: Language) => `admin.languages.name.${code}` as const;

export default function CompleteTranslations({ loaderData }: Route.ComponentProps) {
  const { query, coverage, aiConfigured } = loaderData;
  const shown = coverage.rows.slice(0, matrixLimit);
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <AdminPage title={t(`${ct}.title`)} intro={t(`${ct}.intro`)}>
      {!aiConfigured && <AiMissingNotice />}
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {coverage.languages.map(({ code, enabled }) => {
          const totals = coverage.totals[code];
          const done = Math.round((totals.done / Math.max(1, coverage.total)) * 100);
          return (
            <li key={code} className="rounded-card bg-white p-4 ring-1 ring-steel-200">
              <p className="flex items-center justify-between text-sm font-semibold">
                <span>
                  {languageInfo(code).flagEmoji} {t(nameOf(code))}
                </span>
                {!enabled && <span className="rounded-full bg-steel-200 px-2 text-xs">{t(`${ct}.off`)}</span>}
              </p>
              <p className="tabular mt-1 font-display text-3xl font-bold">{format.percent(done / 100)}</p>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-steel-200" aria-hidden="true">
                <div className="h-full bg-stock-in" style={{ width: `${done}%` }} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-2 text-xs text-steel-700">
                {translationStates.map((state) => (
                  <div key={state} className="flex justify-between">
                    <dt>{t(stateLabel(state))}</dt>
                    <dd className="tabular font-semibold">{format.number(totals[state])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>

      <BatchTranslator aiConfigured={aiConfigured} />

      <AdminSection id="matrix" title={t(`${ct}.coverage`)}>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label={t(`${ct}.filters.show`)}
            name="entity"
            value={query.entity}
            options={[
              ["all", t(`${ct}.filters.both`)],
              ["product", t(`${ct}.filters.products`)],
              ["category", t(`${ct}.filters.categories`)],
            ]}
          />
          <FilterSelect
            label={t(`${ct}.filters.language`)}
            name="language"
            value={query.language}
            options={[
              ["all", t(`${ct}.filters.allLanguages`)],
              ...translatedLanguages.map((l) => [l, t(nameOf(l))] as const),
            ]}
          />
          <FilterSelect
            label={t(`${ct}.filters.state`)}
            name="state"
            value={query.state}
            options={[
              ["all", t(`${ct}.filters.anyState`)],
              ["incomplete", t(`${ct}.filters.incomplete`)],
              ...translationStates.map((s) => [s, t(stateLabel(s))] as const),
            ]}
          />
          <FilterSearch label={t(`${ct}.filters.name`)} value={query.search} />
        </Form>
        <p className="mt-3 text-sm text-steel-700" role="status">
          {t(`${ct}.shown`, { shown: format.number(coverage.rows.length), total: format.number(coverage.total) })}
          {coverage.rows.length > matrixLimit && t(`${ct}.firstOnly`, { limit: format.number(matrixLimit) })}
        </p>
        {coverage.rows.length === 0 && (
          <p className="mt-3 rounded-control bg-stock-in/10 p-3 text-sm font-semibold text-stock-in-strong">
            {t(query.state === "incomplete" ? `${ct}.allDone` : `${ct}.nothingMatches`)}
          </p>
        )}
        <TableScroller label={t(`${ct}.tableLabel`)} className="mt-3">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t(`${ct}.caption`)}</caption>
            <thead>
              <tr className="border-b border-steel-200 text-left text-steel-700">
                <th scope="col" className="py-2 pr-3">
                  {t(`${ct}.name`)}
                </th>
                {translatedLanguages.map((l) => (
                  <th key={l} scope="col" className="px-2 py-2 text-center uppercase">
                    <abbr title={t(nameOf(l))}>{l}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={`${row.entity}-${row.id}`} className="border-b border-steel-200/60">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    <span className="mr-2 rounded bg-steel-50 px-1.5 py-0.5 text-xs text-steel-700">
                      {t(`admin.translations.entities.${row.entity}`)}
                    </span>
                    {row.name}
                    {row.status === "draft" && <span className="ml-2 text-xs text-steel-600">{t(`${ct}.draft`)}</span>}
                  </th>
                  {translatedLanguages.map((l) => (
                    <td key={l} className="px-2 py-1.5 text-center">
                      <Link
                        to={`/admin/dashboard/product-translations?entity=${row.entity}&id=${row.id}&language=${l}`}
                        aria-label={`${row.name}, ${t(nameOf(l))}: ${t(stateLabel(row.states[l]))}`}
                        className="inline-block rounded-full hover:ring-2 hover:ring-steel-400"
                      >
                        <StateBadge state={row.states[l]} compact />
                      </Link>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </AdminSection>
    </AdminPage>
  );
}

type ItemEvent = Extract<BatchEvent, { type: "item" }>;

/** Reads the batch's NDJSON stream, one event per line, as items finish. */
async function* readEvents(response: Response): AsyncGenerator<BatchEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? "";
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as BatchEvent;
    if (done) return;
  }
}

/** What a batch may translate, in the order the checkboxes show. */
const batchStates = ["missing", "stale", "review"] as const;

/** Translates every missing or stale translation of one language with the AI, with progress and retry. */
function BatchTranslator({ aiConfigured }: { aiConfigured: boolean }) {
  const toast = useToast();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { revalidate } = useRevalidator();
  const [language, setLanguage] = useState<TranslatedLanguage>("en");
  const [states, setStates] = useState({ missing: true, stale: true, review: false });
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ total: number; events: ItemEvent[] } | null>(null);
  const [failed, setFailed] = useState<BatchItem[]>([]);
  const stop = useRef<AbortController | null>(null);

  async function start(items?: BatchItem[]) {
    const chosen = batchStates.filter((state) => states[state]);
    setRunning(true);
    setProgress({ total: items?.length ?? 0, events: [] });
    stop.current = new AbortController();
    try {
      const response = await translationsApi.ai.batch.$post(
        { json: { language, states: chosen, ...(items ? { items } : {}) } },
        { init: { signal: stop.current.signal } },
      );
      if (!response.ok) {
        const failure = await adminFailureOf(response);
        toast({
          title: t(`${ct}.batch.failed`),
          description: failure.error ?? t(`${ct}.batch.couldNotRun`),
          variant: "destructive",
        });
        return;
      }
      for await (const event of readEvents(response)) {
        if (event.type === "start") setProgress({ total: event.total, events: [] });
        if (event.type === "item") setProgress((p) => p && { ...p, events: [...p.events, event] });
        if (event.type === "done") {
          setFailed(event.failedItems);
          toast({
            title: t(event.failed ? `${ct}.batch.doneWithFailures` : `${ct}.batch.done`),
            description: t(`${ct}.batch.summary`, {
              translated: format.number(event.translated),
              skipped: format.number(event.skipped),
              failed: format.number(event.failed),
            }),
            variant: event.failed ? "destructive" : "default",
          });
        }
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        toast({
          title: t(`${ct}.batch.failed`),
          description: t(`${ct}.batch.couldNotRun`),
          variant: "destructive",
        });
      }
    } finally {
      setRunning(false);
      await revalidate();
    }
  }

  const finished = progress?.events.length ?? 0;
  const percent = progress?.total ? Math.round((finished / progress.total) * 100) : 0;
  const failures = progress?.events.filter((e) => e.status === "failed") ?? [];
  return (
    <AdminSection id="batch" title={t(`${ct}.batch.title`)}>
      <div className="flex flex-wrap items-end gap-4">
        <label className="text-sm font-semibold">
          {t(`${ct}.batch.language`)}
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value as TranslatedLanguage)}
            className={filterControlClass}
            disabled={running}
          >
            {translatedLanguages.map((l) => (
              <option key={l} value={l}>
                {t(nameOf(l))}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="text-sm" disabled={running}>
          <legend className="font-semibold">{t(`${ct}.batch.what`)}</legend>
          <div className="mt-2 flex gap-4">
            {batchStates.map((state) => (
              <label key={state} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={states[state]}
                  onChange={(e) => setStates((s) => ({ ...s, [state]: e.target.checked }))}
                  className="h-4 w-4 accent-signal-700"
                />
                {t(stateLabel(state))}
              </label>
            ))}
          </div>
        </fieldset>
        {running ? (
          <button type="button" className={smallButton} onClick={() => stop.current?.abort()}>
            {t(`${ct}.batch.stop`)}
          </button>
        ) : (
          <button
            type="button"
            className={`${actionButton} disabled:opacity-50`}
            disabled={!aiConfigured || !Object.values(states).some(Boolean)}
            onClick={() => start()}
          >
            {t(`${ct}.batch.translate`, { language: t(`admin.languages.inText.${language}`) })}
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-steel-600">{t(`${ct}.batch.keptNote`)}</p>
      {progress && (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t(`${ct}.batch.progress`)}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={finished}
            className="h-2 overflow-hidden rounded-full bg-steel-200"
          >
            <div className="h-full bg-signal transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="tabular mt-1 text-sm text-steel-700" aria-live="polite">
            {t(running ? `${ct}.batch.running` : `${ct}.batch.finished`, {
              done: format.number(finished),
              total: format.number(progress.total),
            })}
            {failures.length > 0 &&
              t(`${ct}.batch.failedCount`, { count: failures.length, n: format.number(failures.length) })}
          </p>
          {failures.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm">
              {failures.map((f) => (
                <li key={`${f.entity}-${f.id}`} className="text-stock-out">
                  <Link
                    to={`/admin/dashboard/product-translations?entity=${f.entity}&id=${f.id}&language=${language}`}
                    className="font-semibold underline"
                  >
                    {f.name ||
                      t(`${ct}.batch.unnamed`, { entity: t(`admin.translations.entities.${f.entity}`), id: f.id })}
                  </Link>
                  : {f.message}
                </li>
              ))}
            </ul>
          )}
          {!running && failed.length > 0 && (
            <button type="button" className={`${smallButton} mt-2`} onClick={() => start(failed)}>
              {t(`${ct}.batch.retry`, { count: failed.length, n: format.number(failed.length) })}
            </button>
          )}
        </div>
      )}
    </AdminSection>
  );
}
