import { useState } from "react";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";
import { useAdminFormat } from "~/i18n/admin-format";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminProductListItem } from "../product-admin-list.server";

/** What the cell reads of a row of the product list. */
type Pricing = Pick<AdminProductListItem, "id" | "name" | "price" | "originalPrice" | "stock" | "priceConfirmedAt">;

const productsApi = adminApi("/products");

const inputClass = "mt-0.5 block h-8 w-24 rounded-md border border-steel-200 bg-white px-2 text-sm font-normal";

/**
 * The product list's price cell for rounds of updates: the price, when it was last confirmed, an
 * inline edit of price, original price and stock (saving confirms them) and "Confirm" for prices
 * found unchanged. Both go through the admin API and refresh the list.
 */
export function PricingCell({ product }: { product: Pricing }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const run = useAdminAction();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = () =>
    run(() => adminCall(productsApi[":id"].pricing.confirm.$post({ param: { id: String(product.id) } })), {
      title: t("admin.products.pricing.confirmed"),
      description: product.name,
    });
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? "").trim();
    const json = { price: text("price"), originalPrice: text("originalPrice"), stock: text("stock") };
    const saved = await run(
      () => adminCall(productsApi[":id"].pricing.$put({ param: { id: String(product.id) }, json })),
      { title: t("admin.products.pricing.saved"), description: product.name },
      { onFailure: (failure) => setErrors(failure.fields) },
    );
    if (saved.ok) {
      setErrors({});
      setEditing(false);
    }
  };
  const field = (
    name: "price" | "originalPrice" | "stock",
    label: string,
    value: string,
    mode: "decimal" | "numeric",
  ) => {
    const id = `pricing-${product.id}-${name}`;
    return (
      <div className="text-xs">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <input
          id={id}
          name={name}
          defaultValue={value}
          inputMode={mode}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className={inputClass}
        />
        {errors[name] && (
          <span id={`${id}-error`} className="block max-w-40 text-stock-out">
            {errors[name]}
          </span>
        )}
      </div>
    );
  };

  if (editing) {
    return (
      <form
        onSubmit={save}
        aria-label={t("admin.products.pricing.formLabel", { name: product.name })}
        className="flex flex-wrap items-end gap-2"
      >
        {field("price", t("admin.products.pricing.price"), product.price, "decimal")}
        {field("originalPrice", t("admin.products.pricing.originalPrice"), product.originalPrice ?? "", "decimal")}
        {field(
          "stock",
          t("admin.products.pricing.stock"),
          product.stock === null ? "" : String(product.stock),
          "numeric",
        )}
        <button type="submit" className={smallButton}>
          {t("admin.products.pricing.save")}
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            setErrors({});
            setEditing(false);
          }}
        >
          {t("admin.products.pricing.cancel")}
        </button>
      </form>
    );
  }
  return (
    <div className="flex flex-col items-end gap-x-3 gap-y-1 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
      <div className="tabular text-right">
        {/* Euros in Portuguese format whatever the admin's language, as spec §9 and the list's browser tests say. */}
        <span className="font-semibold">{formatPrice(product.price)}</span>
        {product.originalPrice && <s className="ml-1 text-xs text-steel-600">{formatPrice(product.originalPrice)}</s>}
        <span className="block text-xs text-steel-600">
          {product.stock === null
            ? t("admin.products.pricing.stockNotTracked")
            : t("admin.products.pricing.stockCount", { stock: product.stock })}
        </span>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row">
        <button type="button" className={smallButton} onClick={() => setEditing(true)}>
          {t("admin.products.pricing.edit")}
          <span className="sr-only"> {t("admin.products.pricing.editWhat", { name: product.name })}</span>
        </button>
        <button type="button" className={smallButton} onClick={confirm}>
          {t("admin.products.pricing.confirm")}
          <span className="sr-only"> {t("admin.products.pricing.confirmWhat", { name: product.name })}</span>
        </button>
      </div>
      <span className="text-right text-xs text-steel-600 sm:basis-full" data-price-confirmed>
        {product.priceConfirmedAt
          ? t("admin.products.pricing.checked", { date: format.dateTime(product.priceConfirmedAt) })
          : t("admin.products.pricing.neverChecked")}
      </span>
    </div>
  );
}
