import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminPage, StatCard, formatAdminDate } from "~/components/ui/admin/admin-page";
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

const statusLabels: Record<SyncStatus, { label: string; tone: string }> = {
  review: { label: "Waiting for you", tone: "bg-amber-100 text-amber-900" },
  failed: { label: "Not checked", tone: "bg-red-100 text-red-900" },
  "no-markup": { label: "No price on the page", tone: "bg-red-100 text-red-900" },
  unavailable: { label: "Unavailable", tone: "bg-steel-200 text-steel-900" },
  changed: { label: "Updated", tone: "bg-emerald-100 text-emerald-900" },
  unchanged: { label: "Unchanged", tone: "bg-steel-100 text-steel-800" },
};

const euros = (price: string | null) => (price === null ? "—" : `${price.replace(".", ",")} €`);

type Imported = Awaited<ReturnType<typeof importMarketplaceProduct>>;

function ImportForm({ configured }: { configured: boolean }) {
  const run = useAdminAction();
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
        title: "Draft made",
        description: `${data.product.name}: pick its variant, then its fits and translations.`,
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
      { title: "Variant chosen", description: "Its price and delivery are read for this variant from now on." },
    );
  };

  return (
    <section aria-labelledby="import-title" className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="import-title" className="text-xl font-bold">
        Import from AliExpress
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1 basis-80">
          <FormField
            idPrefix="import"
            name="url"
            label="Product address or number"
            error={error}
            hint="Any form of the address works (aliexpress.com/item/…, pt.aliexpress.com, the app's links) or just its number."
          >
            {(props) => (
              <input {...props} type="text" inputMode="url" className={inputClass} disabled={!configured} required />
            )}
          </FormField>
        </div>
        <button type="submit" className={actionButton} disabled={!configured}>
          Import as draft
        </button>
      </form>
      {imported && (
        <div className="mt-4 rounded-card bg-steel-50 p-4 text-sm">
          <p>
            <a href={`/admin/products/${imported.product.id}/edit`} className="font-semibold hover:underline">
              {imported.product.name}
            </a>{" "}
            — draft at {euros(imported.product.price)}
          </p>
          {imported.picturesSkipped.length > 0 && (
            <p className="mt-1 text-steel-700">Pictures not stored: {imported.picturesSkipped.join("; ")}</p>
          )}
          {imported.skus.length > 0 && (
            <fieldset className="mt-3">
              <legend className="font-semibold">Which variant is this product?</legend>
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
                    {!option.available && <span className="text-xs text-stock-out">not offered</span>}
                  </label>
                ))}
              </div>
              <button type="button" className={`${smallButton} mt-3`} onClick={chooseVariant} disabled={!sku}>
                Use this variant
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
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get("url") ?? "");
    void run(
      () => adminCall(marketplaceApi.products[":id"].link.$put({ param: { id: String(productId) }, json: { url } })),
      { title: "Linked", description: "Its price is read from AliExpress from now on." },
      { onFailure: (failure) => setError(failure.fields.url ?? failure.error) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
      <div className="min-w-0 flex-1 basis-56">
        <FormField idPrefix={`link-${productId}`} name="url" label="Its AliExpress address or number" error={error}>
          {(props) => <input {...props} type="text" inputMode="url" className={inputClass} />}
        </FormField>
      </div>
      <button type="submit" className={smallButton}>
        Link
      </button>
    </form>
  );
}

function SyncRow({ item, configured }: { item: SyncItem; configured: boolean }) {
  const run = useAdminAction();
  const status = statusLabels[item.status];
  const review = (decision: "apply" | "dismiss") =>
    run(() => adminCall(marketplaceApi.sync[":id"][decision].$post({ param: { id: String(item.productId) } })), {
      title: decision === "apply" ? "Change applied" : "Change dismissed",
    });
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 basis-64">
        <a href={`/admin/products/${item.productId}/edit`} className="font-semibold hover:underline">
          {item.name}
        </a>
        {item.detail && <p className="text-steel-700">{item.detail}</p>}
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
        <span className="tabular text-xs text-steel-700">{formatAdminDate(item.checkedAt)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>
        {item.status === "review" && (
          <>
            <button type="button" className={smallButton} onClick={() => void review("apply")}>
              Apply
            </button>
            <button type="button" className={smallButton} onClick={() => void review("dismiss")}>
              Keep current price
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
  const [threshold, setThreshold] = useState(String(settings.reviewThresholdPercent));
  // While a sync runs, the page reads its progress every second.
  useRefreshWhile(progress.running, 1000, progress);

  const sync = () =>
    run(() => adminCall(marketplaceApi.sync.$post()), {
      title: "Syncing every product",
      description: "Each shop is asked in turn; changes above the threshold wait for you here.",
    });
  const saveThreshold = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => adminCall(marketplaceApi.settings.$put({ json: { reviewThresholdPercent: Number(threshold) } })), {
      title: "Threshold saved",
    });
  };
  const waiting = progress.items.filter((item) => item.status === "review").length;

  return (
    <AdminPage
      title="Marketplace sync"
      intro="Prices, stock and delivery read from each product's shop: AliExpress through its affiliate API, official stores from their pages' price markup. Small changes apply at once; bigger ones wait for your click."
      actions={
        <button type="button" className={actionButton} onClick={() => void sync()} disabled={progress.running}>
          {progress.running ? "Syncing…" : "Sync every product now"}
        </button>
      }
    >
      {!configured && (
        <div role="note" className="mt-6 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
          <p className="font-semibold">AliExpress sync is off</p>
          <p className="mt-1 text-steel-800">
            Set <code>ALIEXPRESS_APP_KEY</code>, <code>ALIEXPRESS_APP_SECRET</code> and{" "}
            <code>ALIEXPRESS_TRACKING_ID</code> (from your AliExpress Portals account) in the server's environment and
            restart. Products are then imported from their address and synced every <code>MARKETPLACE_SYNC_HOURS</code>{" "}
            (24 by default). Until then prices are typed by hand; the official stores' pages are still read by the
            button.
          </p>
        </div>
      )}
      <ImportForm configured={configured} />
      {(progress.running || progress.total > 0) && (
        <ProgressBox
          id="sync-progress"
          label={
            progress.running
              ? `Checked ${progress.checked} of ${progress.total} products`
              : `Last sync: ${progress.total} products${progress.finishedAt ? `, ended ${formatAdminDate(progress.finishedAt)}` : ""}`
          }
          value={progress.checked}
          max={progress.total}
        />
      )}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Waiting for you" value={waiting} />
        <StatCard label="Changed (last sync)" value={progress.changed} />
        <StatCard label="Not checked (last sync)" value={progress.failed} />
        <StatCard label="Products synced" value={progress.items.length} />
      </div>
      <form
        onSubmit={saveThreshold}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-card bg-white p-4 ring-1 ring-steel-200"
      >
        <div className="w-48">
          <FormField idPrefix="settings" name="reviewThresholdPercent" label="Review changes above (%)">
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
          Save
        </button>
        <p className="basis-full text-xs text-steel-700">
          A price that moves more than this waits for your click before the storefront shows it; smaller moves apply at
          once.
        </p>
      </form>
      <TrackingIdsPanel summary={trackingIds} configured={configured} />
      <ul className="mt-6 divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200" aria-label="Products">
        {progress.items.length === 0 && (
          <li className="p-6 text-sm text-steel-700">No product was synced yet: press “Sync every product now”.</li>
        )}
        {progress.items.map((item) => (
          <SyncRow key={item.productId} item={item} configured={configured} />
        ))}
      </ul>
    </AdminPage>
  );
}
