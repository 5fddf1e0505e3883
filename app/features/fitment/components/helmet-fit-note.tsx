import { useTranslation } from "~/i18n/use-translation";
import type { helmetFit } from "../helmets";

/** "Fits your AGV K6" / "Does not fit your AGV K6", on visor cards and product pages (server-rendered). */
export function HelmetFitNote({ fit, className = "" }: { fit: ReturnType<typeof helmetFit>; className?: string }) {
  const { t } = useTranslation();
  if (!fit) return null;
  return (
    <p
      data-helmet-fit={fit.fits ? "fits" : "no-fit"}
      className={`inline-flex items-center gap-1.5 font-semibold ${fit.fits ? "text-stock-in-strong" : "text-stock-out"} ${className}`}
    >
      <span aria-hidden="true">{fit.fits ? "✓" : "✕"}</span>
      {t(fit.fits ? "helmet.fitsYours" : "helmet.notFitsYours", { helmet: fit.helmet })}
    </p>
  );
}
