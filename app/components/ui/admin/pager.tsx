import { Link, useSearchParams } from "react-router";
import type { PageOf } from "~/lib/form-schemas";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Which page of how many, with links to the ones before and after; the address keeps its filters (and drops
 * `drop`, e.g. an open message). Nothing when everything fits on one page.
 */
export function Pager({
  page,
  noun,
  as: Wrapper = "div",
  drop = [],
  param = "page",
}: {
  page: PageOf;
  /** What the list holds, in the plural and the curator's language ("messages"). */
  noun: string;
  as?: "div" | "li";
  drop?: string[];
  /** The address parameter that holds the page (a screen with several lists has one each). */
  param?: string;
}) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (page.pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(n));
    for (const name of drop) next.delete(name);
    return `?${next}`;
  };
  return (
    <Wrapper className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
      {page.number > 1 ? <Link to={to(page.number - 1)}>{t("admin.common.previousPage")}</Link> : <span />}
      <span className="tabular">
        {t("admin.common.pageOfTotal", {
          page: page.number,
          pages: page.pages,
          total: format.number(page.total),
          noun,
        })}
      </span>
      {page.number < page.pages ? <Link to={to(page.number + 1)}>{t("admin.common.nextPage")}</Link> : <span />}
    </Wrapper>
  );
}
