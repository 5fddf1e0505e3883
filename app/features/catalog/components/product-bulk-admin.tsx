import { useState } from "react";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { adminApi, adminCall, cancelled, useAdminAction, useConfirm } from "~/features/admin";
import { plural } from "~/i18n/format";
import type { ProductBulkInput } from "../product-admin.schema";
import { productFlags, type ProductFlag } from "../product-kinds";

/** One of the bulk actions, without the selection it applies to. */
type BulkAction = ProductBulkInput extends infer U ? (U extends unknown ? Omit<U, "ids"> : never) : never;

const productsApi = adminApi("/products");

const statusActions = [
  { action: "publish", label: "Publish", done: "Published", yes: "Publish anyway" },
  { action: "ready", label: "Move to ready", done: "Moved to ready", yes: "Take them off the site" },
  { action: "draft", label: "Move to draft", done: "Moved to draft", yes: "Take them off the site" },
] as const;

/**
 * The product list's selection: one change for every selected product through the admin API's `POST /products/bulk`,
 * which applies it to all of them or none. When the API wants a yes (publishing incomplete products, taking live
 * ones off the site) the app's dialog asks with its list; trashing always asks first.
 */
export function ProductBulkBar({
  selected,
  flagLabels,
  onDone,
}: {
  selected: number[];
  flagLabels: Record<ProductFlag, string>;
  onDone: () => void;
}) {
  const run = useAdminAction();
  const { ask, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [tag, setTag] = useState("");
  const count = plural(selected.length, "product");

  const change = async (action: BulkAction, done: string, yes = "Yes") => {
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
          ? `${plural(data.changed, "product")} changed`
          : "Nothing to change: they already were",
      }),
    );
    setBusy(false);
    if (result.ok) onDone();
  };

  const trash = async () => {
    const sure = await ask({
      title: `Move ${count} to the trash?`,
      message: "They leave the storefront and the lists; the trash brings them back.",
      confirmLabel: "Move to the trash",
    });
    if (sure) await change({ action: "trash" }, "Moved to the trash");
  };

  const flag = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const [name, value] = event.currentTarget.value.split(":") as [ProductFlag, "on" | "off"];
    event.currentTarget.value = "";
    if (!name) return;
    const label = flagLabels[name];
    void change(
      { action: "flag", flag: name, value: value === "on" },
      value === "on" ? `Marked ${label}` : `Unmarked ${label}`,
    );
  };

  return (
    <section
      aria-label="Selected products"
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-card bg-paper-200 p-3 ring-1 ring-steel-200"
    >
      <p className="mr-2 text-sm font-semibold" aria-live="polite">
        {count} selected
      </p>
      {statusActions.map(({ action, label, done, yes }) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          className={smallButton}
          onClick={() => void change({ action, confirm: false }, done, yes)}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        disabled={busy}
        className={smallButton}
        onClick={() => void change({ action: "confirm-prices" }, "Prices confirmed")}
      >
        Confirm prices
      </button>
      <select
        aria-label="Set a flag on the selected products"
        defaultValue=""
        disabled={busy}
        onChange={flag}
        className="h-9 rounded-control border border-steel-200 bg-white px-2 text-sm"
      >
        <option value="">Set a flag…</option>
        {productFlags.map((name) => (
          <optgroup key={name} label={flagLabels[name]}>
            <option value={`${name}:on`}>Mark {flagLabels[name]}</option>
            <option value={`${name}:off`}>Unmark {flagLabels[name]}</option>
          </optgroup>
        ))}
      </select>
      <span className="flex items-center gap-1">
        <input
          type="text"
          value={tag}
          onChange={(event) => setTag(event.currentTarget.value)}
          aria-label="Tag for the selected products"
          placeholder="Tag"
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
                add ? `Tagged “${tag.trim()}”` : `Untagged “${tag.trim()}”`,
              )
            }
          >
            {add ? "Add tag" : "Remove tag"}
          </button>
        ))}
      </span>
      <button type="button" disabled={busy} className={dangerButton} onClick={() => void trash()}>
        Move to the trash
      </button>
      {dialog}
    </section>
  );
}

function isStatus(action: BulkAction) {
  return action.action === "publish" || action.action === "ready" || action.action === "draft";
}
