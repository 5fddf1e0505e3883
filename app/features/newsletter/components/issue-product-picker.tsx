import { useEffect, useState } from "react";
import { smallButton } from "~/components/ui/admin/buttons";
import { inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall } from "~/features/admin";
import { maxIssueProducts } from "~/features/newsletter/newsletter-issue-limits";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import type { Pick } from "./issue-form-values";

const productsApi = adminApi("/products");

/** Products picked from the catalogue (published ones, found by name), shown as the message's cards. */
export function ProductPicker({
  picks,
  setPicks,
  error,
}: {
  picks: Pick[];
  setPicks: (picks: Pick[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<Pick[]>([]);
  useEffect(() => {
    if (search.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = { search, status: "published", pageSize: "8" } as const;
      adminCall(productsApi.index.$get({ query }, { init: { signal: controller.signal } }))
        .then((answer) => {
          if (answer.ok) setFound(answer.data.items);
        })
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  const full = picks.length >= maxIssueProducts;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        {t("admin.newsletterIssues.picker.products", { count: picks.length })}
      </legend>
      {picks.length > 0 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label={t("admin.newsletterIssues.picker.picked")}>
          {picks.map((pick) => (
            <li key={pick.id} className="flex items-center gap-3 rounded-control p-2 ring-1 ring-steel-200">
              {pick.cover ? (
                <img src={pick.cover} alt="" width={48} height={48} className="size-12 rounded-md object-contain" />
              ) : (
                <span className="size-12 rounded-md bg-steel-50" />
              )}
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-semibold">{pick.name}</span>
                <span className="tabular text-steel-700">{pick.price && formatPrice(pick.price)}</span>
              </span>
              <button
                type="button"
                className={smallButton}
                onClick={() => setPicks(picks.filter((p) => p.id !== pick.id))}
              >
                {t("admin.newsletterIssues.picker.remove")}
                <span className="sr-only"> {pick.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="issue-product-search" className="mt-3 block text-sm">
        {t("admin.newsletterIssues.picker.add")}
      </label>
      <input
        id="issue-product-search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("admin.newsletterIssues.picker.placeholder")}
        disabled={full}
        aria-describedby={error ? "issue-productIds-error" : undefined}
        className={inputClass}
      />
      {full && (
        <p className="mt-1 text-xs text-steel-700">
          {t("admin.newsletterIssues.picker.full", { count: maxIssueProducts })}
        </p>
      )}
      {error && (
        <p id="issue-productIds-error" className="mt-1 text-sm font-semibold text-stock-out">
          {error}
        </p>
      )}
      {search.trim().length >= 2 && found.length > 0 && (
        <ul
          className="mt-2 divide-y divide-steel-200 rounded-control ring-1 ring-steel-200"
          aria-label={t("admin.newsletterIssues.picker.found")}
        >
          {found.map((product) => {
            const chosen = picks.some((p) => p.id === product.id);
            return (
              <li key={product.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">{product.name}</span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={chosen || full}
                  onClick={() => setPicks([...picks, product])}
                >
                  {t(chosen ? "admin.newsletterIssues.picker.added" : "admin.newsletterIssues.picker.addOne")}
                  <span className="sr-only"> {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
