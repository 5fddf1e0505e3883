import { useTranslation } from "~/i18n/use-translation";
import { formatDay, formatPrice, savings } from "~/i18n/format";
import { useLanguage } from "~/components/ui/use-language";
import { isVisor, productBadges, productLinkSlug, type ProductCardData } from "../product-display";
import { ProductLink } from "./product-link";
import { HelmetFitNote, visorFactTexts } from "~/features/fitment";

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // No "you save" on what cannot be bought.
  const saved = product.availability === "available" && savings(product.price, product.originalPrice);
  const cover = product.image;
  const slug = productLinkSlug(product);
  const badges = productBadges.filter(([flag]) => product[flag]).slice(0, 2);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white ring-1 ring-steel-200 transition-shadow duration-200 hover:shadow-lg">
      <div className="relative aspect-square bg-paper-200">
        {cover && (
          <img
            src={cover.url}
            srcSet={cover.srcSet}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 92vw"
            alt=""
            width={800}
            height={800}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
        )}
        {badges.length > 0 && (
          <ul className="absolute left-3 top-3 flex flex-wrap gap-1.5">
            {badges.map(([flag, key]) => (
              <li key={flag} className="rounded-full bg-asphalt/90 px-2.5 py-1 text-[11px] font-semibold text-paper">
                {t(`product.badge.${key}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-steel-600">
          {isVisor(product) && product.brand ? t("product.visorFor", { brand: product.brand }) : product.brand}
        </p>
        <h3 className="text-xl font-semibold leading-tight">
          {slug ? (
            <ProductLink slug={slug} className="after:absolute after:inset-0 hover:underline">
              {product.name}
            </ProductLink>
          ) : (
            product.name
          )}
        </h3>
        {product.type === "visor" && <VisorFactsLine visor={product.visor} />}
        <HelmetFitNote fit={product.helmetFit} className="text-sm" />
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-3 tabular">
          <span className="text-lg font-semibold">{formatPrice(product.price)}</span>
          {saved && product.originalPrice && (
            <>
              <s className="text-sm text-steel-600">{formatPrice(product.originalPrice)}</s>
              <span className="text-xs font-semibold text-stock-in">
                {t("product.savings", { amount: formatPrice(saved) })}
              </span>
            </>
          )}
        </div>
        {product.priceCheckedAt && (
          <p className="text-xs text-steel-600" data-card-price-checked>
            {t("product.priceChecked", { date: formatDay(product.priceCheckedAt, language, "medium") })}
          </p>
        )}
        <p className="flex justify-between text-xs text-steel-600">
          {/* A count shows once there is one: "0 likes" on every card reads as abandoned. */}
          <span>{product.likeCount > 0 && t("product.likes", { count: product.likeCount })}</span>
          {product.availability !== "available" && (
            <span className="font-semibold text-stock-out">{t(`product.availability.${product.availability}`)}</span>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * "Smoke · 50% light · Daytime use only": what tells one visor from another at a glance; a visor whose facts nobody
 * gave says at least that its marking is unknown.
 */
function VisorFactsLine({ visor }: { visor: ProductCardData["visor"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = visor
    ? visorFactTexts(visor, t, language)
    : { tint: null, light: null, marking: t("compare.markingUnknown") };
  return (
    <p data-visor-facts className="text-sm text-steel-700">
      {[facts.tint, facts.light].map((fact) => (fact ? `${fact} · ` : "")).join("")}
      <span className={visor?.marking === "day-and-night" ? "" : "font-semibold text-asphalt"}>{facts.marking}</span>
    </p>
  );
}
