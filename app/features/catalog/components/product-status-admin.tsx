import { adminApi, adminCall, cancelled, useAdminAction, useConfirm } from "~/features/admin";
import type { ProductStatus } from "../product-kinds";

const productsApi = adminApi("/products");

const confirmLabels: Record<ProductStatus, string> = {
  published: "Publish anyway",
  ready: "Take it off the site",
  draft: "Take it off the site",
};

/**
 * Moves a product along its lifecycle from any admin page. When the API wants a yes (publishing with
 * something missing, taking a live product off the site) the app's dialog asks with the API's list,
 * and only a yes sends the change again with `confirm`. Render `dialog` once in the page.
 */
export function useProductStatus() {
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
          message: status === "published" ? "Still missing:" : "Until you publish it again:",
          items: refusal.problems,
          confirmLabel: confirmLabels[status],
        });
        return yes ? send(true) : cancelled;
      },
      { title: status === "published" ? "Published" : `Moved to ${status}`, description: product.name },
    );
  };
  return { move, dialog };
}
