import { useState } from "react";
import { TechnicalError } from "~/components/ui/admin/technical-error";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { withParts } from "~/i18n/with-parts";
import {
  ColumnMappingFields,
  isAwinReport,
  reportColumns,
  suggestedMapping,
  type ColumnMapping,
} from "./column-mapping";
import type { orderSyncStatus } from "../order-sync.server";
import type { importReport } from "../report-import.server";

export type OrderSyncStatus = Awaited<ReturnType<typeof orderSyncStatus>>;

/** What a report's dry run answers (and the import, with what it did). */
type Preview = Extract<Awaited<ReturnType<typeof importReport>>, { willAdd: number }>;

const earningsApi = adminApi("/earnings");

/**
 * Where the orders come from: AliExpress's API (read on a schedule, or now) and a network's CSV report, previewed
 * before it is imported whole.
 */
export function OrderSources({ configured, sync }: { configured: boolean; sync: OrderSyncStatus }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [file, setFile] = useState<File | null>(null);
  // A report whose columns are not Awin's is read through the curator's mapping.
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [network, setNetwork] = useState("awin");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const send = (asPreview: boolean) => {
    const form = new FormData();
    if (file) form.append("file", file);
    form.append("network", network);
    form.append("preview", String(asPreview));
    if (mapping) form.append("mapping", JSON.stringify(mapping));
    return adminCall(earningsApi.import.$post({}, { init: { body: form } }));
  };
  const submit = async (asPreview: boolean) => {
    const done = await run(
      () => send(asPreview),
      (data) =>
        "willAdd" in data
          ? {
              title: t("admin.insights.sources.read"),
              description: t("admin.insights.sources.readSummary", {
                count: data.rows,
                added: data.willAdd,
                known: data.willUpdate,
              }),
            }
          : {
              title: t("admin.insights.sources.imported"),
              description: t("admin.insights.sources.importedSummary", { added: data.added, updated: data.updated }),
            },
      {
        failure: t("admin.insights.sources.unreadable"),
        refresh: !asPreview,
        onFailure: (failure) => setProblems(Object.values(failure.fields)),
      },
    );
    if (done.ok) setProblems([]);
    setPreview(done.ok && asPreview && "willAdd" in done.data ? done.data : null);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="rounded-card bg-white p-4 text-sm ring-1 ring-steel-200">
        <h3 className="font-semibold">{t("admin.insights.sources.aliexpress")}</h3>
        {configured ? (
          <>
            <p className="mt-1 text-steel-700" role="status">
              {sync.running
                ? t("admin.insights.sources.reading")
                : sync.finishedAt
                  ? t("admin.insights.sources.lastRead", {
                      date: format.dateTime(sync.finishedAt),
                      count: sync.seen,
                      added: sync.added,
                      updated: sync.updated,
                    })
                  : t("admin.insights.sources.notRead")}
            </p>
            <TechnicalError error={sync.lastError} about="aliexpress" className="mt-1 font-semibold text-stock-out" />
            <button
              type="button"
              className={`${smallButton} mt-3`}
              disabled={sync.running}
              onClick={() =>
                void run(() => adminCall(earningsApi.sync.$post()), {
                  title: t("admin.insights.sources.readingAliexpress"),
                })
              }
            >
              {t("admin.insights.sources.readNow")}
            </button>
          </>
        ) : (
          <p className="mt-1 text-steel-700">
            {withParts(t("admin.insights.sources.off"), {
              key: <code>ALIEXPRESS_APP_KEY</code>,
              secret: <code>ALIEXPRESS_APP_SECRET</code>,
              tracking: <code>ALIEXPRESS_TRACKING_ID</code>,
              hours: <code>ORDER_SYNC_HOURS</code>,
            })}
          </p>
        )}
      </div>
      <form
        className="rounded-card bg-white p-4 text-sm ring-1 ring-steel-200"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(preview === null);
        }}
      >
        <h3 className="font-semibold">{t("admin.insights.sources.importTitle")}</h3>
        <p className="mt-1 text-steel-700">{t("admin.insights.sources.importIntro")}</p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="grow">
            <span className="block font-semibold">{t("admin.insights.sources.file")}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              required
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setPreview(null);
                setMapping(null);
                void (chosen ? reportColumns(chosen) : Promise.resolve([])).then((found) => {
                  setColumns(found);
                  setMapping(found.length && !isAwinReport(found) ? suggestedMapping(found) : null);
                });
              }}
              className="mt-1 block w-full text-sm"
            />
          </label>
          <label>
            <span className="block font-semibold">{t("admin.insights.sources.network")}</span>
            <input
              value={network}
              onChange={(event) => {
                setNetwork(event.currentTarget.value);
                setPreview(null);
              }}
              className={`${inputClass} mt-1 w-32`}
            />
          </label>
          <button type="submit" className={actionButton} disabled={!file}>
            {preview
              ? t("admin.insights.sources.import", { count: preview.rows })
              : t("admin.insights.sources.readFile")}
          </button>
        </div>
        {mapping && (
          <ColumnMappingFields
            columns={columns}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setPreview(null);
            }}
          />
        )}
        {preview && (
          <p className="mt-2 text-steel-700" role="status">
            {t("admin.insights.sources.previewSummary", { added: preview.willAdd, known: preview.willUpdate })}
          </p>
        )}
        {problems.length > 0 && (
          <ul role="alert" className="mt-2 list-disc pl-5 text-stock-out">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </form>
    </div>
  );
}
