import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { adminFetch } from "~/features/admin/admin-fetch";
import { AdminPage, formatAdminDate } from "~/components/ui/admin/admin-page";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { productTypes } from "~/features/catalog/product-kinds";
import { FitsEditor, readVisorFacts, VisorFactsFields } from "~/features/catalog/components/product-fitment-fields";
import { productFlags } from "~/features/catalog/product-kinds";
import { getAdminProduct, productFormOptions, type AdminProduct } from "~/features/catalog/product-admin.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { appContext } from "~/context/app-context";
import { NotFoundError } from "~/lib/errors";
import { linkHealthOf } from "~/features/link-health/link-health.server";
import { LinkStatusBadge } from "~/features/link-health/components/link-status-badge";
import { flagLabels } from "./products";
import type { Route } from "./+types/product-edit";
import { Lifecycle, Pictures } from "~/features/catalog/components/product-edit-panels";
import { ProductActions, DraftDescriptionButton } from "~/features/catalog/components/product-edit-actions";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const options = await productFormOptions(db);
  const aiConfigured = Boolean(context.get(appContext).ai);
  if (params.id === undefined) return { product: null, options, aiConfigured, linkHealth: null };
  const id = idSchema.safeParse(params.id);
  const product = id.success
    ? await getAdminProduct(db, id.data).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      })
    : null;
  if (!product) throw data(null, { status: 404 });
  return { product, options, aiConfigured, linkHealth: await linkHealthOf(db, product.id) };
}

type FieldErrors = Record<string, string>;

