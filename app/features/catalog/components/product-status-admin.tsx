import { adminConfirmation, adminFetch, cancelled, useAdminAction, useConfirm } from "~/features/admin";
import type { ProductStatus } from "../product-kinds";

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
      adminFetch(`/api/admin/products/${product.id}/status`, { method: "PATCH", json: { status, confirm } });
    return run(
      async () => {
        try {
          await send(false);
        } catch (error) {
          const refusal = adminConfirmation(error);
          if (!refusal) throw error;
          const yes = await ask({
            title: refusal.question,
            message: status === "published" ? "Still missing:" : "Until you publish it again:",
            items: refusal.problems,
            confirmLabel: confirmLabels[status],
          });
          if (!yes) throw cancelled;
          await send(true);
        }
      },
      { title: status === "published" ? "Published" : `Moved to ${status}`, description: product.name },
    );
  };
  return { move, dialog };
}
