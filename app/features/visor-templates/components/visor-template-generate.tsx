import { useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall, type AdminFailure, DeleteButton, useAdminAction } from "~/features/admin";
import { AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { visorColors, type VisorTemplateInput } from "../visor-templates.schema";
import { useLanguageNames } from "~/features/languages";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage, type MessagePattern } from "~/lib/known-messages";
import { useColorLabel } from "./visor-template-steps";
import { withNodes } from "./with-nodes";
import type {
  GenerateResult,
  SavedVisorTemplate,
  VisorTemplatePreview,
  VisorTemplateSummary,
} from "../visor-template-wizard";

const visorTemplatesApi = adminApi("/visor-templates");
const vt = "admin.visorTemplates";

/** Why a visor is skipped, and why a picture was not stored, as the server writes them (visor-templates.server.ts). */
const reasonPatterns = [
  ["existsAs", /Already exists as "(?<name>.+)"/s],
  ["sameName", /Same name as the (?<color>.+) visor/s],
] as const satisfies readonly MessagePattern<string>[];
const pictureReasonPatterns = [
  ["notImage", /Could not be read as an image/],
  ["notDownloaded", /Not downloaded/],
  ["tooLarge", /Larger than 10 MB/],
  ["answered", /The address answered (?<status>\d+)/],
  ["unreachable", /The address could not be reached/],
] as const satisfies readonly MessagePattern<string>[];

