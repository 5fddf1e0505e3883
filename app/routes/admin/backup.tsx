import { useRef, useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import type { RestorePreview } from "~/features/admin/backup-preview";

const backupApi = adminApi("/backup");

/** The backup file as the request's body, sent as the JSON it is (the router reads it itself). */
const fileBody = (file: File) => ({ headers: { "Content-Type": "application/json" }, init: { body: file } });

const cell = "px-4 py-2";

export default function Backup() {
  const run = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [result, setResult] = useState("");

  async function check() {
    if (!file) return;
    const done = await run(
      () => adminCall(backupApi.restore.preview.$post({}, fileBody(file))),
      { title: "Backup checked", description: file.name },
      { failure: "Failed to check the backup", refresh: false },
    );
    if (done.ok) setPreview(done.data);
  }

  async function restore() {
    if (!file || !preview) return;
    // The tables the preview showed emptied are the ones the curator agrees to by applying.
    const query = preview.emptied.length ? { confirmEmpty: preview.emptied.join(",") } : {};
    const done = await run(
      () => adminCall(backupApi.restore.$post({ query }, fileBody(file))),
      { title: "Backup restored", description: file.name },
      { failure: "Failed to restore the backup" },
    );
    if (done.ok) {
      setResult(`Restored ${done.data.rows} rows in ${done.data.tables} tables from ${file.name}.`);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <AdminPage
      title="Backup"
      intro="One file with everything: products, pictures, categories, translations, settings, subscribers and requests. Sessions and the admin password are never in it."
    >
      <section aria-labelledby="download" className="mt-8 rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="download" className="text-2xl font-bold">
          Download a backup
        </h2>
        <p className="mt-1 text-sm text-steel-700">Keep it somewhere safe: it holds subscribers' email addresses.</p>
        <a href="/api/admin/backup" download className={`${actionButton} mt-4`}>
          Download backup
        </a>
      </section>

      <section aria-labelledby="restore" className="mt-6 rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="restore" className="text-2xl font-bold">
          Restore a backup
        </h2>
        <p className="mt-1 text-sm text-steel-700">
          The file is checked first and you see what it would change; then it replaces the whole database in one go. If
          anything is wrong, nothing changes.
        </p>
        <label className="mt-4 block text-sm font-semibold">
          Backup file
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setPreview(null);
              setResult("");
            }}
            className="mt-1 block text-sm"
          />
        </label>
        <button type="button" onClick={check} disabled={!file} className={`${actionButton} mt-4 disabled:opacity-50`}>
          Check this backup
        </button>
        {file && preview && <RestoreChanges preview={preview} fileName={file.name} onApply={restore} />}
        {result && (
          <p role="status" className="mt-3 text-sm font-semibold text-stock-in-strong">
            {result}
          </p>
        )}
      </section>
    </AdminPage>
  );
}

/** What the checked file would change, table by table, and the button that applies it. */
function RestoreChanges({
  preview: { tables, emptied },
  fileName,
  onApply,
}: {
  preview: RestorePreview;
  fileName: string;
  onApply: () => unknown;
}) {
  const emptiedNote = emptied.length
    ? ` It empties ${emptied.length} table(s) that hold rows now: ${emptied.join(", ")}.`
    : "";
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">What this backup changes</h3>
      {emptied.length > 0 && (
        <p className="mt-1 text-sm font-semibold text-stock-out">
          Applying it empties these tables, which hold rows now: {emptied.join(", ")}.
        </p>
      )}
      <div className="relative mt-3 overflow-x-auto rounded-card ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows per table, now and in {fileName}</caption>
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              <th className={`${cell} font-semibold`}>Table</th>
              <th className={`${cell} font-semibold`}>Rows now</th>
              <th className={`${cell} font-semibold`}>Rows in file</th>
              <th className={`${cell} font-semibold`}>Added</th>
              <th className={`${cell} font-semibold`}>Removed</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {tables.map((t) => (
              <tr key={t.table} className={emptied.includes(t.table) ? "font-semibold text-stock-out" : ""}>
                <td className={cell}>{t.table}</td>
                <td className={`${cell} tabular`}>{t.now}</td>
                <td className={`${cell} tabular`}>{t.file}</td>
                <td className={`${cell} tabular`}>{t.added}</td>
                <td className={`${cell} tabular`}>{t.removed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4">
        <ConfirmButton
          title="Replace everything with this backup?"
          message={`Everything in the database is replaced by ${fileName}.${emptiedNote} Make a fresh backup first if you may want today's data back.`}
          confirmLabel="Restore"
          onConfirm={onApply}
          className={actionButton}
        >
          Apply restore
        </ConfirmButton>
      </div>
    </div>
  );
}
