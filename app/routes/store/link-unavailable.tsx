import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { MissingPage } from "~/components/missing-page";
import { useUiLanguage } from "~/components/ui/use-language";
import { getStorefrontProduct } from "~/features/catalog/catalog.service.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { pagePath } from "~/i18n/routes";
import { ProductLink } from "~/features/catalog/components/product-link";
import { NotFoundError } from "~/lib/errors";
import { refererPath } from "~/lib/referer";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/link-unavailable";

/**
 * The "Link Unavailable" notice (spec §2): where /go/{id} sends a visitor whose product has no shop
 * link (any more). Shows what was asked for, with a way back, home and to the products. Answers 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, language, url, origin } = await storeContext(args, { reads: ["product"] });
  const requested = (url.searchParams.get("product") ?? "").slice(0, 100);
  const id = idSchema.safeParse(requested);
  const product = id.success
    ? await getStorefrontProduct(db, language, id.data).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      })
    : null;
  return data(
    {
      // The product's name from the database; the query text is never echoed (issue 18).
      productName: product?.name ?? null,
      productSlug: product?.slug ?? null,
      // A real link back to the page the visitor came from, when it is ours: works without JavaScript.
      backPath: refererPath(args.request.headers.get("referer"), origin),
    },
    { status: 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

const secondaryLink = "font-semibold text-signal-700 hover:underline";

export default function LinkUnavailable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { productName, productSlug, backPath } = loaderData;
  return (
    <MissingPage
      title={t("linkUnavailable.title")}
      message={
        productName ? t("linkUnavailable.message", { product: productName }) : t("linkUnavailable.messageUnknown")
      }
    >
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {/* Only with a page of ours to go back to: /go opens in a new tab, where the browser has no "back". */}
        {backPath && (
          <DocumentLink to={backPath} className={secondaryLink}>
            {t("linkUnavailable.back")}
          </DocumentLink>
        )}
        {productSlug && (
          <ProductLink slug={productSlug} className={secondaryLink}>
            {t("linkUnavailable.product")}
          </ProductLink>
        )}
        <DocumentLink to={pagePath(language, "products")} className={secondaryLink}>
          {t("linkUnavailable.browse")}
        </DocumentLink>
      </p>
    </MissingPage>
  );
}
