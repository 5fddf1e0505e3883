import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/features/settings/site-settings";

/**
 * Slot for a third-party branding widget. A plain "Powered by" link shows when nothing rendered in
 * the slot within 3 s (spec §9): done in CSS (app.css, [data-branding-fallback]), so it needs no
 * JavaScript and holds on pages served without hydration.
 */
export function BrandingWidget({ widget }: { widget: SiteSettings["brandingWidget"] }) {
  const { t } = useTranslation();
  return (
    <div data-branding-widget className="min-h-6 text-xs text-paper/60">
      {widget.scriptUrl && <script src={widget.scriptUrl} async />}
      <a data-branding-fallback href={widget.poweredByUrl} rel="noopener" className="underline hover:text-paper">
        {t("footer.poweredBy", { name: widget.poweredByLabel })}
      </a>
    </div>
  );
}
