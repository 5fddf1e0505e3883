import { useId, useRef, useState } from "react";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { ImportChange } from "../product-admin.schema";

type Preview = { file: string; csv: string; rows: number; changes: ImportChange[] };

const productsApi = adminApi("/products");

/**
 * The product list's spreadsheet: "Export CSV" downloads every product; importing a file shows every change it
 * would make (or every line it cannot take) and applies them only on "Apply", all or none.
 */
export function ProductCsvTools() {
  const { t } = useTranslation();
  const run = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [refusal, setRefusal] = useState<{ error: string; problems: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    const csv = await file.text();
    const answer = await adminCall(productsApi.import.$post({ json: { csv, apply: false } }));
    setBusy(false);
    if (input.current) input.current.value = "";
    if (answer.ok) {
      setRefusal(null);
      setPreview({ file: file.name, csv, ...answer.data });
    } else {
      setPreview(null);
      setRefusal({ error: answer.error ?? t("admin.products.csv.unreadable"), problems: answer.problems });
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    const result = await run(
      () => adminCall(productsApi.import.$post({ json: { csv: preview.csv, apply: true } })),
      {
        title: t("admin.products.csv.imported"),
        description: t("admin.products.changed", { count: preview.changes.length }),
      },
      { onFailure: (failure) => setRefusal({ error: failure.error ?? "", problems: failure.problems }) },
    );
    setBusy(false);
    if (result.ok) setPreview(null);
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <a href="/api/admin/products/export.csv" download className={smallButton}>
          {t("admin.common.exportCsv")}
        </a>
        <label className={`${smallButton} cursor-pointer`}>
          {t("admin.products.csv.import")}
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void read(file);
            }}
          />
        </label>
      </div>
      {refusal && (
        <section role="alert" className="mt-4 w-full rounded-card bg-white p-4 ring-1 ring-stock-out/40">
          <h2 className="font-semibold text-stock-out">{refusal.error}</h2>
          {refusal.problems.length > 0 && (
            <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-steel-700">
              {refusal.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <button type="button" className={`${smallButton} mt-3`} onClick={() => setRefusal(null)}>
            {t("admin.products.csv.close")}
          </button>
        </section>
      )}
      {preview && (
        <section aria-labelledby={headingId} className="mt-4 w-full rounded-card bg-white p-4 ring-1 ring-steel-200">
          <h2 id={headingId} className="font-semibold">
            {preview.changes.length
              ? t("admin.products.csv.wouldChange", { file: preview.file, count: preview.changes.length })
              : t("admin.products.csv.nothingToChange", { file: preview.file, count: preview.rows })}
          </h2>
          {preview.changes.length > 0 && (
            <div className="mt-3 max-h-96 overflow-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-steel-700">
                  <tr>
                    <th className="py-1.5 pr-3 font-semibold">{t("admin.products.csv.line")}</th>
                    <th className="py-1.5 pr-3 font-semibold">{t("admin.products.csv.product")}</th>
                    <th className="py-1.5 pr-3 font-semibold">{t("admin.products.csv.column")}</th>
                    <th className="py-1.5 pr-3 font-semibold">{t("admin.products.csv.now")}</th>
                    <th className="py-1.5 font-semibold">{t("admin.products.csv.after")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-steel-200">
                  {preview.changes.flatMap((change) =>
                    change.fields.map((field, index) => (
                      <tr key={`${change.id}-${field.field}`}>
                        <td className="tabular py-1.5 pr-3 align-top">{index === 0 ? change.line : ""}</td>
                        <td className="py-1.5 pr-3 align-top font-semibold">{index === 0 ? change.name : ""}</td>
                        <td className="py-1.5 pr-3 align-top">{field.field}</td>
                        <td className="break-all py-1.5 pr-3 align-top text-steel-700">{field.from || "—"}</td>
                        <td className="break-all py-1.5 align-top">{field.to || "—"}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {preview.changes.length > 0 && (
              <button type="button" disabled={busy} className={actionButton} onClick={() => void apply()}>
                {t("admin.products.csv.apply", { count: preview.changes.length })}
              </button>
            )}
            <button type="button" className={smallButton} onClick={() => setPreview(null)}>
              {t(preview.changes.length ? "admin.products.csv.cancel" : "admin.products.csv.close")}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
