import { inputClass } from "~/components/ui/admin/form-field";
import { useTranslation } from "~/i18n/use-translation";
import { awinMapping, parseCsv, reportFields, requiredReportFields, type ReportField } from "../report-csv";

export type ColumnMapping = Partial<Record<ReportField, string>>;

/** The columns of a report's first line (empty when it cannot be read as text). */
export async function reportColumns(file: File) {
  const head = await file.slice(0, 64 * 1024).text();
  try {
    return (parseCsv(head.replace(/^\uFEFF/, ""))[0] ?? []).map((name) => name.trim()).filter(Boolean);
  } catch {
    return [];
  }
}

/** The mapping a file's columns suggest: Awin's names where the file has them. */
export function suggestedMapping(columns: string[]): ColumnMapping {
  return Object.fromEntries(
    reportFields.flatMap((field) => (columns.includes(awinMapping[field] ?? "") ? [[field, awinMapping[field]!]] : [])),
  );
}

/** Whether the file has Awin's columns as they are (no mapping step needed). */
export const isAwinReport = (columns: string[]) =>
  requiredReportFields.every((field) => columns.includes(awinMapping[field]!));

/** The mapping step for a report whose columns are not Awin's: which column holds each field. */
export function ColumnMappingFields({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-3 rounded-md p-3 ring-1 ring-steel-200">
      <legend className="px-1 font-semibold">{t("admin.insights.mapping.legend")}</legend>
      <p className="text-steel-700">{t("admin.insights.mapping.intro")}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {reportFields.map((field) => (
          <label key={field}>
            <span className="block">
              {t(`admin.insights.mapping.fields.${field}`)}
              {requiredReportFields.includes(field) ? " *" : ""}
            </span>
            <select
              value={mapping[field] ?? ""}
              required={requiredReportFields.includes(field)}
              onChange={(event) => {
                const column = event.currentTarget.value;
                const { [field]: _, ...rest } = mapping;
                onChange(column ? { ...rest, [field]: column } : rest);
              }}
              className={`${inputClass} mt-1 w-full`}
            >
              <option value="">—</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
