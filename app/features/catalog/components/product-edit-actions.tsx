import { useState } from "react";
import { useNavigate } from "react-router";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { useTranslation } from "~/i18n/use-translation";

const productsApi = adminApi("/products");
const translationsApi = adminApi("/translations");

export function ProductActions({ product }: { product: { id: number; name: string } }) {
  const { t } = useTranslation();
  const run = useAdminAction();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className={smallButton}
        onClick={async () => {
          await run(
            () => adminCall(productsApi[":id"].duplicate.$post({ param: { id: String(product.id) } })),
            {
              title: t("admin.productEdit.actions.duplicated"),
              description: t("admin.productEdit.actions.duplicatedText"),
            },
            { refresh: (copy) => navigate(`/admin/products/${copy.id}/edit`) },
          );
        }}
      >
        {t("admin.productEdit.actions.duplicate")}
      </button>
      <ConfirmButton
        title={t("admin.productEdit.actions.trashTitle")}
        message={t("admin.productEdit.actions.trashMessage", { name: product.name })}
        confirmLabel={t("admin.productEdit.actions.trash")}
        className={dangerButton}
        onConfirm={async () => {
          await run(
            () => adminCall(productsApi[":id"].$delete({ param: { id: String(product.id) } })),
            { title: t("admin.productEdit.actions.trashed"), description: product.name },
            { refresh: () => navigate("/admin/products") },
          );
        }}
      >
        {t("admin.productEdit.actions.trash")}
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
  const { t } = useTranslation();
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  async function draft() {
    setBusy(true);
    const drafted = await run(
      () => adminCall(translationsApi.ai.describe.$post({ json: { productId } })),
      { title: t("admin.productEdit.actions.drafted"), description: t("admin.productEdit.actions.draftedText") },
      { failure: t("admin.productEdit.actions.draftFailed"), refresh: false },
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
      {t(busy ? "admin.productEdit.actions.writing" : "admin.productEdit.actions.draftWithAi")}
    </button>
  );
}
