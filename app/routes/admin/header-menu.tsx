import { useState } from "react";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { adminFetch } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { translatedLanguages } from "~/i18n/languages";
import { listMenuItems, type AdminMenuItem, type MenuTargetChoice } from "~/features/navigation/menu-admin.server";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/header-menu";

export async function loader({ context }: Route.LoaderArgs) {
  return listMenuItems(context.get(appContext).database.db);
}

const inputClass = "h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm";

/** The item form's values as the API takes them. */
function readItem(form: HTMLFormElement) {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "").trim();
  return {
    label: text("label"),
    labelTranslations: Object.fromEntries(translatedLanguages.map((l) => [l, text(`label-${l}`)])),
    target: text("target"),
    parentId: text("parentId") || null,
    enabled: values.get("enabled") === "on",
  };
}

export default function HeaderMenu({ loaderData }: Route.ComponentProps) {
  const { items, targets } = loaderData;
  const topLevel = items.filter((i) => i.parentId === null);
  const childrenOf = (id: number) => items.filter((i) => i.parentId === id);
  return (
    <AdminPage
      title="Header menu"
      intro="The storefront's navigation, in order. Changes show on the site at once. Labels fall back to English, then Portuguese."
    >
      <ol className="mt-6 space-y-3">
        {topLevel.map((item, index) => (
          <li key={item.id} className="rounded-card bg-white p-4 ring-1 ring-steel-200">
            <ItemEditor item={item} siblings={topLevel} index={index} targets={targets} parents={topLevel} />
            {childrenOf(item.id).length > 0 && (
              <ol className="mt-3 space-y-2 border-l-2 border-steel-200 pl-4">
                {childrenOf(item.id).map((child, childIndex) => (
                  <li key={child.id}>
                    <ItemEditor
                      item={child}
                      siblings={childrenOf(item.id)}
                      index={childIndex}
                      targets={targets}
                      parents={topLevel}
                    />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <AdminSection id="new-item" title="Add an item">
        <ItemEditor targets={targets} parents={topLevel} />
      </AdminSection>
    </AdminPage>
  );
}

function ItemEditor({
  item,
  siblings = [],
  index = 0,
  targets,
  parents,
}: {
  item?: AdminMenuItem;
  siblings?: AdminMenuItem[];
  index?: number;
  targets: MenuTargetChoice[];
  parents: AdminMenuItem[];
}) {
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prefix = item ? `menu-${item.id}` : "menu-new";

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const saved = await run(
      () =>
        adminFetch(item ? `/api/admin/menu/${item.id}` : "/api/admin/menu", {
          method: item ? "PUT" : "POST",
          json: readItem(form),
        }),
      { title: item ? "Menu item saved" : "Menu item added" },
      { failure: "Failed to save", onFailure: (failure) => setErrors(failure.fields) },
    );
    if (saved.ok) {
      setErrors({});
      unsaved.saved();
      if (!item) form.reset();
    }
  }
  const move = (to: number) => {
    const ids = siblings.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    return run(() => adminFetch("/api/admin/menu/order", { method: "PUT", json: { parentId: item!.parentId, ids } }), {
      title: "Order changed",
    });
  };
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${prefix}-${field}-error`} className="mt-1 text-sm font-semibold text-stock-out">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${prefix}-${field}-error` } : {};

  return (
    <form
      onSubmit={save}
      onChange={unsaved.onChange}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1.3fr_1fr_auto] sm:items-end"
    >
      <label className="text-sm font-semibold">
        Label (Portuguese)
        <input name="label" defaultValue={item?.label} className={`${inputClass} mt-1`} {...invalid("label")} />
        {error("label")}
      </label>
      <label className="text-sm font-semibold">
        Links to
        <select name="target" defaultValue={item?.target ?? ""} className={`${inputClass} mt-1`} {...invalid("target")}>
          <option value="">Choose…</option>
          {(["page", "tree", "category"] as const).map((kind) => (
            <optgroup key={kind} label={{ page: "Pages", tree: "Automatic", category: "Categories" }[kind]}>
              {targets
                .filter((t) => t.kind === kind)
                .map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error("target")}
      </label>
      <label className="text-sm font-semibold">
        Under
        <select
          name="parentId"
          defaultValue={item?.parentId ?? ""}
          className={`${inputClass} mt-1`}
          {...invalid("parentId")}
        >
          <option value="">Top level</option>
          {parents
            .filter((p) => p.id !== item?.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
        </select>
        {error("parentId")}
      </label>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="enabled"
          defaultChecked={item?.enabled ?? true}
          className="h-4 w-4 accent-signal-700"
        />
        Shown
      </label>
      <details className="sm:col-span-4">
        <summary className="cursor-pointer text-sm font-semibold text-signal-700">Labels in other languages</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-5">
          {translatedLanguages.map((language) => (
            <label key={language} className="text-xs font-semibold uppercase">
              {language}
              <input
                name={`label-${language}`}
                defaultValue={item?.labelTranslations[language] ?? ""}
                className={`${inputClass} mt-1 normal-case`}
              />
            </label>
          ))}
        </div>
      </details>
      <div className="flex flex-wrap gap-2 sm:col-span-4">
        <button type="submit" className={smallButton}>
          {item ? "Save" : "Add item"}
          {item && <span className="sr-only"> {item.label}</span>}
        </button>
        {item && (
          <>
            <button type="button" disabled={index === 0} onClick={() => move(index - 1)} className={smallButton}>
              ↑<span className="sr-only"> Move {item.label} up</span>
            </button>
            <button
              type="button"
              disabled={index === siblings.length - 1}
              onClick={() => move(index + 1)}
              className={smallButton}
            >
              ↓<span className="sr-only"> Move {item.label} down</span>
            </button>
            <DeleteButton
              url={`/api/admin/menu/${item.id}`}
              name={item.label}
              title="Delete this menu item?"
              message={`"${item.label}" and any items under it leave the storefront's menu.`}
              done="Menu item deleted"
            />
          </>
        )}
      </div>
    </form>
  );
}
