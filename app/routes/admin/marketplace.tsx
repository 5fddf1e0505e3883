import { useState } from "react";
import { TechnicalError } from "~/components/ui/admin/technical-error";
import { useNavigate } from "react-router";
import { AdminPage, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { ProgressBox, useRefreshWhile } from "~/components/ui/admin/progress-box";
import { appContext } from "~/context/app-context";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { noProductNumberDetail, type SyncItem, type SyncStatus } from "~/features/marketplace/marketplace.schema";
import { getMarketplaceSettings, syncProgress } from "~/features/marketplace/marketplace-sync.server";
import { productLinksSummary } from "~/features/marketplace/product-links.server";
import { TrackingIdsPanel } from "~/features/marketplace/components/tracking-ids-panel";
import { useAdminFormat } from "~/i18n/admin-format";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import { withParts } from "~/i18n/with-parts";
import type { Route } from "./+types/marketplace";
import type { importMarketplaceProduct } from "~/features/marketplace/marketplace-import.server";

const marketplaceApi = adminApi("/marketplace");

export async function loader({ context }: Route.LoaderArgs) {
  const { database, marketplace } = context.get(appContext);
  const [progress, settings, trackingIds] = await Promise.all([
    syncProgress(database.db),
    getMarketplaceSettings(database.db),
    productLinksSummary(database.db),
  ]);
  return { progress, settings, trackingIds, configured: Boolean(marketplace) };
}

/** Each sync status's look; its label is `admin.marketplace.status.{status}`. */
const statusTones: Record<SyncStatus, string> = {
  review: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  "no-markup": "bg-red-100 text-red-900",
  unavailable: "bg-steel-200 text-steel-900",
  changed: "bg-emerald-100 text-emerald-900",
  unchanged: "bg-steel-100 text-steel-800",
};

/** Euros in Portuguese format whatever the admin's language (spec §9). */
const euros = (price: string | null) => (price === null ? "—" : formatPrice(price));

type Imported = Awaited<ReturnType<typeof importMarketplaceProduct>>;

function ImportForm({ configured }: { configured: boolean }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [imported, setImported] = useState<Imported>();
  const [sku, setSku] = useState("");

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get("url") ?? "");
    setError(undefined);
    const result = await run(
      () => adminCall(marketplaceApi.import.$post({ json: { url } })),
      (data) => ({
        title: t("admin.marketplace.import.made"),
        description: t("admin.marketplace.import.next", { name: data.product.name }),
      }),
      {
        onFailure: (failure) => {
          setError(failure.fields.url ?? failure.error);
          if (failure.status === 409 && failure.productId) void navigate(`/admin/products/${failure.productId}/edit`);
        },
      },
    );
    if (result.ok) setImported(result.data);
  };

  const chooseVariant = async () => {
    if (!imported || !sku) return;
    await run(
      () =>
        adminCall(
          marketplaceApi.products[":id"].variant.$put({
            param: { id: String(imported.product.id) },
            json: { skuId: sku },
          }),
        ),
      { title: t("admin.marketplace.variant.chosen"), description: t("admin.marketplace.variant.chosenHow") },
    );
  };

  return (
    <section aria-labelledby="import-title" className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="import-title" className="text-xl font-bold">
        {t("admin.marketplace.import.title")}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1 basis-80">
          <FormField
            idPrefix="import"
            name="url"
            label={t("admin.marketplace.import.address")}
            error={error}
            hint={t("admin.marketplace.import.addressHint")}
          >
            {(props) => (
              <input {...props} type="text" inputMode="url" className={inputClass} disabled={!configured} required />
            )}
          </FormField>
        </div>
        <button type="submit" className={actionButton} disabled={!configured}>
          {t("admin.marketplace.import.button")}
        </button>
      </form>
      {imported && (
        <div className="mt-4 rounded-card bg-steel-50 p-4 text-sm">
          <p>
            <a href={`/admin/products/${imported.product.id}/edit`} className="font-semibold hover:underline">
              {imported.product.name}
            </a>{" "}
            {t("admin.marketplace.import.draftAt", { price: euros(imported.product.price) })}
          </p>
          {imported.picturesSkipped.length > 0 && (
            <p className="mt-1 text-steel-700">
              {t("admin.marketplace.import.picturesSkipped", { list: imported.picturesSkipped.join("; ") })}
            </p>
          )}
          {imported.skus.length > 0 && (
            <fieldset className="mt-3">
              <legend className="font-semibold">{t("admin.marketplace.variant.question")}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {imported.skus.map((option) => (
                  <label
                    key={option.skuId}
                    className="flex items-center gap-2 rounded-md bg-white p-2 ring-1 ring-steel-200"
                  >
                    <input
                      type="radio"
                      name="sku"
                      value={option.skuId}
                      checked={sku === option.skuId}
                      onChange={() => setSku(option.skuId)}
                      className="accent-signal"
                    />
                    <span className="flex-1">{option.name}</span>
                    <span className="tabular">{euros(option.price)}</span>
                    {!option.available && (
                      <span className="text-xs text-stock-out">{t("admin.marketplace.variant.notOffered")}</span>
                    )}
                  </label>
                ))}
              </div>
              <button type="button" className={`${smallButton} mt-3`} onClick={chooseVariant} disabled={!sku}>
                {t("admin.marketplace.variant.use")}
              </button>
            </fieldset>
          )}
        </div>
      )}
    </section>
  );
}

