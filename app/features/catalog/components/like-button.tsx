import { useTranslation } from "~/i18n/use-translation";
import { hooks } from "~/components/ui/document-hooks";

/**
 * "Do you like this recommendation?": one real like per browser, disabled after the click.
 * Markup only: the document script (app/enhance/document.ts) sends the like and shows the new count,
 * with the plural forms given here, so it works on pages served without hydration. Without JavaScript
 * the button posts its form and the server answers with the page again, counted, at `#liked`: the button is then
 * the page's target and shows as given (CSS `:target`: the address says it, so no cached page tells another visitor).
 */
export function LikeButton({ productId, initialCount }: { productId: number; initialCount: number }) {
  const { t } = useTranslation();
  return (
    <form
      id="like"
      method="post"
      action={`/api/products/${productId}/like`}
      className="mt-6 flex flex-wrap items-center gap-3 text-sm"
    >
      <span className="text-steel-700">{t("product.likePrompt")}</span>
      <button
        id="liked"
        type="submit"
        {...hooks({
          likeProduct: productId,
          likeCount: initialCount,
          likeOne: t("product.likes", { count: 1 }).replace("1", "{{count}}"),
          likeOther: t("product.likes", { count: 2 }).replace("2", "{{count}}"),
        })}
        aria-pressed="false"
        className="group inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-steel-200 transition-colors duration-150 hover:ring-signal disabled:cursor-default disabled:hover:ring-steel-200 target:pointer-events-none"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4 text-steel-600 group-aria-pressed:text-signal group-target:text-signal"
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.2 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.7 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21Z"
          />
        </svg>
        <span {...hooks({ likeLabel: true })} className="tabular">
          {initialCount > 0 ? t("product.likes", { count: initialCount }) : t("product.like")}
        </span>
        <span data-liked className="hidden text-stock-in-strong group-target:inline group-aria-pressed:inline">
          · {t("product.liked")}
        </span>
      </button>
    </form>
  );
}
