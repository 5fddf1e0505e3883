import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { adminFetch, adminFieldErrors } from "~/features/admin/admin-fetch";
import { AdminPage, formatAdminDate } from "~/components/ui/admin/admin-page";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { productTypes } from "~/features/catalog/product-kinds";
import { useProductStatus } from "~/features/catalog/components/product-status-admin";
import { FitsEditor, readVisorFacts, VisorFactsFields } from "~/features/catalog/components/product-fitment-fields";
import { canMoveTo, productFlags, productStatuses, type ProductStatus } from "~/features/catalog/product-kinds";
import { getAdminProduct, productFormOptions, type AdminProduct } from "~/features/catalog/product-admin.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { productPath } from "~/i18n/routes";
import { appContext } from "~/context/app-context";
import { NotFoundError } from "~/lib/errors";
import { linkHealthOf } from "~/features/link-health/link-health.server";
import { LinkStatusBadge } from "~/features/link-health/components/link-status-badge";
import { flagLabels, statusStyle } from "./products";
import type { Route } from "./+types/product-edit";

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
    let savedId = product?.id;
    const saved = await run(
      async () =>
        (savedId = (
          await adminFetch<{ id: number }>(product ? `/api/admin/products/${product.id}` : "/api/admin/products", {
            method: product ? "PUT" : "POST",
            json: body,
          })
        ).id),
      { title: product ? "Product saved" : "Product created", description: body.name },
      { failure: "Failed to save the product", refresh: false, onError: (error) => setErrors(adminFieldErrors(error)) },
    );
    setSaving(false);
    if (saved) {
      setErrors({});
      unsaved.saved();
      await navigate(`/admin/products/${savedId}/edit`, { replace: true });
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

type Run = ReturnType<typeof useAdminAction>;

const statusLabels: Record<ProductStatus, string> = {
  draft: "Back to draft",
  ready: "Mark ready",
  published: "Publish",
};

function Lifecycle({ product }: { product: AdminProduct }) {
  const { move, dialog } = useProductStatus();
  return (
    <section aria-labelledby="lifecycle" className="rounded-card bg-white p-5 ring-1 ring-steel-200">
      <h2 id="lifecycle" className="text-xl font-bold">
        Status
      </h2>
      <ol className="mt-3 flex gap-1.5 text-xs font-semibold">
        {productStatuses.map((status) => (
          <li
            key={status}
            aria-current={status === product.status ? "step" : undefined}
            className={`rounded-full px-2.5 py-1 ${status === product.status ? statusStyle[status] : "text-steel-600 ring-1 ring-steel-200"}`}
          >
            {status}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        {productStatuses
          .filter((status) => canMoveTo(product.status, status))
          .map((status) => (
            <button key={status} type="button" onClick={() => move(product, status)} className={smallButton}>
              {statusLabels[status]}
            </button>
          ))}
      </div>
      {product.status === "published" && (
        <a
          href={productPath("pt", product.slug)}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-block text-sm font-semibold text-signal-700 hover:underline"
        >
          View on the storefront ↗
        </a>
      )}
      {dialog}
    </section>
  );
}

function Pictures({ product, run }: { product: AdminProduct; run: Run }) {
  const [dragging, setDragging] = useState(false);
  const images = product.images;
  const upload = (files: FileList | File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file);
    return run(
      () => adminFetch(`/api/admin/products/${product.id}/images`, { method: "POST", body: form }),
      {
        title: files.length === 1 ? "Picture added" : `${files.length} pictures added`,
      },
      { failure: "Failed to upload" },
    );
  };
  const order = (ids: number[], title: string) =>
    run(
      () => adminFetch(`/api/admin/products/${product.id}/images/order`, { method: "PUT", json: { imageIds: ids } }),
      { title },
    );
  const moved = (from: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    return ids;
  };
  return (
    <section aria-labelledby="pictures" className="rounded-card bg-white p-5 ring-1 ring-steel-200">
      <h2 id="pictures" className="text-xl font-bold">
        Pictures
      </h2>
      <label
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (e.dataTransfer.files.length) void upload(e.dataTransfer.files);
        }}
        className={`mt-3 flex cursor-pointer flex-col items-center rounded-control border-2 border-dashed p-4 text-center text-sm ${dragging ? "border-signal bg-signal/5" : "border-steel-200"}`}
      >
        <span className="font-semibold">Drop pictures here, or choose files</span>
        <span className="text-xs text-steel-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB each. The first is the cover.
        </span>
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(e) => {
            if (e.currentTarget.files?.length) void upload(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
          className="sr-only"
        />
      </label>
      {images.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {images.map((image, index) => (
            <li key={image.id} className="rounded-control p-2 ring-1 ring-steel-200">
              <img
                src={image.url}
                alt={`Picture ${index + 1}`}
                width={160}
                height={160}
                className="aspect-square w-full rounded-md bg-paper-200 object-cover"
              />
              {image.isCover ? (
                <p className="mt-1.5 text-xs font-semibold text-signal-700">Cover</p>
              ) : (
                <button
                  type="button"
                  onClick={() => order(moved(index, 0), "Cover changed")}
                  className="mt-1.5 text-xs font-semibold underline"
                >
                  Make cover<span className="sr-only"> (picture {index + 1})</span>
                </button>
              )}
              <div className="mt-1 flex gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => order(moved(index, index - 1), "Order changed")}
                  aria-label={`Move picture ${index + 1} earlier`}
                  className={smallButton}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1}
                  onClick={() => order(moved(index, index + 1), "Order changed")}
                  aria-label={`Move picture ${index + 1} later`}
                  className={smallButton}
                >
                  →
                </button>
                <ConfirmButton
                  title="Remove this picture?"
                  message="It is removed from this product."
                  confirmLabel="Remove"
                  onConfirm={() =>
                    run(
                      () => adminFetch(`/api/admin/products/${product.id}/images/${image.id}`, { method: "DELETE" }),
                      {
                        title: "Picture removed",
                      },
                    )
                  }
                  className={dangerButton}
                >
                  ×<span className="sr-only"> Remove picture {index + 1}</span>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductActions({ product }: { product: AdminProduct }) {
  const run = useAdminAction();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className={smallButton}
        onClick={async () => {
          let copyId = 0;
          const done = await run(
            async () =>
              (copyId = (
                await adminFetch<{ id: number }>(`/api/admin/products/${product.id}/duplicate`, { method: "POST" })
              ).id),
            { title: "Product duplicated", description: "The copy is a draft; its translations wait for review." },
            { refresh: false },
          );
          if (done) await navigate(`/admin/products/${copyId}/edit`);
        }}
      >
        Duplicate
      </button>
      <ConfirmButton
        title="Move this product to the trash?"
        message={`${product.name} leaves the storefront at once. You can restore it from the trash.`}
        confirmLabel="Move to trash"
        className={dangerButton}
        onConfirm={async () => {
          const done = await run(
            () => adminFetch(`/api/admin/products/${product.id}`, { method: "DELETE" }),
            { title: "Moved to the trash", description: product.name },
            { refresh: false },
          );
          if (done) await navigate("/admin/products");
        }}
      >
        Move to trash
      </ConfirmButton>
    </>
  );
}

/** Asks the AI for a first description (the "describe" prompt) and puts it in the field, unsaved. */
function DraftDescriptionButton({ productId }: { productId: number }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  async function draft() {
    setBusy(true);
    await run(
      async () => {
        const { text } = await adminFetch<{ text: string }>("/api/admin/translations/ai/describe", {
          method: "POST",
          json: { productId },
        });
        const field = document.getElementById("product-description") as HTMLTextAreaElement;
        field.value = text;
        field.focus();
      },
      { title: "Description drafted", description: "Check the facts, then save." },
      { failure: "The AI could not write a description", refresh: false },
    );
    setBusy(false);
  }
  return (
    <button
      type="button"
      onClick={draft}
      disabled={busy}
      className="text-xs font-semibold text-signal-700 hover:underline disabled:text-steel-400"
    >
      {busy ? "Writing…" : "Draft with AI"}
    </button>
  );
}
