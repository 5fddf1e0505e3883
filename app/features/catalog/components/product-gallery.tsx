import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resizeMediaUrl } from "~/features/media/media-url";
import type { ProductImageDto } from "../catalog.schema";

/** Main picture with thumbnails when there is more than one (spec §2). */
export function ProductGallery({ images, name }: { images: ProductImageDto[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-[14px] bg-paper-200 ring-1 ring-steel-200">
        {main && (
          <img
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
                onClick={() => setSelected(index)}
                aria-label={t("product.showImage", { number: index + 1, count: images.length })}
                aria-pressed={index === selected}
                className={`block h-20 w-20 overflow-hidden rounded-[10px] bg-paper-200 ring-2 transition-shadow duration-150 ${index === selected ? "ring-signal" : "ring-transparent hover:ring-steel-400"}`}
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
