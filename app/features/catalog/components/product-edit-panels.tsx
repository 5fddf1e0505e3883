import { useState } from "react";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { useProductStatus } from "./product-status-admin";
import { canMoveTo, productStatuses, type ProductStatus } from "../product-kinds";
import { productPath } from "~/i18n/routes";
import { useTranslation } from "~/i18n/use-translation";

const productsApi = adminApi("/products");

export type Run = ReturnType<typeof useAdminAction>;

/** A status's badge colours in the admin's product list and editor. */
export const statusStyle: Record<ProductStatus, string> = {
  draft: "bg-steel-200 text-steel-700",
  // 800, not 700: small text on a signal tint needs 4.5:1 (700 gave 4.3).
  ready: "bg-signal/15 text-signal-800",
  published: "bg-stock-in/10 text-stock-in-strong",
};

export function Lifecycle({ product }: { product: { id: number; name: string; slug: string; status: ProductStatus } }) {
  const { t } = useTranslation();
  const { move, dialog } = useProductStatus();
  return (
    <section aria-labelledby="lifecycle" className="rounded-card bg-white p-5 ring-1 ring-steel-200">
      <h2 id="lifecycle" className="text-xl font-bold">
        {t("admin.productEdit.lifecycle.title")}
      </h2>
      <ol className="mt-3 flex gap-1.5 text-xs font-semibold">
        {productStatuses.map((status) => (
          <li
            key={status}
            aria-current={status === product.status ? "step" : undefined}
            className={`rounded-full px-2.5 py-1 ${status === product.status ? statusStyle[status] : "text-steel-600 ring-1 ring-steel-200"}`}
          >
            {t(`admin.products.statuses.${status}`)}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        {productStatuses
          .filter((status) => canMoveTo(product.status, status))
          .map((status) => (
            <button key={status} type="button" onClick={() => move(product, status)} className={smallButton}>
              {t(`admin.productEdit.lifecycle.${status}`)}
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
          {t("admin.productEdit.lifecycle.viewOnStore")}
        </a>
      )}
      {dialog}
    </section>
  );
}

export function Pictures({
  product,
  run,
}: {
  product: { id: number; images: { id: number; url: string; isCover: boolean }[] };
  run: Run;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const images = product.images;
  const upload = (files: FileList | File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file);
    return run(
      () => adminCall(productsApi[":id"].images.$post({ param: { id: String(product.id) } }, { init: { body: form } })),
      { title: t("admin.productEdit.pictures.added", { count: files.length }) },
      { failure: t("admin.productEdit.pictures.uploadFailed") },
    );
  };
  const order = (ids: number[], title: string) =>
    run(
      () =>
        adminCall(productsApi[":id"].images.order.$put({ param: { id: String(product.id) }, json: { imageIds: ids } })),
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
        {t("admin.productEdit.pictures.title")}
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
        <span className="font-semibold">{t("admin.productEdit.pictures.drop")}</span>
        <span className="text-xs text-steel-600">{t("admin.productEdit.pictures.formats")}</span>
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
                alt={t("admin.productEdit.pictures.alt", { number: index + 1 })}
                width={160}
                height={160}
                className="aspect-square w-full rounded-md bg-paper-200 object-cover"
              />
              {image.isCover ? (
                <p className="mt-1.5 text-xs font-semibold text-signal-700">{t("admin.productEdit.pictures.cover")}</p>
              ) : (
                <button
                  type="button"
                  onClick={() => order(moved(index, 0), t("admin.productEdit.pictures.coverChanged"))}
                  className="mt-1.5 text-xs font-semibold underline"
                >
                  {t("admin.productEdit.pictures.makeCover")}
                  <span className="sr-only">
                    {" "}
                    {t("admin.productEdit.pictures.whichPicture", { number: index + 1 })}
                  </span>
                </button>
              )}
              <div className="mt-1 flex gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => order(moved(index, index - 1), t("admin.productEdit.pictures.orderChanged"))}
                  aria-label={t("admin.productEdit.pictures.earlier", { number: index + 1 })}
                  className={smallButton}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1}
                  onClick={() => order(moved(index, index + 1), t("admin.productEdit.pictures.orderChanged"))}
                  aria-label={t("admin.productEdit.pictures.later", { number: index + 1 })}
                  className={smallButton}
                >
                  →
                </button>
                <ConfirmButton
                  title={t("admin.productEdit.pictures.removeTitle")}
                  message={t("admin.productEdit.pictures.removeMessage")}
                  confirmLabel={t("admin.productEdit.pictures.remove")}
                  onConfirm={() =>
                    run(
                      () =>
                        adminCall(
                          productsApi[":id"].images[":imageId"].$delete({
                            param: { id: String(product.id), imageId: String(image.id) },
                          }),
                        ),
                      { title: t("admin.productEdit.pictures.removed") },
                    )
                  }
                  className={dangerButton}
                >
                  ×
                  <span className="sr-only"> {t("admin.productEdit.pictures.removeWhich", { number: index + 1 })}</span>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
