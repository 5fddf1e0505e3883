import { useTranslation } from "react-i18next";
import { resizeMediaUrl } from "~/features/media/media-url";
import type { ProductImageDto } from "../catalog.schema";

/**
 * Main picture with thumbnails when there is more than one (spec §2). Markup only: the document
 * script (app/enhance/document.ts) swaps the main picture when a thumbnail is pressed.
 */
export function ProductGallery({ images, name }: { images: ProductImageDto[]; name: string }) {
  const { t } = useTranslation();
  const main = images[0];
  return (
    <div data-gallery>
      <div className="aspect-square overflow-hidden rounded-[14px] bg-paper-200 ring-1 ring-steel-200">
        {main && (
          <img
            data-gallery-main
            src={main.url}
            srcSet={main.srcSet}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 94vw"
            alt={name}
            width={800}
            height={800}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-3" aria-label={t("product.gallery")}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                data-src={image.url}
                data-srcset={image.srcSet}
                aria-label={t("product.showImage", { number: index + 1, count: images.length })}
                aria-pressed={index === 0}
                className="block h-20 w-20 overflow-hidden rounded-[10px] bg-paper-200 ring-2 ring-transparent transition-shadow duration-150 hover:ring-steel-400 aria-pressed:ring-signal"
              >
                <img
                  src={resizeMediaUrl(image.url, 160)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
