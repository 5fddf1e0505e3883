import { DocumentLink } from "~/components/ui/document-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { useTranslation } from "~/i18n/use-translation";
import { pagePath, productPath } from "~/i18n/routes";
import type { VisorComparisonRow } from "../visor-comparison";

const columns = ["tint", "light", "daytimeOnly", "pinlock", "maker", "price", "checked"] as const;

/**
 * A model page's visors side by side: a real table (headers per column and row) that scrolls inside its own box on a
 * phone, the visor's name staying in view; it links the explainer of what the markings mean.
 */
export function VisorComparison({ rows, helmet }: { rows: VisorComparisonRow[]; helmet: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (!rows.length) return null;
  return (
    <section aria-labelledby="compare-title" className="mt-12">
      <h2 id="compare-title" className="text-2xl font-bold">
        {t("compare.title")}
      </h2>
      <p className="mt-1 text-sm">
        <DocumentLink to={pagePath(language, "visorGuide")} className="font-semibold text-signal-700 hover:underline">
          {t("compare.guideLink")} →
        </DocumentLink>
      </p>
      {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-panel bg-white ring-1 ring-steel-200 focus-visible:outline-2 focus-visible:outline-signal-700"
      >
        <table className="w-full min-w-[54rem] border-collapse text-left text-sm">
          <caption id="compare-caption" className="sr-only">
            {t("compare.caption", { helmet })}
          </caption>
          <thead className="bg-paper-200 text-xs uppercase tracking-wider text-steel-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-paper-200 px-4 py-3">
                {t("compare.col.visor")}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {t(`compare.col.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="sticky left-0 max-w-[11rem] bg-white px-4 py-3 font-semibold">
                  <a href={productPath(language, row.slug)} className="text-signal-700 hover:underline">
                    {row.name}
                  </a>
                </th>
                {columns.map((column) => (
                  <td key={column} className={`px-4 py-3 ${column === "price" ? "tabular font-semibold" : ""}`}>
                    {row[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
