import { useState } from "react";
import { useNavigate } from "react-router";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";

const productsApi = adminApi("/products");
const translationsApi = adminApi("/translations");

export function ProductActions({ product }: { product: { id: number; name: string } }) {
  const run = useAdminAction();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className={smallButton}
        onClick={async () => {
          const done = await run(
            () => adminCall(productsApi[":id"].duplicate.$post({ param: { id: String(product.id) } })),
            { title: "Product duplicated", description: "The copy is a draft; its translations wait for review." },
            { refresh: false },
          );
          if (done.ok) await navigate(`/admin/products/${done.data.id}/edit`);
        }}
      >
        Duplicate
      </button>
      <ConfirmButton
        title="Move this product to the trash?"
        message={`${product.name} leaves the storefront at once. You can restore it from the trash.`}
        confirmLabel="Move to trash"
        className={dangerButton}
        onConfirm={async () => {
          const done = await run(
            () => adminCall(productsApi[":id"].$delete({ param: { id: String(product.id) } })),
            { title: "Moved to the trash", description: product.name },
            { refresh: false },
          );
          if (done.ok) await navigate("/admin/products");
        }}
      >
        Move to trash
      </ConfirmButton>
    </>
  );
}

/** Asks the AI for a first description (the "describe" prompt) and hands it to the form (`onDrafted`), unsaved. */
export function DraftDescriptionButton({
  productId,
  onDrafted,
}: {
  productId: number;
  onDrafted: (text: string) => void;
}) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  async function draft() {
    setBusy(true);
    const drafted = await run(
      () => adminCall(translationsApi.ai.describe.$post({ json: { productId } })),
      { title: "Description drafted", description: "Check the facts, then save." },
      { failure: "The AI could not write a description", refresh: false },
    );
    if (drafted.ok) onDrafted(drafted.data.text);
    setBusy(false);
  }
  return (
    <button
      type="button"
      onClick={draft}
      disabled={busy}
      className="text-xs font-semibold text-signal-700 hover:underline disabled:text-steel-400"
    >
      {busy ? "Writing…" : "Draft with AI"}
    </button>
  );
}
