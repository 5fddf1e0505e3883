import { adminApi, adminCall, cancelled, useAdminAction, useConfirm } from "~/features/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductStatus } from "../product-kinds";

const productsApi = adminApi("/products");

// The yes of each move's question, and its toast (keys of admin.products.statusChange).
const confirmLabels: Record<ProductStatus, string> = {
  published: "publishAnyway",
  ready: "takeOff",
  draft: "takeOff",
};
const doneTitles: Record<ProductStatus, string> = {
  published: "published",
  ready: "movedToReady",
  draft: "movedToDraft",
};

/**
 * Moves a product along its lifecycle from any admin page. When the API wants a yes (publishing with
 * something missing, taking a live product off the site) the app's dialog asks with the API's list,
 * and only a yes sends the change again with `confirm`. Render `dialog` once in the page.
 */
export function useProductStatus() {
  const { t } = useTranslation();
  const run = useAdminAction();
  const { ask, dialog } = useConfirm();
  const move = (product: { id: number; name: string }, status: ProductStatus) => {
    const send = (confirm: boolean) =>
      adminCall(productsApi[":id"].status.$patch({ param: { id: String(product.id) }, json: { status, confirm } }));
    return run(
      async () => {
        const refusal = await send(false);
        if (refusal.ok || !refusal.needsConfirmation) return refusal;
        const yes = await ask({
          title: refusal.error ?? "",
          message: t(
            status === "published"
              ? "admin.products.statusChange.stillMissing"
              : "admin.products.statusChange.untilPublished",
          ),
          items: refusal.problems,
          confirmLabel: t(`admin.products.statusChange.${confirmLabels[status]}`),
        });
        return yes ? send(true) : cancelled;
      },
      { title: t(`admin.products.statusChange.${doneTitles[status]}`), description: product.name },
    );
  };
  return { move, dialog };
}
