import { Link, useSearchParams } from "react-router";
import type { PageOf } from "~/lib/form-schemas";

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
  /** What the list holds, in the plural ("messages"). */
  noun: string;
  as?: "div" | "li";
  drop?: string[];
  /** The address parameter that holds the page (a screen with several lists has one each). */
  param?: string;
}) {
  const [params] = useSearchParams();
  if (page.pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(n));
    for (const name of drop) next.delete(name);
    return `?${next}`;
  };
  return (
    <Wrapper className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
      {page.number > 1 ? <Link to={to(page.number - 1)}>Previous page</Link> : <span />}
      <span className="tabular">
        Page {page.number} of {page.pages} ({page.total} {noun})
      </span>
      {page.number < page.pages ? <Link to={to(page.number + 1)}>Next page</Link> : <span />}
    </Wrapper>
  );
}
