import { useTranslation } from "~/i18n/use-translation";
import { brandingCredit, type SiteSettings } from "~/features/settings/site-settings";
import { useUiLanguage } from "~/components/ui/use-language";

/**
 * Slot for a third-party branding widget. A plain credit link shows when nothing rendered in
 * the slot within 3 s (spec §9): done in CSS (app.css, [data-branding-fallback]), so it needs no
 * JavaScript and holds on pages served without hydration.
 */
export function BrandingWidget({ site }: { site: SiteSettings }) {
  const { t } = useTranslation();
  const widget = site.brandingWidget;
  const credit = brandingCredit(site, useUiLanguage());
  return (
    <div data-branding-widget className="min-h-6 text-xs text-paper/60">
      {widget.scriptUrl && <script src={widget.scriptUrl} async />}
      <a data-branding-fallback href={credit.href} rel="noopener" className="underline hover:text-paper">
        {t(credit.message, { name: credit.name })}
      </a>
    </div>
  );
}
