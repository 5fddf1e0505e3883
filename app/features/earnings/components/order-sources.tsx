import { useState } from "react";
import { formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
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
              title: "Report read",
              description: `${data.rows} transactions: ${data.willAdd} new, ${data.willUpdate} known`,
            }
          : { title: "Report imported", description: `${data.added} added, ${data.updated} updated` },
      {
        failure: "The report could not be read",
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
        <h3 className="font-semibold">AliExpress orders</h3>
        {configured ? (
          <>
            <p className="mt-1 text-steel-700" role="status">
              {sync.running
                ? "Reading orders…"
                : sync.finishedAt
                  ? `Last read ${formatAdminDate(sync.finishedAt)}: ${sync.seen} orders seen, ${sync.added} new, ${sync.updated} changed.`
                  : "Not read yet."}
            </p>
            {sync.lastError && <p className="mt-1 font-semibold text-stock-out">AliExpress said: {sync.lastError}</p>}
            <button
              type="button"
              className={`${smallButton} mt-3`}
              disabled={sync.running}
              onClick={() =>
                void run(() => adminCall(earningsApi.sync.$post()), {
                  title: "Reading AliExpress orders",
                })
              }
            >
              Read orders now
            </button>
          </>
        ) : (
          <p className="mt-1 text-steel-700">
            Off: set <code>ALIEXPRESS_APP_KEY</code>, <code>ALIEXPRESS_APP_SECRET</code> and{" "}
            <code>ALIEXPRESS_TRACKING_ID</code> and restart; orders are then read every <code>ORDER_SYNC_HOURS</code> (4
            by default).
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
        <h3 className="font-semibold">Import a network&apos;s report (CSV)</h3>
        <p className="mt-1 text-steel-700">
          Awin&apos;s transaction report as it is exported; each transaction is kept once, a later report updates it.
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="grow">
            <span className="block font-semibold">File</span>
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
            <span className="block font-semibold">Network</span>
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
            {preview ? `Import ${preview.rows} transactions` : "Read the file"}
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
            {preview.willAdd} new and {preview.willUpdate} already known: nothing is written until you import.
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
