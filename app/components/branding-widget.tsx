import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/features/settings/site-settings";

export const brandingFallbackDelay = 3000;

/** Slot for a third-party branding widget; a plain "Powered by" link if it has not rendered after 3 s. */
export function BrandingWidget({ widget }: { widget: SiteSettings["brandingWidget"] }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    if (widget.scriptUrl) {
      const script = document.createElement("script");
      script.src = widget.scriptUrl;
      script.async = true;
      slot.current?.appendChild(script);
    }
    const timer = setTimeout(() => {
      const rendered = [...(slot.current?.children ?? [])].some((child) => child.tagName !== "SCRIPT");
      if (!rendered) setFallback(true);
    }, brandingFallbackDelay);
    return () => clearTimeout(timer);
  }, [widget.scriptUrl]);
  return (
    <div ref={slot} data-branding-widget className="min-h-6 text-xs text-paper/60">
      {fallback && (
        <a href={widget.poweredByUrl} rel="noopener" className="underline hover:text-paper">
          {t("footer.poweredBy", { name: widget.poweredByLabel })}
        </a>
      )}
    </div>
  );
}