/** The form's values as the API takes them. */
function readForm(form: HTMLFormElement) {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "").trim();
  const specifications = Object.fromEntries(
    text("specifications")
      .split("\n")
      .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([key, value]) => key && value),
  );
  const type = text("type");
  return {
    name: text("name"),
    slug: text("slug"),
    type,
    brandId: text("brandId") || null,
    categoryId: text("categoryId") || null,
    price: text("price"),
    originalPrice: text("originalPrice") || null,
    stock: text("stock") === "" ? null : text("stock"),
    aliexpressUrl: text("aliexpressUrl"),
    rating: text("rating") === "" ? null : text("rating"),
    description: text("description"),
    buttonText: text("buttonText"),
    tags: text("tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    specifications,
    fits: JSON.parse(text("fits") || "[]") as unknown[],
    // Facts are for visors only: another type sends null, and the server drops them.
    visor: type === "visor" ? readVisorFacts(values) : null,
    ...Object.fromEntries(productFlags.map((flag) => [flag, values.get(flag) === "on"])),
  };
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [type, setType] = useState<string>(product?.type ?? "visor");
  const unsaved = useUnsavedChanges();

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const body = readForm(event.currentTarget);
    const saved = await run(
      () =>
        adminFetch<{ id: number }>(product ? `/api/admin/products/${product.id}` : "/api/admin/products", {
          method: product ? "PUT" : "POST",
          json: body,
        }),
      { title: product ? "Product saved" : "Product created", description: body.name },
      { failure: "Failed to save the product", refresh: false, onFailure: (failure) => setErrors(failure.fields) },
    );
    setSaving(false);
    if (saved.ok) {
      setErrors({});
      unsaved.saved();
      await navigate(`/admin/products/${saved.data.id}/edit`, { replace: true });
    }
  }

  const value = <K extends keyof AdminProduct>(key: K) => product?.[key];
  return (
    <AdminPage
      title={product ? product.name : "New product"}
      intro={product ? undefined : "Saved as a draft: only published products are on the storefront."}
      actions={product && <ProductActions product={product} />}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          onSubmit={save}
          onChange={unsaved.onChange}
          noValidate
          className="grid gap-4 rounded-card bg-white p-5 ring-1 ring-steel-200 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <FormField idPrefix="product" name="name" label="Name (Portuguese)" error={errors.name}>
              {(props) => <input {...props} defaultValue={value("name")} required className={inputClass} />}
            </FormField>
          </div>
          <FormField
            idPrefix="product"
            name="slug"
            label="Slug"
            error={errors.slug}
            hint="Empty: made from the name. A change keeps the old address working."
          >
            {(props) => <input {...props} defaultValue={value("slug")} className={inputClass} />}
          </FormField>
          <FormField idPrefix="product" name="type" label="Type" error={errors.type}>
            {(props) => (
              <select {...props} value={type} onChange={(e) => setType(e.currentTarget.value)} className={inputClass}>
                {productTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField idPrefix="product" name="brandId" label="Brand" error={errors.brandId}>
            {(props) => (
              <select {...props} defaultValue={value("brandId") ?? ""} className={inputClass}>
                <option value="">No brand</option>
                {options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField idPrefix="product" name="categoryId" label="Category" error={errors.categoryId}>
            {(props) => (
              <select {...props} defaultValue={value("categoryId") ?? ""} className={inputClass}>
                <option value="">No category</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField idPrefix="product" name="price" label="Price (€)" error={errors.price}>
            {(props) => (
              <input {...props} inputMode="decimal" defaultValue={value("price")} required className={inputClass} />
            )}
          </FormField>
          <FormField
            idPrefix="product"
            name="originalPrice"
            label="Original price (€)"
            error={errors.originalPrice}
            hint="Shown struck through, with the saving."
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={value("originalPrice") ?? ""}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            idPrefix="product"
            name="stock"
            label="Stock"
            error={errors.stock}
            hint="Empty: not tracked (in stock). 0: out of stock."
          >
            {(props) => (
              <input {...props} inputMode="numeric" defaultValue={value("stock") ?? ""} className={inputClass} />
            )}
          </FormField>
          <FormField idPrefix="product" name="rating" label="Rating (0–5)" error={errors.rating}>
            {(props) => (
              <input {...props} inputMode="decimal" defaultValue={value("rating") ?? ""} className={inputClass} />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              idPrefix="product"
              name="aliexpressUrl"
              label="Affiliate link"
              error={errors.aliexpressUrl}
              hint="Empty: the buy button stays disabled."
            >
              {(props) => (
                <input
                  {...props}
                  type="url"
                  defaultValue={value("aliexpressUrl") === "#" ? "" : value("aliexpressUrl")}
                  className={inputClass}
                />
              )}
            </FormField>
            {product && product.aliexpressUrl !== "#" && (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-steel-700" data-testid="link-health">
                <span className="font-semibold text-asphalt">Link health:</span>
                <LinkStatusBadge status={loaderData.linkHealth?.status ?? null} />
                {loaderData.linkHealth ? (
                  <span>
                    {formatAdminDate(loaderData.linkHealth.checkedAt)}
                    {loaderData.linkHealth.httpStatus !== null && ` · HTTP ${loaderData.linkHealth.httpStatus}`}
                    {loaderData.linkHealth.detail && ` · ${loaderData.linkHealth.detail}`}
                  </span>
                ) : (
                  <span>not checked since this link was saved</span>
                )}
                <a href="/admin/dashboard/link-health" className="font-semibold text-signal-700 hover:underline">
                  Link health tool
                </a>
              </p>
            )}
          </div>
          <div className="sm:col-span-2">
            <FormField
              idPrefix="product"
              name="description"
              label="Description"
              error={errors.description}
              action={product && loaderData.aiConfigured && <DraftDescriptionButton productId={product.id} />}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={6}
                  defaultValue={value("description")}
                  className={`${inputClass} h-auto py-2`}
                />
              )}
            </FormField>
          </div>
          <FormField idPrefix="product" name="buttonText" label="Button text" error={errors.buttonText}>
            {(props) => <input {...props} defaultValue={value("buttonText")} className={inputClass} />}
          </FormField>
          <FormField idPrefix="product" name="tags" label="Tags" error={errors.tags} hint="Separated by commas.">
            {(props) => <input {...props} defaultValue={product?.tags.join(", ")} className={inputClass} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              idPrefix="product"
              name="specifications"
              label="Specifications"
              error={errors.specifications}
              hint="One per line: name: value."
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  defaultValue={Object.entries(product?.specifications ?? {})
                    .map(([k, v]) => `${k}: ${v}`)
                    .join("\n")}
                  className={`${inputClass} h-auto py-2 font-mono text-sm`}
                />
              )}
            </FormField>
          </div>
          <FitsEditor initial={product?.fits ?? []} options={options.helmetModels} errors={errors} />
          {type === "visor" && <VisorFactsFields visor={product?.visor ?? null} errors={errors} />}
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold">Badges and flags</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {productFlags.map((flag) => (
                <label key={flag} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={flag}
                    defaultChecked={Boolean(product?.[flag])}
                    className="h-4 w-4 accent-signal-700"
                  />
                  {flagLabels[flag]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center gap-3 sm:col-span-2">
            <button
              type="submit"
              disabled={saving}
              className="h-11 rounded-control bg-asphalt px-6 font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-70"
            >
              {saving ? "Saving…" : product ? "Save" : "Create product"}
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
    </AdminPage>
  );
}
