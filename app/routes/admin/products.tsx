import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { AdminPage, AdminPager } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { productListQuerySchema } from "~/features/catalog/product-admin.schema";
import { productStatuses, productFlags } from "~/features/catalog/product-kinds";
import { listAdminProducts, productFormOptions } from "~/features/catalog/product-admin.server";
import { productTypes } from "~/features/catalog/product-kinds";
import { useTranslation } from "~/i18n/use-translation";
import { useAdminFormat } from "~/i18n/admin-format";
import { PricingCell } from "~/features/catalog/components/pricing-admin";
import { ProductBulkBar } from "~/features/catalog/components/product-bulk-admin";
import { ProductCsvTools } from "~/features/catalog/components/product-csv-admin";
import { statusStyle } from "~/features/catalog/components/product-edit-panels";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = productListQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : productListQuerySchema.parse({});
  const [list, options] = await Promise.all([listAdminProducts(db, query), productFormOptions(db)]);
  return { ...list, query, options };
}

const selectClass = "h-10 max-w-64 rounded-control border border-steel-200 bg-white px-2 text-sm";

/** One filter of the table: "all" first, then the choices; a change applies it at once. */
function FilterSelect({
  name,
  label,
  value,
  all,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  all: string;
  options: [value: string, label: string][];
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <select name={name} aria-label={label} defaultValue={value ?? ""} onChange={onChange} className={selectClass}>
      <option value="">{all}</option>
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </select>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages, query, options } = loaderData;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const format = useAdminFormat();
  // The selection is this page's rows; a new page or filter starts without one.
  const [selected, setSelected] = useState<number[]>([]);
  const pageIds = items.map((p) => p.id);
  const shown = selected.filter((id) => pageIds.includes(id));
  const allSelected = shown.length === pageIds.length && pageIds.length > 0;
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form!;
    const data = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    data.delete("page");
    void navigate(`?${data}`, { replace: true });
  };
  return (
    <AdminPage
      title={t("admin.products.title")}
      intro={t("admin.products.intro", { count: total })}
      actions={
        <Link to="/admin/products/new" className={actionButton}>
          {t("admin.products.newProduct")}
        </Link>
      }
    >
      <div className="mt-4">
        <ProductCsvTools />
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="sr-only">{t("admin.products.search")}</span>
          <input
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder={t("admin.products.searchPlaceholder")}
            className="h-10 w-64 rounded-control border border-steel-200 bg-white px-3"
          />
        </label>
        <FilterSelect
          name="type"
          label={t("admin.products.type")}
          value={query.type}
          all={t("admin.products.allTypes")}
          options={productTypes.map((type) => [type, t(`admin.products.types.${type}`)])}
          onChange={submitOnChange}
        />
        <FilterSelect
          name="status"
          label={t("admin.products.status")}
          value={query.status}
          all={t("admin.products.anyStatus")}
          options={productStatuses.map((status) => [status, t(`admin.products.statuses.${status}`)])}
          onChange={submitOnChange}
        />
        <FilterSelect
          name="brandId"
          label={t("admin.products.brand")}
          value={query.brandId}
          all={t("admin.products.allBrands")}
          options={options.brands.map((b) => [String(b.id), b.name])}
          onChange={submitOnChange}
        />
        <FilterSelect
          name="categoryId"
          label={t("admin.products.category")}
          value={query.categoryId}
          all={t("admin.products.allCategories")}
          options={options.categories.map((c) => [String(c.id), c.label])}
          onChange={submitOnChange}
        />
        <FilterSelect
          name="flag"
          label={t("admin.products.flag")}
          value={query.flag}
          all={t("admin.products.anyFlag")}
          options={productFlags.map((flag) => [flag, t(`admin.products.flags.${flag}`)])}
          onChange={submitOnChange}
        />
        <select
          name="sort"
          aria-label={t("admin.products.sort.label")}
          defaultValue={query.sort}
          onChange={submitOnChange}
          className={selectClass}
        >
          <option value="updated">{t("admin.products.sort.updated")}</option>
          <option value="created">{t("admin.products.sort.created")}</option>
          <option value="name">{t("admin.products.sort.name")}</option>
          <option value="name-desc">{t("admin.products.sort.nameDesc")}</option>
          <option value="price">{t("admin.products.sort.price")}</option>
          <option value="price-desc">{t("admin.products.sort.priceDesc")}</option>
          <option value="checked">{t("admin.products.sort.checked")}</option>
          <option value="checked-desc">{t("admin.products.sort.checkedDesc")}</option>
        </select>
        <button type="submit" className={smallButton}>
          {t("admin.products.search")}
        </button>
      </Form>

      {shown.length > 0 && <ProductBulkBar selected={shown} onDone={() => setSelected([])} />}
      {items.length === 0 ? (
        <p className="mt-6 rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
          {t("admin.products.noMatch")}{" "}
          <Link to="/admin/products" className="font-semibold text-signal-700 underline">
            {t("admin.products.clearFilters")}
          </Link>
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-card bg-white ring-1 ring-steel-200">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-steel-200 text-steel-700">
              <tr>
                <th className="w-10 py-2.5 pl-3">
                  <input
                    type="checkbox"
                    aria-label={t("admin.products.selectAll")}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? [] : pageIds)}
                    className="size-4 accent-asphalt"
                  />
                </th>
                <th className="px-3 py-2.5 font-semibold">{t("admin.products.column.product")}</th>
                <th className="hidden px-3 py-2.5 font-semibold md:table-cell">{t("admin.products.column.brand")}</th>
                <th className="px-3 py-2.5 font-semibold">{t("admin.products.column.status")}</th>
                <th className="px-3 py-2.5 text-right font-semibold">{t("admin.products.column.priceAndStock")}</th>
                <th className="hidden px-3 py-2.5 font-semibold lg:table-cell">
                  {t("admin.products.column.translations")}
                </th>
                <th className="hidden px-3 py-2.5 font-semibold lg:table-cell">{t("admin.products.column.updated")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-200">
              {items.map((p) => (
                <tr key={p.id} className={shown.includes(p.id) ? "bg-paper-200" : "hover:bg-paper"}>
                  <td className="py-2 pl-3">
                    <input
                      type="checkbox"
                      aria-label={t("admin.products.selectOne", { name: p.name })}
                      checked={shown.includes(p.id)}
                      onChange={() => toggle(p.id)}
                      className="size-4 accent-asphalt"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      {p.cover ? (
                        <img
                          src={p.cover}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="h-10 w-10 rounded-md bg-paper-200 object-cover"
                        />
                      ) : (
                        <span className="h-10 w-10 rounded-md bg-paper-200" />
                      )}
                      <div className="min-w-0">
                        <Link to={`/admin/products/${p.id}/edit`} className="font-semibold hover:underline">
                          {p.name}
                        </Link>
                        {/* A long slug wraps: unbroken, it widened the table past its box on a phone. */}
                        <p className="break-all text-xs text-steel-600">
                          {t(`admin.products.types.${p.type}`)} · {p.slug}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">{p.brand ?? "—"}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[p.status]}`}>
                      {t(`admin.products.statuses.${p.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <PricingCell product={p} />
                  </td>
                  <td className="tabular hidden px-3 py-2 lg:table-cell">
                    {t("admin.products.translationsOf", { done: p.translationCount, total: 5 })}
                  </td>
                  <td className="tabular hidden px-3 py-2 text-steel-700 lg:table-cell">
                    {format.dateTime(p.updatedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <AdminPager page={page} pages={pages} />}
    </AdminPage>
  );
}
