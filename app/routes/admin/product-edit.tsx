import { data, Link, useNavigate } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
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
import { useTranslation } from "~/i18n/use-translation";
import { readTimeline } from "~/features/timeline/timeline.server";
import { TimelinePanel } from "~/features/timeline/components/timeline-panel";
import type { Route } from "./+types/product-edit";
import { Lifecycle, Pictures } from "~/features/catalog/components/product-edit-panels";
import { ProductActions, DraftDescriptionButton } from "~/features/catalog/components/product-edit-actions";

const productsApi = adminApi("/products");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const options = await productFormOptions(db);
  const aiConfigured = Boolean(context.get(appContext).ai);
  if (params.id === undefined)
    return {
      product: null,
      options,
      aiConfigured,
      linkHealth: null,
      fallbackHealth: null,
      translations: null,
      timeline: null,
    };
  const id = idSchema.safeParse(params.id);
  const product = id.success
    ? await getAdminProduct(db, id.data).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      })
    : null;
  if (!product) throw data(null, { status: 404 });
  const [linkHealth, fallbackHealth, translations, timeline] = await Promise.all([
    linkHealthOf(db, product.id),
    product.fallbackUrl ? fallbackCheckOf(db, product.id, product.fallbackUrl) : null,
    getTranslationEditor(db, "product", product.id),
    readTimeline(db, "product", product.id),
  ]);
  return { product, options, aiConfigured, linkHealth, fallbackHealth, translations, timeline };
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
  const { t } = useTranslation();
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(productInputSchema, productFormValues(product), productRequest);
  const versions = useEditConflict(form, product?.updatedAt, productFormValues, { onReload: unsaved.saved });
  const type = form.watch("type");
  const at = (name: keyof ProductFormValues) => ({ idPrefix: "product", name, error: form.errorOf(name) });

  // The fields as typed go to the API (it parses them with the same schema).
  const save = form.handleSubmit(async () => {
    const body = productRequest(form.getValues());
    await run(
      () =>
        product
          ? adminCall(productsApi[":id"].$put({ param: { id: String(product.id) }, json: versions.versioned(body) }))
          : adminCall(productsApi.index.$post({ json: versions.versioned(body) })),
      { title: t(product ? "admin.productEdit.saved" : "admin.productEdit.created"), description: body.name },
      {
        failure: t("admin.productEdit.saveFailed"),
        onFailure: versions.onFailure,
        // The page anew from what was stored (and, after "Create product", at the product's address).
        refresh: (stored) => {
          versions.saved(stored);
          unsaved.saved();
          return navigate(`/admin/products/${stored.id}/edit`, { replace: true });
        },
      },
    );
  });

  return (
    <AdminPage
      title={product ? product.name : t("admin.productEdit.newTitle")}
      intro={product ? undefined : t("admin.productEdit.newIntro")}
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
            <FormField {...at("name")} label={t("admin.productEdit.name")}>
              {(props) => <input {...props} {...form.field("name")} required className={inputClass} />}
            </FormField>
          </div>
          <FormField {...at("slug")} label={t("admin.productEdit.slug")} hint={t("admin.productEdit.slugHint")}>
            {(props) => <input {...props} {...form.field("slug")} className={inputClass} />}
          </FormField>
          <FormField {...at("type")} label={t("admin.productEdit.type")}>
            {(props) => (
              <select {...props} {...form.field("type")} className={inputClass}>
                {productTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`admin.products.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("brandId")} label={t("admin.productEdit.brand")}>
            {(props) => (
              <select {...props} {...form.field("brandId")} className={inputClass}>
                <option value="">{t("admin.productEdit.noBrand")}</option>
                {options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("categoryId")} label={t("admin.productEdit.category")}>
            {(props) => (
              <select {...props} {...form.field("categoryId")} className={inputClass}>
                <option value="">{t("admin.productEdit.noCategory")}</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...at("price")} label={t("admin.productEdit.price")}>
            {(props) => (
              <input {...props} {...form.field("price")} inputMode="decimal" required className={inputClass} />
            )}
          </FormField>
          <FormField
            {...at("originalPrice")}
            label={t("admin.productEdit.originalPrice")}
            hint={t("admin.productEdit.originalPriceHint")}
          >
            {(props) => (
              <input {...props} {...form.field("originalPrice")} inputMode="decimal" className={inputClass} />
            )}
          </FormField>
          <FormField {...at("stock")} label={t("admin.productEdit.stock")} hint={t("admin.productEdit.stockHint")}>
            {(props) => <input {...props} {...form.field("stock")} inputMode="numeric" className={inputClass} />}
          </FormField>
          <FormField {...at("rating")} label={t("admin.productEdit.rating")}>
            {(props) => <input {...props} {...form.field("rating")} inputMode="decimal" className={inputClass} />}
          </FormField>
          <FormField {...at("gtin")} label={t("admin.productEdit.gtin")} hint={t("admin.productEdit.gtinHint")}>
            {(props) => <input {...props} {...form.field("gtin")} inputMode="numeric" className={inputClass} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              {...at("aliexpressUrl")}
              label={t("admin.productEdit.affiliateLink")}
              hint={t("admin.productEdit.affiliateLinkHint")}
            >
              {(props) => <input {...props} {...form.field("aliexpressUrl")} type="url" className={inputClass} />}
            </FormField>
            {product && product.aliexpressUrl !== "#" && (
              <LinkHealthLine
                label={t("admin.productEdit.linkHealth")}
                health={loaderData.linkHealth}
                testId="link-health"
              />
            )}
          </div>
          <div className="sm:col-span-2">
            <FormField
              {...at("fallbackUrl")}
              label={t("admin.productEdit.secondShop")}
              hint={t("admin.productEdit.secondShopHint")}
            >
              {(props) => <input {...props} {...form.field("fallbackUrl")} type="url" className={inputClass} />}
            </FormField>
            {product?.fallbackUrl && (
              <LinkHealthLine
                label={t("admin.productEdit.secondShopHealth")}
                health={loaderData.fallbackHealth}
                testId="fallback-link-health"
              />
            )}
          </div>
          <div className="sm:col-span-2">
            <FormField
              {...at("description")}
              label={t("admin.productEdit.description")}
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
            label={t("admin.productEdit.buttonText")}
            hint={t("admin.productEdit.buttonTextHint")}
          >
            {(props) => <input {...props} {...form.field("buttonText")} className={inputClass} />}
          </FormField>
          <FormField {...at("tags")} label={t("admin.productEdit.tags")} hint={t("admin.productEdit.tagsHint")}>
            {(props) => <input {...props} {...form.field("tags")} className={inputClass} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              {...at("specifications")}
              label={t("admin.productEdit.specifications")}
              hint={t("admin.productEdit.specificationsHint")}
            >
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
            <legend className="text-sm font-semibold">{t("admin.productEdit.flags")}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {productFlags.map((flag) => (
                <label key={flag} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" {...form.field(flag)} className="h-4 w-4 accent-signal-700" />
                  {t(`admin.products.flags.${flag}`)}
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
              {t(
                form.formState.isSubmitting
                  ? "admin.productEdit.saving"
                  : product
                    ? "admin.productEdit.save"
                    : "admin.productEdit.create",
              )}
            </button>
            <Link to="/admin/products" className="text-sm font-semibold text-signal-700 hover:underline">
              {t("admin.productEdit.backToList")}
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
            {t("admin.productEdit.picturesLater")}
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
      {loaderData.timeline && (
        <AdminSection id="product-history" title={t("admin.timeline.title")}>
          <p className="mb-2 text-sm text-steel-700">{t("admin.timeline.intro")}</p>
          <TimelinePanel {...loaderData.timeline} />
        </AdminSection>
      )}
    </AdminPage>
  );
}
