import { useRef, useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import type { RestorePreview } from "~/features/admin/backup-preview";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";

const backupApi = adminApi("/backup");

/** The backup file as the request's body, sent as the JSON it is (the router reads it itself). */
const fileBody = (file: File) => ({ headers: { "Content-Type": "application/json" }, init: { body: file } });

const cell = "px-4 py-2";

export default function Backup() {
  const run = useAdminAction();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [result, setResult] = useState("");

  async function check() {
    if (!file) return;
    const done = await run(
      () => adminCall(backupApi.restore.preview.$post({}, fileBody(file))),
      { title: t("admin.backup.checked"), description: file.name },
      { failure: t("admin.backup.checkFailed"), refresh: false },
    );
    if (done.ok) setPreview(done.data);
  }

  async function restore() {
    if (!file || !preview) return;
    // The tables the preview showed emptied are the ones the curator agrees to by applying.
    const query = preview.emptied.length ? { confirmEmpty: preview.emptied.join(",") } : {};
    const done = await run(
      () => adminCall(backupApi.restore.$post({ query }, fileBody(file))),
      { title: t("admin.backup.restored"), description: file.name },
      { failure: t("admin.backup.restoreFailed") },
    );
    if (done.ok) {
      setResult(
        t("admin.backup.result", {
          rows: done.data.rows,
          tables: done.data.tables,
          file: file.name,
        }),
      );
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <AdminPage title={t("admin.backup.title")} intro={t("admin.backup.intro")}>
      <section aria-labelledby="download" className="mt-8 rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="download" className="text-2xl font-bold">
          {t("admin.backup.download.title")}
        </h2>
        <p className="mt-1 text-sm text-steel-700">{t("admin.backup.download.text")}</p>
        <a href="/api/admin/backup" download className={`${actionButton} mt-4`}>
          {t("admin.backup.download.button")}
        </a>
      </section>

      <section aria-labelledby="restore" className="mt-6 rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="restore" className="text-2xl font-bold">
          {t("admin.backup.restore.title")}
        </h2>
        <p className="mt-1 text-sm text-steel-700">{t("admin.backup.restore.text")}</p>
        <label className="mt-4 block text-sm font-semibold">
          {t("admin.backup.restore.file")}
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
          {t("admin.backup.restore.check")}
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
  const { t } = useTranslation();
  const format = useAdminFormat();
  const list = emptied.join(", ");
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">{t("admin.backup.changes.title")}</h3>
      {emptied.length > 0 && (
        <p className="mt-1 text-sm font-semibold text-stock-out">{t("admin.backup.changes.emptied", { list })}</p>
      )}
      <div className="relative mt-3 overflow-x-auto rounded-card ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("admin.backup.changes.caption", { file: fileName })}</caption>
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              <th className={`${cell} font-semibold`}>{t("admin.backup.changes.table")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.backup.changes.now")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.backup.changes.inFile")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.backup.changes.added")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.backup.changes.removed")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {tables.map((row) => (
              <tr key={row.table} className={emptied.includes(row.table) ? "font-semibold text-stock-out" : ""}>
                <td className={cell}>{row.table}</td>
                <td className={`${cell} tabular`}>{format.number(row.now)}</td>
                <td className={`${cell} tabular`}>{format.number(row.file)}</td>
                <td className={`${cell} tabular`}>{format.number(row.added)}</td>
                <td className={`${cell} tabular`}>{format.number(row.removed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4">
        <ConfirmButton
          title={t("admin.backup.apply.title")}
          message={[
            t("admin.backup.apply.replaced", { file: fileName }),
            emptied.length ? t("admin.backup.apply.emptied", { count: emptied.length, list }) : null,
            t("admin.backup.apply.freshFirst"),
          ]
            .filter(Boolean)
            .join(" ")}
          confirmLabel={t("admin.backup.apply.confirm")}
          onConfirm={onApply}
          className={actionButton}
        >
          {t("admin.backup.apply.button")}
        </ConfirmButton>
      </div>
    </div>
  );
}
