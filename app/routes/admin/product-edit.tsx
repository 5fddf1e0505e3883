import { data, Link, useNavigate } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { useEditConflict } from "~/features/admin/use-edit-conflict";
import { EditConflictPanel } from "~/features/admin/components/edit-conflict-panel";
import { productTypes } from "~/features/catalog/product-kinds";
import { FitsEditor, VisorFactsFields } from "~/features/catalog/components/product-fitment-fields";
import {
  productFormValues,
  productRequest,
  type ProductFormValues,
} from "~/features/catalog/components/product-form-values";
import { productInputSchema } from "~/features/catalog/product-admin.schema";
import { productFlags } from "~/features/catalog/product-kinds";
import { getAdminProduct, productFormOptions } from "~/features/catalog/product-admin.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { appContext } from "~/context/app-context";
import { NotFoundError } from "~/lib/errors";
import { linkHealthOf } from "~/features/link-health/link-health.server";
import { fallbackCheckOf } from "~/features/link-health/fallback-checks.server";
import { LinkHealthLine } from "~/features/link-health/components/link-health-line";
import { getTranslationEditor } from "~/features/translations/translations-admin.server";
import { ProductTranslations } from "~/features/translations/components/product-translations";
import { flagLabels } from "./products";
import type { Route } from "./+types/product-edit";
import { Lifecycle, Pictures } from "~/features/catalog/components/product-edit-panels";
import { ProductActions, DraftDescriptionButton } from "~/features/catalog/components/product-edit-actions";

const productsApi = adminApi("/products");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const options = await productFormOptions(db);
  const aiConfigured = Boolean(context.get(appContext).ai);
  if (params.id === undefined)
    return { product: null, options, aiConfigured, linkHealth: null, fallbackHealth: null, translations: null };
  const id = idSchema.safeParse(params.id);
  const product = id.success
    ? await getAdminProduct(db, id.data).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      })
    : null;
  if (!product) throw data(null, { status: 404 });
  const [linkHealth, fallbackHealth, translations] = await Promise.all([
    linkHealthOf(db, product.id),
    product.fallbackUrl ? fallbackCheckOf(db, product.id, product.fallbackUrl) : null,
    getTranslationEditor(db, "product", product.id),
  ]);
  return { product, options, aiConfigured, linkHealth, fallbackHealth, translations };
}

/**
 * The form starts from the saved product: keyed by its id and last change, so after "Create product" or
 * "Save" (the loader runs again) every field shows what was stored — the generated slug, the price as
 * saved — instead of what was typed.
 */
export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return <ProductEditor key={product ? `${product.id}:${product.updatedAt}` : "new"} loaderData={loaderData} />;
}

