import { useTranslation } from "~/i18n/use-translation";
import { hooks } from "~/components/ui/document-hooks";

/**
 * The storefront's toast region: the document script fills it (showToast in app/enhance/forms.ts) with a copy
 * of the hidden item below, so the markup and its look live here, in the page's language. A hidden item rather
 * than a <template>: a hydrated page would not match a template's content.
 */
export function DocumentToast() {
  const { t } = useTranslation();
  return (
    <ol
      {...hooks({ toastRegion: true })}
      tabIndex={-1}
      aria-label={t("toast.region")}
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[calc(100%-2rem)] max-w-[420px] flex-col gap-2 outline-none"
    >
      <li
        {...hooks({ toastPrototype: true })}
        hidden
        className="pointer-events-auto flex items-start gap-3 rounded-card bg-asphalt p-4 text-paper shadow-2xl ring-1 ring-white/10 data-[tone=error]:bg-stock-out data-[tone=error]:text-white data-[tone=error]:ring-stock-out"
      >
        {/* The role (status, or alert for an error) is set on each toast: a list may only hold list items. */}
        <div {...hooks({ toastBody: true })} className="flex-1">
          <p {...hooks({ toastTitle: true })} className="font-semibold" />
          <p {...hooks({ toastText: true })} className="mt-0.5 text-sm opacity-90" />
        </div>
        <button
          type="button"
          {...hooks({ toastClose: true })}
          aria-label={t("common.close")}
          className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
        >
          ×
        </button>
      </li>
    </ol>
  );
}
