import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, StatCard } from "~/components/ui/admin/admin-page";
import { dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { findContaminatedImages, type ContaminatedImage } from "~/features/image-repair/image-contamination.server";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/image-contamination-fix";

const imageContaminationApi = adminApi("/image-contamination");

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await findContaminatedImages(context.get(appContext).database.db) };
}

type SharingProduct = ContaminatedImage["products"][number];

/** One product showing the shared picture (its own copy, when the picture is stored as copies), and the two repairs. */
function ProductCard({ product, copies }: { product: SharingProduct; copies: boolean }) {
  const run = useAdminAction();
  const image = imageContaminationApi.products[":productId"].images[":imageId"];
  const param = { productId: String(product.id), imageId: String(product.imageId) };
  const replace = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return run(() => adminCall(image.replace.$post({ param }, { init: { body: form } })), {
      title: "Picture replaced",
      description: product.name,
    });
  };
  return (
    <li className="flex flex-col rounded-control p-3 ring-1 ring-steel-200">
      {copies && (
        <img
          src={product.url}
          alt={`The copy ${product.name} shows`}
          width={64}
          height={64}
          loading="lazy"
          className="mb-2 aspect-square w-16 rounded-md bg-paper-200 object-contain"
        />
      )}
      <Link to={`/admin/products/${product.id}/edit`} className="font-semibold hover:underline">
        {product.name}
      </Link>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-steel-700">Brand</dt>
        <dd>{product.brand ?? "None"}</dd>
        <dt className="text-steel-700">Type</dt>
        <dd className="capitalize">{product.type}</dd>
        <dt className="text-steel-700">Category</dt>
        <dd className="break-words">{product.category ?? "None"}</dd>
        <dt className="text-steel-700">Status</dt>
        <dd className="capitalize">{product.status}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <ConfirmButton
          title="Detach this picture?"
          message={`${product.name} stops showing this picture; the other products keep it.`}
          confirmLabel="Detach"
          className={dangerButton}
          onConfirm={() =>
            run(() => adminCall(image.$delete({ param })), { title: "Picture detached", description: product.name })
          }
        >
          Detach<span className="sr-only"> from {product.name}</span>
        </ConfirmButton>
        <label className={`${smallButton} cursor-pointer focus-within:ring-2 focus-within:ring-signal`}>
          Replace<span className="sr-only"> the picture of {product.name}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void replace(file);
              event.currentTarget.value = "";
            }}
            className="sr-only"
          />
        </label>
      </div>
    </li>
  );
}

export default function ImageContaminationFix({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const products = new Set(groups.flatMap((g) => g.products.map((p) => p.id)));
  return (
    <AdminPage
      title="Image repair"
      intro="Pictures shown on products that should not share them. Detach a picture from the wrong product, or replace that product's copy with its own picture."
    >
      <p className="mt-2 max-w-3xl text-sm text-steel-700">
        Sharing is fine within one family: the same kind of product, the same brand and, for visors, the same helmet
        model (its category, or the brand category above it). Copies of one picture count as that picture, even
        re-encoded or resized. Products in the trash are not counted.
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md sm:gap-4">
        <StatCard label="Shared pictures" value={groups.length} />
        <StatCard label="Products involved" value={products.size} />
      </div>
      {groups.length === 0 && (
        <p className="mt-6 rounded-card bg-stock-in/10 p-6 font-semibold text-stock-in-strong ring-1 ring-stock-in/30">
          All clear: no picture is shared across brands, helmet models or kinds of product.
        </p>
      )}
      {groups.map((group, index) => (
        <section
          key={group.mediaId}
          aria-labelledby={`picture-${group.mediaId}`}
          className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200"
        >
          <h2 id={`picture-${group.mediaId}`} className="text-2xl font-bold">
            Picture {index + 1}: on {group.products.length} products
          </h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {group.files > 1 && (
              <li className="rounded-full bg-steel-200 px-2.5 py-0.5 text-xs font-semibold text-steel-800">
                Stored as {group.files} files: copies of one picture, re-encoded or resized
              </li>
            )}
            {group.reasons.map((reason) => (
              <li
                key={reason}
                className="rounded-full bg-signal/10 px-2.5 py-0.5 text-xs font-semibold text-signal-700"
              >
                {reason}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={group.url}
              alt={`The picture shared by ${group.products.map((p) => p.name).join(", ")}`}
              width={160}
              height={160}
              loading="lazy"
              className="aspect-square w-40 shrink-0 rounded-md bg-paper-200 object-contain"
            />
            <ul className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.products.map((product) => (
                <ProductCard key={product.imageId} product={product} copies={group.files > 1} />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </AdminPage>
  );
}
