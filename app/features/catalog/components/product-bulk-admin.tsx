import { useState } from "react";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { adminApi, adminCall, cancelled, useAdminAction, useConfirm } from "~/features/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductBulkInput } from "../product-admin.schema";
import { productFlags, type ProductFlag } from "../product-kinds";

/** One of the bulk actions, without the selection it applies to. */
type BulkAction = ProductBulkInput extends infer U ? (U extends unknown ? Omit<U, "ids"> : never) : never;

const productsApi = adminApi("/products");

// Each status change's button, its toast and the yes of its question (keys of admin.products.bulk).
const statusActions = [
  { action: "publish", label: "publish", done: "published", yes: "publishAnyway" },
  { action: "ready", label: "ready", done: "movedToReady", yes: "takeOff" },
  { action: "draft", label: "draft", done: "movedToDraft", yes: "takeOff" },
] as const;

/**
 * The product list's selection: one change for every selected product through the admin API's `POST /products/bulk`,
 * which applies it to all of them or none. When the API wants a yes (publishing incomplete products, taking live
 * ones off the site) the app's dialog asks with its list; trashing always asks first.
 */
export function ProductBulkBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const run = useAdminAction();
  const { ask, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [tag, setTag] = useState("");
  const count = selected.length;
  const flagLabel = (flag: ProductFlag) => t(`admin.products.flags.${flag}`);

  const change = async (action: BulkAction, done: string, yes = t("admin.products.bulk.yes")) => {
    const send = (confirm: boolean) =>
      adminCall(
        productsApi.bulk.$post({ json: { ...action, ...(isStatus(action) ? { confirm } : {}), ids: selected } }),
      );
    setBusy(true);
    const result = await run(
      async () => {
        const refusal = await send(false);
        if (refusal.ok || !refusal.needsConfirmation) return refusal;
        const sure = await ask({ title: refusal.error ?? "", message: "", items: refusal.problems, confirmLabel: yes });
        return sure ? send(true) : cancelled;
      },
      (data) => ({
        title: done,
        description: data.changed
          ? t("admin.products.changed", { count: data.changed })
          : t("admin.products.bulk.nothingChanged"),
      }),
    );
    setBusy(false);
    if (result.ok) onDone();
  };

  const trash = async () => {
    const sure = await ask({
      title: t("admin.products.bulk.trashTitle", { count }),
      message: t("admin.products.bulk.trashMessage"),
      confirmLabel: t("admin.products.bulk.trash"),
    });
    if (sure) await change({ action: "trash" }, t("admin.products.bulk.trashed"));
  };

  const flag = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const [name, value] = event.currentTarget.value.split(":") as [ProductFlag, "on" | "off"];
    event.currentTarget.value = "";
    if (!name) return;
    const label = flagLabel(name);
    void change(
      { action: "flag", flag: name, value: value === "on" },
      t(value === "on" ? "admin.products.bulk.marked" : "admin.products.bulk.unmarked", { flag: label }),
    );
  };

  return (
    <section
      aria-label={t("admin.products.bulk.region")}
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-card bg-paper-200 p-3 ring-1 ring-steel-200"
    >
      <p className="mr-2 text-sm font-semibold" aria-live="polite">
        {t("admin.products.bulk.selected", { count })}
      </p>
      {statusActions.map(({ action, label, done, yes }) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          className={smallButton}
          onClick={() =>
            void change({ action, confirm: false }, t(`admin.products.bulk.${done}`), t(`admin.products.bulk.${yes}`))
          }
        >
          {t(`admin.products.bulk.${label}`)}
        </button>
      ))}
      <button
        type="button"
        disabled={busy}
        className={smallButton}
        onClick={() => void change({ action: "confirm-prices" }, t("admin.products.bulk.pricesConfirmed"))}
      >
        {t("admin.products.bulk.confirmPrices")}
      </button>
      <select
        aria-label={t("admin.products.bulk.flagLabel")}
        defaultValue=""
        disabled={busy}
        onChange={flag}
        className="h-9 rounded-control border border-steel-200 bg-white px-2 text-sm"
      >
        <option value="">{t("admin.products.bulk.flagChoose")}</option>
        {productFlags.map((name) => (
          <optgroup key={name} label={flagLabel(name)}>
            <option value={`${name}:on`}>{t("admin.products.bulk.mark", { flag: flagLabel(name) })}</option>
            <option value={`${name}:off`}>{t("admin.products.bulk.unmark", { flag: flagLabel(name) })}</option>
          </optgroup>
        ))}
      </select>
      <span className="flex items-center gap-1">
        <input
          type="text"
          value={tag}
          onChange={(event) => setTag(event.currentTarget.value)}
          aria-label={t("admin.products.bulk.tagLabel")}
          placeholder={t("admin.products.bulk.tagPlaceholder")}
          maxLength={40}
          className="h-9 w-32 rounded-control border border-steel-200 bg-white px-2 text-sm"
        />
        {([true, false] as const).map((add) => (
          <button
            key={String(add)}
            type="button"
            disabled={busy || !tag.trim()}
            className={smallButton}
            onClick={() =>
              void change(
                { action: "tag", tag, value: add },
                t(add ? "admin.products.bulk.tagged" : "admin.products.bulk.untagged", { tag: tag.trim() }),
              )
            }
          >
            {t(add ? "admin.products.bulk.addTag" : "admin.products.bulk.removeTag")}
          </button>
        ))}
      </span>
      <button type="button" disabled={busy} className={dangerButton} onClick={() => void trash()}>
        {t("admin.products.bulk.trash")}
      </button>
      {dialog}
    </section>
  );
}

function isStatus(action: BulkAction) {
  return action.action === "publish" || action.action === "ready" || action.action === "draft";
}