export function GenerateStep({
  form,
  preview,
  result,
  busy,
  onPreview,
  onCreate,
}: {
  form: VisorTemplateInput;
  preview: VisorTemplatePreview | null;
  result: GenerateResult | null;
  busy: boolean;
  onPreview: () => unknown;
  onCreate: () => unknown;
}) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languages = useLanguageNames();
  const colorLabel = useColorLabel();
  const reasonText = (reason: string) => {
    const found = matchMessage(reason, reasonPatterns);
    if (!found) return reason;
    const { name, color } = found.values;
    // The server names a color by its English label.
    const key = visorColors.find((c) => c.label === color)?.key ?? color;
    return t(`${vt}.reasons.${found.key}`, { name, color: key && colorLabel(key) });
  };
  const pictureReason = (reason: string) => {
    const found = matchMessage(reason, pictureReasonPatterns);
    return found ? t(`${vt}.pictureReasons.${found.key}`, found.values) : reason;
  };
  const toCreate = preview?.items.filter((item) => item.status === "create").length ?? 0;
  async function createCategory() {
    await run(
      () =>
        adminCall(
          visorTemplatesApi.category.$post({
            json: { helmetBrand: form.helmetBrand, helmetModel: form.helmetModel },
          }),
        ),
      { title: t(`${vt}.categoryCreated`), description: preview?.categorySlug },
      { refresh: false, failure: t(`${vt}.categoryNotCreated`) },
    );
    await onPreview();
  }
  if (!preview) {
    return (
      <button type="button" onClick={onPreview} className={smallButton}>
        {t(`${vt}.preview`)}
      </button>
    );
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {preview.category ? (
          <p>
            {withNodes(t(`${vt}.category`), {
              category: (
                <>
                  <strong>{preview.category.name}</strong> ({preview.category.slug})
                </>
              ),
            })}
          </p>
        ) : (
          <>
            <p>{withNodes(t(`${vt}.noCategory`), { slug: <strong>{preview.categorySlug}</strong> })}</p>
            <button type="button" onClick={createCategory} className={smallButton}>
              {t(`${vt}.createCategory`)}
            </button>
          </>
        )}
        <button type="button" onClick={onPreview} className={smallButton}>
          {t(`${vt}.preview`)}
        </button>
      </div>
      <div className="relative mt-4 overflow-x-auto rounded-card ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(`${vt}.previewCaption`)}</caption>
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              {(["color", "name", "price", "links", "status"] as const).map((title) => (
                <th key={title} className="px-3 py-2 font-semibold">
                  {t(`${vt}.columns.${title}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {preview.items.map((item) => (
              <tr key={item.color} className="align-top">
                <td className="px-3 py-2 font-semibold">{colorLabel(item.color)}</td>
                <td className="px-3 py-2">
                  <p>{item.name}</p>
                  <p className="text-xs text-steel-600">{item.slug}</p>
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-signal-700">{t(`${vt}.otherLanguages`)}</summary>
                    <ul className="mt-1 grid gap-0.5">
                      {Object.entries(item.translations).map(([language, translation]) => (
                        <li key={language} lang={language}>
                          <span className="uppercase text-steel-600">{language}</span> {translation.name}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-1 whitespace-pre-line text-steel-700">{item.description}</p>
                  </details>
                </td>
                <td className="tabular px-3 py-2 whitespace-nowrap">
                  {item.discountPrice ? (
                    <>
                      {format.money(item.discountPrice)} <s className="text-steel-600">{format.money(item.price)}</s>
                    </>
                  ) : (
                    format.money(item.price)
                  )}
                </td>
                <td className="max-w-56 px-3 py-2 text-xs break-all">
                  <p>{item.affiliateUrl === "#" ? t(`${vt}.noAffiliateLink`) : item.affiliateUrl}</p>
                  {item.imageUrl && <p className="text-steel-600">{t(`${vt}.image`, { url: item.imageUrl })}</p>}
                </td>
                <td className="px-3 py-2">
                  {item.status === "create" ? (
                    <span className="font-semibold text-stock-in-strong">{t(`${vt}.willCreate`)}</span>
                  ) : (
                    <>
                      <span className="font-semibold text-steel-700">{t(`${vt}.alreadyExists`)}</span>
                      <p className="text-xs text-steel-600">{item.reason && reasonText(item.reason)}</p>
                      {item.productId && (
                        <Link
                          to={`/admin/products/${item.productId}/edit`}
                          className="text-xs text-signal-700 underline"
                        >
                          {t(`${vt}.edit`)}
                          <span className="sr-only"> {item.name}</span>
                        </Link>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-steel-700">{t(`${vt}.draftsNote`)}</p>
      <button
        type="button"
        onClick={onCreate}
        disabled={busy || toCreate === 0}
        className={`${actionButton} mt-3 disabled:opacity-50`}
      >
        {t(`${vt}.createProducts`)}
      </button>
      {result && (
        <div role="status" className="mt-4 rounded-control bg-steel-50 p-3 text-sm ring-1 ring-steel-200">
          <p className="font-semibold">
            {t(`${vt}.resultCounts`, {
              created: format.number(result.created.length),
              skipped: format.number(result.skipped.length),
            })}
          </p>
          <ul className="mt-2 grid gap-1">
            {result.created.map((product) => (
              <li key={product.id}>
                <Link to={`/admin/products/${product.id}/edit`} className="text-signal-700 underline">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
          {result.fits.length > 0 && <p className="mt-2">{t(`${vt}.fits`, { list: result.fits.join(", ") })}</p>}
          {result.modelsCreated.length > 0 && (
            <p className="mt-1">{t(`${vt}.newModels`, { list: result.modelsCreated.join(", ") })}</p>
          )}
          <p className="mt-1">
            {result.translatedWithAi > 0
              ? t(`${vt}.translatedByAi`, { n: format.number(result.translatedWithAi) })
              : t(`${vt}.translatedBySentence`)}
          </p>
          {result.aiFailed.length > 0 && (
            <p className="mt-1 font-semibold text-stock-out">
              {t(`${vt}.aiFailed`, {
                list: result.aiFailed.map((f) => `${languages.inText(f.language)} (${f.error})`).join(", "),
              })}
            </p>
          )}
          {result.picturesNotStored.length > 0 && (
            <div className="mt-2">
              <p className="font-semibold text-stock-out">{t(`${vt}.picturesNotStored`)}</p>
              <ul className="mt-1 grid gap-1">
                {result.picturesNotStored.map((picture) => (
                  <li key={picture.color}>
                    {colorLabel(picture.color)}: <span className="break-all">{picture.url}</span> —{" "}
                    {pictureReason(picture.reason)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export function TemplatesPanel({
  templates,
  form,
  onLoad,
  onSaveErrors,
}: {
  templates: VisorTemplateSummary[];
  form: VisorTemplateInput;
  onLoad: (template: SavedVisorTemplate) => void;
  onSaveErrors: (failure: AdminFailure) => void;
}) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  async function save() {
    if (!name.trim()) return setNameError(t(`${vt}.nameRequired`));
    setNameError(null);
    await run(
      () =>
        adminCall(visorTemplatesApi[":name"].$put({ param: { name: encodeURIComponent(name.trim()) }, json: form })),
      { title: t(`${vt}.templateSaved`), description: name.trim() },
      { failure: t(`${vt}.templateNotSaved`), onFailure: onSaveErrors },
    );
  }
  async function load(templateName: string) {
    const loaded = await run(
      () => adminCall(visorTemplatesApi[":name"].$get({ param: { name: encodeURIComponent(templateName) } })),
      { title: t(`${vt}.templateLoaded`), description: templateName },
      { refresh: false, failure: t(`${vt}.templateNotLoaded`) },
    );
    if (loaded.ok) {
      onLoad(loaded.data);
      setName(templateName);
    }
  }
  return (
    <div className="min-w-0 [&>section]:mt-0">
      <AdminSection id="saved-templates" title={t(`${vt}.templates`)}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1">
            <FormField
              idPrefix="visor"
              name="templateName"
              label={t(`${vt}.templateName`)}
              error={nameError ?? undefined}
            >
              {(props) => (
                <input {...props} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
              )}
            </FormField>
          </div>
          <button type="submit" className={`${smallButton} h-10`}>
            {t(`${vt}.saveTemplate`)}
          </button>
        </form>
        <h3 className="mt-5 text-sm font-semibold">{t(`${vt}.loadTemplate`)}</h3>
        {templates.length === 0 ? (
          <p className="mt-1 text-sm text-steel-700">{t(`${vt}.noTemplates`)}</p>
        ) : (
          <ul className="mt-2 divide-y divide-steel-200 text-sm">
            {templates.map((template) => (
              <li key={template.name} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{template.name}</p>
                  <p className="text-xs text-steel-600">
                    {template.helmetBrand} {template.helmetModel} ·{" "}
                    {t(`${vt}.colorCount`, {
                      count: template.colors.length,
                      n: format.number(template.colors.length),
                    })}{" "}
                    · {format.dateTime(template.updatedAt)}
                  </p>
                </div>
                <button type="button" onClick={() => load(template.name)} className={smallButton}>
                  {t(`${vt}.load`)}
                  <span className="sr-only"> {template.name}</span>
                </button>
                <DeleteButton
                  remove={() =>
                    visorTemplatesApi[":name"].$delete({ param: { name: encodeURIComponent(template.name) } })
                  }
                  name={template.name}
                  title={t(`${vt}.deleteTitle`)}
                  message={t(`${vt}.deleteMessage`, { name: template.name })}
                  done={t(`${vt}.deleted`)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
