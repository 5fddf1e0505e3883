import { useTranslation } from "~/i18n/use-translation";
import { resizeMediaUrl } from "~/features/media";
import type { ProductImageDto } from "../catalog.schema";
import { hooks } from "~/components/ui/document-hooks";

const imageId = (index: number) => `image-${index + 1}`;

/**
 * Main picture with thumbnails when there is more than one (spec §2). Markup only: each thumbnail links to
 * its picture in the frame, which CSS shows with :target (app.css) when JavaScript is off; the document
 * script (app/enhance/document.ts) swaps the main picture in place instead, without a scroll or history entry.
 */
export function ProductGallery({ images, name }: { images: ProductImageDto[]; name: string }) {
  const { t } = useTranslation();
  return (
    // Below the large layout the thumbnails stand beside the picture, which is wider than tall: so the name, the fit,
    // the price and the buy button share a phone's first screen with it (issue 32 point 5).
    <div {...hooks({ gallery: true })} className="flex gap-2 lg:block">
      <div
        data-gallery-frame
        className="aspect-[3/2] min-w-0 flex-1 overflow-hidden rounded-panel bg-paper-200 ring-1 ring-steel-200 lg:aspect-square"
      >
        {images.map((image, index) => (
          <img
            key={image.id}
            id={imageId(index)}
            {...hooks({ galleryMain: index === 0 })}
            src={image.url}
            srcSet={image.srcSet}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 80vw"
            alt={name}
            width={800}
            height={800}
            // Hidden pictures are not fetched until shown.
            {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            className="h-full w-full object-contain lg:object-cover"
          />
        ))}
      </div>
      {images.length > 1 && (
        <ul className="flex shrink-0 flex-col gap-2 lg:mt-3 lg:flex-row lg:gap-3" aria-label={t("product.gallery")}>
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={`#${imageId(index)}`}
                {...hooks({ gallerySrc: image.url, gallerySrcset: image.srcSet })}
                aria-label={t("product.showImage", { number: index + 1, count: images.length })}
                aria-current={index === 0 ? "true" : undefined}
                className="block h-12 w-12 overflow-hidden rounded-control bg-paper-200 ring-2 ring-transparent transition-shadow duration-150 hover:ring-steel-400 aria-[current=true]:ring-signal lg:h-20 lg:w-20"
              >
                <img
                  src={resizeMediaUrl(image.url, 160)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
