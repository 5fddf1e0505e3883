import { useTranslation } from "~/i18n/use-translation";
import { ProductCard } from "~/features/catalog";
import type { ProductCardData } from "~/features/catalog";

/** "Also for this helmet": inserts and other accessories that fit, apart from the visors (finder, model pages). */
export function HelmetAccessories({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation();
  if (!products.length) return null;
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-bold">{t("helmet.accessories")}</h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}
