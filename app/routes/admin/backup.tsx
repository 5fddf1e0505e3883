import { useRef, useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { adminFetch } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";

export default function Backup() {
  const run = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState("");

  async function restore() {
    if (!file) return;
    const done = await run(
      () =>
        adminFetch<{ tables: number; rows: number }>("/api/admin/backup/restore", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: file,
        }),
      { title: "Backup restored", description: file.name },
      { failure: "Failed to restore the backup" },
    );
    if (done.ok) {
      setResult(`Restored ${done.data.rows} rows in ${done.data.tables} tables from ${file.name}.`);
      setFile(null);
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
          The file is checked first; then it replaces the whole database in one go. If anything is wrong, nothing
          changes.
        </p>
        <label className="mt-4 block text-sm font-semibold">
          Backup file
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setResult("");
            }}
            className="mt-1 block text-sm"
          />
        </label>
        <div className="mt-4">
          {file ? (
            <ConfirmButton
              title="Replace everything with this backup?"
              message={`Everything in the database is replaced by ${file.name}. Make a fresh backup first if you may want today's data back.`}
              confirmLabel="Restore"
              onConfirm={restore}
              className={actionButton}
            >
              Restore this backup
            </ConfirmButton>
          ) : (
            <button type="button" disabled className={`${actionButton} opacity-50`}>
              Restore this backup
            </button>
          )}
        </div>
        {result && (
          <p role="status" className="mt-3 text-sm font-semibold text-stock-in-strong">
            {result}
          </p>
        )}
      </section>
    </AdminPage>
  );
}
