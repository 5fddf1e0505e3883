import { languageInfo } from "~/i18n/languages";
import { useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall, type AdminFailure, DeleteButton, useAdminAction } from "~/features/admin";
import { AdminSection, formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import type { VisorTemplateInput } from "../visor-templates.schema";
import { formatPrice } from "~/i18n/format";
import type {
  GenerateResult,
  SavedVisorTemplate,
  VisorTemplatePreview,
  VisorTemplateSummary,
} from "../visor-template-wizard";

const visorTemplatesApi = adminApi("/visor-templates");

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
  const toCreate = preview?.items.filter((item) => item.status === "create").length ?? 0;
  async function createCategory() {
    await run(
      () =>
        adminCall(
          visorTemplatesApi.category.$post({
            json: { helmetBrand: form.helmetBrand, helmetModel: form.helmetModel },
          }),
        ),
      { title: "Category created", description: preview?.categorySlug },
      { refresh: false, failure: "The category was not created" },
    );
    await onPreview();
  }
  if (!preview) {
    return (
      <button type="button" onClick={onPreview} className={smallButton}>
        Preview
      </button>
    );
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {preview.category ? (
          <p>
            Category: <strong>{preview.category.name}</strong> ({preview.category.slug})
          </p>
        ) : (
          <>
            <p>
              The category <strong>{preview.categorySlug}</strong> does not exist yet: it is made with the products, or
              now.
            </p>
            <button type="button" onClick={createCategory} className={smallButton}>
              Create category
            </button>
          </>
        )}
        <button type="button" onClick={onPreview} className={smallButton}>
          Preview
        </button>
      </div>
      <div className="relative mt-4 overflow-x-auto rounded-card ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Products that would be created</caption>
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              {["Color", "Name", "Price", "Links", "Status"].map((title) => (
                <th key={title} className="px-3 py-2 font-semibold">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {preview.items.map((item) => (
              <tr key={item.color} className="align-top">
                <td className="px-3 py-2 font-semibold">{item.label}</td>
                <td className="px-3 py-2">
                  <p>{item.name}</p>
                  <p className="text-xs text-steel-600">{item.slug}</p>
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-signal-700">Other languages and description</summary>
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
                      {formatPrice(item.discountPrice)} <s className="text-steel-600">{formatPrice(item.price)}</s>
                    </>
                  ) : (
                    formatPrice(item.price)
                  )}
                </td>
                <td className="max-w-56 px-3 py-2 text-xs break-all">
                  <p>{item.affiliateUrl === "#" ? "No affiliate link" : item.affiliateUrl}</p>
                  {item.imageUrl && <p className="text-steel-600">Image: {item.imageUrl}</p>}
                </td>
                <td className="px-3 py-2">
                  {item.status === "create" ? (
                    <span className="font-semibold text-stock-in-strong">will create</span>
                  ) : (
                    <>
                      <span className="font-semibold text-steel-700">already exists</span>
                      <p className="text-xs text-steel-600">{item.reason}</p>
                      {item.productId && (
                        <Link
                          to={`/admin/products/${item.productId}/edit`}
                          className="text-xs text-signal-700 underline"
                        >
                          Edit<span className="sr-only"> {item.name}</span>
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
      <p className="mt-3 text-sm text-steel-700">
        Products are created as drafts, fitting the model and the compatible models (a model the brand does not have yet
        is added to it). Pictures are downloaded from their addresses; one that cannot be is listed below.
      </p>
      <button
        type="button"
        onClick={onCreate}
        disabled={busy || toCreate === 0}
        className={`${actionButton} mt-3 disabled:opacity-50`}
      >
        Create products
      </button>
      {result && (
        <div role="status" className="mt-4 rounded-control bg-steel-50 p-3 text-sm ring-1 ring-steel-200">
          <p className="font-semibold">
            {result.created.length} created, {result.skipped.length} skipped.
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
          {result.fits.length > 0 && <p className="mt-2">Fits: {result.fits.join(", ")}.</p>}
          {result.modelsCreated.length > 0 && (
            <p className="mt-1">New helmet models: {result.modelsCreated.join(", ")}.</p>
          )}
          <p className="mt-1">
            {result.translatedWithAi > 0
              ? `Translations: ${result.translatedWithAi} by the AI from your text, each marked for review.`
              : "Translations: a sentence written for each language, each marked for review."}
          </p>
          {result.aiFailed.length > 0 && (
            <p className="mt-1 font-semibold text-stock-out">
              The AI failed for {result.aiFailed.map((f) => `${languageInfo(f.language).name} (${f.error})`).join(", ")}
              : those keep the written sentence.
            </p>
          )}
          {result.picturesNotStored.length > 0 && (
            <div className="mt-2">
              <p className="font-semibold text-stock-out">Pictures not stored: add them on each product&apos;s page.</p>
              <ul className="mt-1 grid gap-1">
                {result.picturesNotStored.map((picture) => (
                  <li key={picture.color}>
                    {picture.color}: <span className="break-all">{picture.url}</span> — {picture.reason}
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
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  async function save() {
    if (!name.trim()) return setNameError("Template name is required");
    setNameError(null);
    await run(
      () =>
        adminCall(visorTemplatesApi[":name"].$put({ param: { name: encodeURIComponent(name.trim()) }, json: form })),
      { title: "Template saved", description: name.trim() },
      { failure: "The template was not saved", onFailure: onSaveErrors },
    );
  }
  async function load(templateName: string) {
    const loaded = await run(
      () => adminCall(visorTemplatesApi[":name"].$get({ param: { name: encodeURIComponent(templateName) } })),
      { title: "Template loaded", description: templateName },
      { refresh: false, failure: "The template could not be loaded" },
    );
    if (loaded.ok) {
      onLoad(loaded.data);
      setName(templateName);
    }
  }
  return (
    <div className="min-w-0 [&>section]:mt-0">
      <AdminSection id="saved-templates" title="Templates">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1">
            <FormField idPrefix="visor" name="templateName" label="Template name" error={nameError ?? undefined}>
              {(props) => (
                <input {...props} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
              )}
            </FormField>
          </div>
          <button type="submit" className={`${smallButton} h-10`}>
            Save template
          </button>
        </form>
        <h3 className="mt-5 text-sm font-semibold">Load template</h3>
        {templates.length === 0 ? (
          <p className="mt-1 text-sm text-steel-700">No saved templates yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-steel-200 text-sm">
            {templates.map((template) => (
              <li key={template.name} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{template.name}</p>
                  <p className="text-xs text-steel-600">
                    {template.helmetBrand} {template.helmetModel} · {template.colors.length}{" "}
                    {template.colors.length === 1 ? "color" : "colors"} · {formatAdminDate(template.updatedAt)}
                  </p>
                </div>
                <button type="button" onClick={() => load(template.name)} className={smallButton}>
                  Load<span className="sr-only"> {template.name}</span>
                </button>
                <DeleteButton
                  remove={() =>
                    visorTemplatesApi[":name"].$delete({ param: { name: encodeURIComponent(template.name) } })
                  }
                  name={template.name}
                  title="Delete this template?"
                  message={`The template "${template.name}" will be deleted. Products made from it stay.`}
                  done="Template deleted"
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