/** A product typed by hand, tied to its AliExpress product by its address so the sync can read it. */
function LinkForm({ productId }: { productId: number }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get("url") ?? "");
    void run(
      () => adminCall(marketplaceApi.products[":id"].link.$put({ param: { id: String(productId) }, json: { url } })),
      { title: t("admin.marketplace.link.done"), description: t("admin.marketplace.link.doneHow") },
      { onFailure: (failure) => setError(failure.fields.url ?? failure.error) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
      <div className="min-w-0 flex-1 basis-56">
        <FormField idPrefix={`link-${productId}`} name="url" label={t("admin.marketplace.link.address")} error={error}>
          {(props) => <input {...props} type="text" inputMode="url" className={inputClass} />}
        </FormField>
      </div>
      <button type="submit" className={smallButton}>
        {t("admin.marketplace.link.button")}
      </button>
    </form>
  );
}

function SyncRow({ item, configured }: { item: SyncItem; configured: boolean }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const review = (decision: "apply" | "dismiss") =>
    run(() => adminCall(marketplaceApi.sync[":id"][decision].$post({ param: { id: String(item.productId) } })), {
      title: t(decision === "apply" ? "admin.marketplace.sync.applied" : "admin.marketplace.sync.dismissed"),
    });
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 basis-64">
        <a href={`/admin/products/${item.productId}/edit`} className="font-semibold hover:underline">
          {item.name}
        </a>
        <TechnicalError error={item.detail} about="shop" className="text-steel-700" />
        {configured && item.detail === noProductNumberDetail && <LinkForm productId={item.productId} />}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="tabular">
          {item.pending
            ? `${euros(item.previousPrice)} → ${euros(item.pending.price)}`
            : item.price && item.previousPrice !== item.price
              ? `${euros(item.previousPrice)} → ${euros(item.price)}`
              : euros(item.price ?? item.previousPrice)}
        </span>
        <span className="tabular text-xs text-steel-700">{format.dateTime(item.checkedAt)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTones[item.status]}`}>
          {t(`admin.marketplace.status.${item.status}`)}
        </span>
        {item.status === "review" && (
          <>
            <button type="button" className={smallButton} onClick={() => void review("apply")}>
              {t("admin.marketplace.sync.apply")}
            </button>
            <button type="button" className={smallButton} onClick={() => void review("dismiss")}>
              {t("admin.marketplace.sync.keep")}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { progress, settings, trackingIds, configured } = loaderData;
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [threshold, setThreshold] = useState(String(settings.reviewThresholdPercent));
  // While a sync runs, the page reads its progress every second.
  useRefreshWhile(progress.running, 1000, progress);

  const sync = () =>
    run(() => adminCall(marketplaceApi.sync.$post()), {
      title: t("admin.marketplace.sync.syncing"),
      description: t("admin.marketplace.sync.syncingHow"),
    });
  const saveThreshold = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => adminCall(marketplaceApi.settings.$put({ json: { reviewThresholdPercent: Number(threshold) } })), {
      title: t("admin.marketplace.threshold.saved"),
    });
  };
  const waiting = progress.items.filter((item) => item.status === "review").length;

  return (
    <AdminPage
      title={t("admin.marketplace.title")}
      intro={t("admin.marketplace.intro")}
      actions={
        <button type="button" className={actionButton} onClick={() => void sync()} disabled={progress.running}>
          {t(progress.running ? "admin.marketplace.sync.running" : "admin.marketplace.sync.button")}
        </button>
      }
    >
      {!configured && (
        <div role="note" className="mt-6 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
          <p className="font-semibold">{t("admin.marketplace.off.title")}</p>
          <p className="mt-1 text-steel-800">
            {withParts(t("admin.marketplace.off.text"), {
              key: <code>ALIEXPRESS_APP_KEY</code>,
              secret: <code>ALIEXPRESS_APP_SECRET</code>,
              tracking: <code>ALIEXPRESS_TRACKING_ID</code>,
              hours: <code>MARKETPLACE_SYNC_HOURS</code>,
            })}
          </p>
        </div>
      )}
      <ImportForm configured={configured} />
      {(progress.running || progress.total > 0) && (
        <ProgressBox
          id="sync-progress"
          label={
            progress.running
              ? t("admin.marketplace.sync.progress", { checked: progress.checked, count: progress.total })
              : progress.finishedAt
                ? t("admin.marketplace.sync.lastEnded", {
                    count: progress.total,
                    date: format.dateTime(progress.finishedAt),
                  })
                : t("admin.marketplace.sync.last", { count: progress.total })
          }
          value={progress.checked}
          max={progress.total}
        />
      )}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label={t("admin.marketplace.counts.waiting")} value={format.number(waiting)} />
        <StatCard label={t("admin.marketplace.counts.changed")} value={format.number(progress.changed)} />
        <StatCard label={t("admin.marketplace.counts.failed")} value={format.number(progress.failed)} />
        <StatCard label={t("admin.marketplace.counts.synced")} value={format.number(progress.items.length)} />
      </div>
      <form
        onSubmit={saveThreshold}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-card bg-white p-4 ring-1 ring-steel-200"
      >
        <div className="w-48">
          <FormField idPrefix="settings" name="reviewThresholdPercent" label={t("admin.marketplace.threshold.label")}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={100}
                value={threshold}
                onChange={(event) => setThreshold(event.currentTarget.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className={smallButton}>
          {t("admin.marketplace.threshold.save")}
        </button>
        <p className="basis-full text-xs text-steel-700">{t("admin.marketplace.threshold.hint")}</p>
      </form>
      <TrackingIdsPanel summary={trackingIds} configured={configured} />
      <ul
        className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200"
        aria-label={t("admin.marketplace.products")}
      >
        {progress.items.length === 0 && (
          <li className="p-6 text-sm text-steel-700">{t("admin.marketplace.noneSynced")}</li>
        )}
        {progress.items.map((item) => (
          <SyncRow key={item.productId} item={item} configured={configured} />
        ))}
      </ul>
    </AdminPage>
  );
}
