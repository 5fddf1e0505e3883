import type { z } from "zod";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { fieldErrorProps, useAdminForm } from "~/features/admin/use-admin-form";
import { useEditConflict } from "~/features/admin/use-edit-conflict";
import { EditConflictPanel } from "~/features/admin/components/edit-conflict-panel";
import { menuItemInputSchema } from "~/features/navigation/menu-admin.schema";
import { translatedLanguages } from "~/i18n/languages";
import { listMenuItems, type AdminMenuItem, type MenuTargetChoice } from "~/features/navigation/menu-admin.server";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/header-menu";

const menuApi = adminApi("/menu");

export async function loader({ context }: Route.LoaderArgs) {
  return listMenuItems(context.get(appContext).database.db);
}

const inputClass = "h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm";

type MenuItemValues = z.input<typeof menuItemInputSchema>;

/** The form's values of an item (or of a new one): also what a stale save's stored item is shown as. */
function menuItemValues(item?: Pick<AdminMenuItem, "label" | "labelTranslations" | "target" | "parentId" | "enabled">) {
  return {
    label: item?.label ?? "",
    labelTranslations: Object.fromEntries(translatedLanguages.map((l) => [l, item?.labelTranslations[l] ?? ""])),
    target: item?.target ?? "",
    parentId: item?.parentId == null ? "" : String(item.parentId),
    enabled: item?.enabled ?? true,
  };
}

/** The item form's values as the API takes them (trimmed; no parent is null). */
function itemBody(values: MenuItemValues) {
  const text = (value: unknown) => String(value ?? "").trim();
  return {
    label: text(values.label),
    labelTranslations: Object.fromEntries(translatedLanguages.map((l) => [l, text(values.labelTranslations?.[l])])),
    target: text(values.target),
    parentId: text(values.parentId) || null,
    enabled: values.enabled === true,
  };
}

export default function HeaderMenu({ loaderData }: Route.ComponentProps) {
  const { items, targets } = loaderData;
  const topLevel = items.filter((i) => i.parentId === null);
  const childrenOf = (id: number) => items.filter((i) => i.parentId === id);
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.headerMenu.title")} intro={t("admin.headerMenu.intro")}>
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
      <AdminSection id="new-item" title={t("admin.headerMenu.addSection")}>
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
  const { t } = useTranslation();
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(menuItemInputSchema, menuItemValues(item));
  const versions = useEditConflict(form, item?.updatedAt, menuItemValues, { onReload: unsaved.saved });
  const { errors } = form.formState;
  const prefix = item ? `menu-${item.id}` : "menu-new";

  const save = form.handleSubmit(async () => {
    const values = form.getValues();
    const saved = await run(
      () =>
        adminCall(
          item
            ? menuApi[":id"].$put({ param: { id: String(item.id) }, json: versions.versioned(itemBody(values)) })
            : menuApi.index.$post({ json: itemBody(values) }),
        ),
      { title: t(item ? "admin.headerMenu.saved" : "admin.headerMenu.added") },
      { failure: t("admin.headerMenu.notSaved"), onFailure: versions.onFailure },
    );
    if (saved.ok) {
      versions.saved(saved.data);
      unsaved.saved();
      form.reset(item ? values : undefined);
    }
  });
  const move = (to: number) => {
    const ids = siblings.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    return run(() => adminCall(menuApi.order.$put({ json: { parentId: item!.parentId, ids } })), {
      title: t("admin.headerMenu.orderChanged"),
    });
  };
  const message = (field: "label" | "target" | "parentId") => errors[field]?.message;
  const error = (field: "label" | "target" | "parentId") =>
    message(field) ? (
      <p id={`${prefix}-${field}-error`} className="mt-1 text-sm font-semibold text-stock-out">
        {message(field)}
      </p>
    ) : null;
  const invalid = (field: "label" | "target" | "parentId") => ({
    ...form.register(field),
    ...fieldErrorProps(message(field), `${prefix}-${field}-error`),
  });

  return (
    <form
      id={versions.formId}
      onSubmit={save}
      onChange={unsaved.onChange}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1.3fr_1fr_auto] sm:items-end"
    >
      <label className="text-sm font-semibold">
        {t("admin.headerMenu.label")}
        <input className={`${inputClass} mt-1`} {...invalid("label")} />
        {error("label")}
      </label>
      <label className="text-sm font-semibold">
        {t("admin.headerMenu.linksTo")}
        <select className={`${inputClass} mt-1`} {...invalid("target")}>
          <option value="">{t("admin.headerMenu.choose")}</option>
          {(["page", "tree", "category"] as const).map((kind) => (
            <optgroup key={kind} label={t(`admin.headerMenu.targetKinds.${kind}`)}>
              {targets
                .filter((target) => target.kind === kind)
                .map((target) => (
                  <option key={target.value} value={target.value}>
                    {/* A category's name is data; the pages and the visor tree are named here. */}
                    {target.kind === "category"
                      ? target.label
                      : t(`admin.headerMenu.targets.${target.value.replace(":", ".")}`, { defaultValue: target.label })}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error("target")}
      </label>
      <label className="text-sm font-semibold">
        {t("admin.headerMenu.under")}
        <select className={`${inputClass} mt-1`} {...invalid("parentId")}>
          <option value="">{t("admin.headerMenu.topLevel")}</option>
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
        <input type="checkbox" {...form.register("enabled")} className="h-4 w-4 accent-signal-700" />
        {t("admin.headerMenu.shown")}
      </label>
      <details className="sm:col-span-4">
        <summary className="cursor-pointer text-sm font-semibold text-signal-700">
          {t("admin.headerMenu.otherLanguages")}
        </summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-5">
          {translatedLanguages.map((language) => {
            const translationError = errors.labelTranslations?.[language]?.message;
            const errorId = `${prefix}-label-${language}-error`;
            return (
              <label key={language} className="text-xs font-semibold uppercase">
                {language}
                <input
                  {...form.register(`labelTranslations.${language}`)}
                  className={`${inputClass} mt-1 normal-case`}
                  {...fieldErrorProps(translationError, errorId)}
                />
                {translationError && (
                  <span id={errorId} className="mt-1 block text-sm normal-case text-stock-out">
                    {translationError}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </details>
      {versions.conflict && (
        <div className="sm:col-span-4">
          <EditConflictPanel state={versions} onOverwrite={save} />
        </div>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-4">
        <button type="submit" className={smallButton}>
          {t(item ? "admin.headerMenu.save" : "admin.headerMenu.add")}
          {item && <span className="sr-only"> {item.label}</span>}
        </button>
        {item && (
          <>
            <button type="button" disabled={index === 0} onClick={() => move(index - 1)} className={smallButton}>
              ↑<span className="sr-only"> {t("admin.headerMenu.moveUp", { label: item.label })}</span>
            </button>
            <button
              type="button"
              disabled={index === siblings.length - 1}
              onClick={() => move(index + 1)}
              className={smallButton}
            >
              ↓<span className="sr-only"> {t("admin.headerMenu.moveDown", { label: item.label })}</span>
            </button>
            <DeleteButton
              remove={() => menuApi[":id"].$delete({ param: { id: String(item.id) } })}
              name={item.label}
              title={t("admin.headerMenu.delete.title")}
              message={t("admin.headerMenu.delete.message", { label: item.label })}
              done={t("admin.headerMenu.delete.done")}
            />
          </>
        )}
      </div>
    </form>
  );
}