function ProductEditor({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { product, options } = loaderData;
  const navigate = useNavigate();
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(productInputSchema, productFormValues(product), productRequest);
  const versions = useEditConflict(form, product?.updatedAt, productFormValues, { onReload: unsaved.saved });
  const type = form.watch("type");
  const at = (name: keyof ProductFormValues) => ({ idPrefix: "product", name, error: form.errorOf(name) });

  // The fields as typed go to the API (it parses them with the same schema).
  const save = form.handleSubmit(async () => {
    const body = productRequest(form.getValues());
    const saved = await run(
      () =>
        product
          ? adminCall(productsApi[":id"].$put({ param: { id: String(product.id) }, json: versions.versioned(body) }))
          : adminCall(productsApi.index.$post({ json: versions.versioned(body) })),
      { title: product ? "Product saved" : "Product created", description: body.name },
      { failure: "Failed to save the product", refresh: false, onFailure: versions.onFailure },
    );
    if (saved.ok) {
      versions.saved(saved.data);
      unsaved.saved();
      await navigate(`/admin/products/${saved.data.id}/edit`, { replace: true });
    }
  });

  return (
    <AdminPage
      title={product ? product.name : "New product"}
      intro={product ? undefined : "Saved as a draft: only published products are on the storefront."}
      actions={product && <ProductActions product={product} />}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          id={versions.formId}
          onSubmit={save}
          onChange={unsaved.onChange}
          noValidate
          className="grid gap-4 rounded-card bg-white p-5 ring-1 ring-steel-200 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <FormField {...at("name")} label="Name (Portuguese)">
              {(props) => <input {...props} {...form.field("name")} required className={inputClass} />}
            </FormField>
          </div>
          <FormField
            {...at("slug")}
            label="Slug"
            hint="Empty: made from the name. A change keeps the old address working."
          >
            {(props) => <input {...props} {...form.field("slug")} className={inputClass} />}
          </FormField>
          <FormField {...at("type")} label="Type">
            {(props) => (
              <select {...props} {...form.field("type")} className={inputClass}>
                {productTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("brandId")} label="Brand">
            {(props) => (
              <select {...props} {...form.field("brandId")} className={inputClass}>
                <option value="">No brand</option>
                {options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("categoryId")} label="Category">
            {(props) => (
              <select {...props} {...form.field("categoryId")} className={inputClass}>
                <option value="">No category</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("price")} label="Price (€)">
            {(props) => (
              <input {...props} {...form.field("price")} inputMode="decimal" required className={inputClass} />
            )}
          </FormField>
          <FormField {...at("originalPrice")} label="Original price (€)" hint="Shown struck through, with the saving.">
            {(props) => (
              <input {...props} {...form.field("originalPrice")} inputMode="decimal" className={inputClass} />
            )}
          </FormField>
          <FormField {...at("stock")} label="Stock" hint="Empty: not tracked (in stock). 0: out of stock.">
            {(props) => <input {...props} {...form.field("stock")} inputMode="numeric" className={inputClass} />}
          </FormField>
          <FormField {...at("rating")} label="Rating (0–5)">
            {(props) => <input {...props} {...form.field("rating")} inputMode="decimal" className={inputClass} />}
          </FormField>
          <FormField
            {...at("gtin")}
            label="Barcode (EAN / GTIN)"
            hint="The digits under the bars; search engines match the product with other shops by it. The marketplace sync fills it when empty."
          >
            {(props) => <input {...props} {...form.field("gtin")} inputMode="numeric" className={inputClass} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              {...at("aliexpressUrl")}
              label="Affiliate link"
              hint="Empty: the buy button leads to the second shop below, or stays disabled without one."
            >
              {(props) => <input {...props} {...form.field("aliexpressUrl")} type="url" className={inputClass} />}
            </FormField>
            {product && product.aliexpressUrl !== "#" && (
              <LinkHealthLine label="Link health:" health={loaderData.linkHealth} testId="link-health" />
            )}
          </div>
          <div className="sm:col-span-2">
            <FormField
              {...at("fallbackUrl")}
              label="Second shop (optional)"
              hint="Another shop for it (an official store, another listing). The buy button leads there while the link above is broken or the product is out of stock at its shop, and names the shop it leads to."
            >
              {(props) => <input {...props} {...form.field("fallbackUrl")} type="url" className={inputClass} />}
            </FormField>
            {product?.fallbackUrl && (
              <LinkHealthLine
                label="Second shop's health:"
                health={loaderData.fallbackHealth}
                testId="fallback-link-health"
              />
            )}
          </div>
          <div className="sm:col-span-2">
            <FormField
              {...at("description")}
              label="Description"
              action={
                product &&
                loaderData.aiConfigured && (
                  <DraftDescriptionButton
                    productId={product.id}
                    onDrafted={(text) => {
                      form.setValue("description", text);
                      unsaved.onChange();
                      form.setFocus("description");
                    }}
                  />
                )
              }
            >
              {(props) => (
                <textarea {...props} {...form.field("description")} rows={6} className={`${inputClass} h-auto py-2`} />
              )}
            </FormField>
          </div>
          <FormField
            {...at("buttonText")}
            label="Button text"
            hint="Used when it names the shop the button leads to; otherwise the button says “Buy at {shop}” in the visitor's language."
          >
            {(props) => <input {...props} {...form.field("buttonText")} className={inputClass} />}
          </FormField>
          <FormField {...at("tags")} label="Tags" hint="Separated by commas.">
            {(props) => <input {...props} {...form.field("tags")} className={inputClass} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField {...at("specifications")} label="Specifications" hint="One per line: name: value.">
              {(props) => (
                <textarea
                  {...props}
                  {...form.field("specifications")}
                  rows={4}
                  className={`${inputClass} h-auto py-2 font-mono text-sm`}
                />
              )}
            </FormField>
          </div>
          <FitsEditor form={form} options={options.helmetModels} />
          {type === "visor" && <VisorFactsFields form={form} />}
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold">Badges and flags</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {productFlags.map((flag) => (
                <label key={flag} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" {...form.field(flag)} className="h-4 w-4 accent-signal-700" />
                  {flagLabels[flag]}
                </label>
              ))}
            </div>
          </fieldset>
          <EditConflictPanel state={versions} onOverwrite={save} />
          <div className="flex items-center gap-3 sm:col-span-2">
            <button
              type="submit"
              disabled={form.formState.isSubmitting}
              className="h-11 rounded-control bg-asphalt px-6 font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-70"
            >
              {form.formState.isSubmitting ? "Saving…" : product ? "Save" : "Create product"}
            </button>
            <Link to="/admin/products" className="text-sm font-semibold text-signal-700 hover:underline">
              Back to the list
            </Link>
          </div>
        </form>

        {product ? (
          <aside className="space-y-6">
            <Lifecycle product={product} />
            <Pictures product={product} run={run} />
          </aside>
        ) : (
          <aside className="rounded-card bg-white p-5 text-sm text-steel-700 ring-1 ring-steel-200">
            Pictures and publishing come once the product is created.
          </aside>
        )}
      </div>
      {product && loaderData.translations && (
        <ProductTranslations
          editor={loaderData.translations}
          aiConfigured={loaderData.aiConfigured}
          nameChanged={form.watch("name").trim() !== product.name}
        />
      )}
    </AdminPage>
  );
}
