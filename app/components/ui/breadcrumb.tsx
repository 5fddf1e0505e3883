import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Home / … / current page; the last item is the current page and has no link. One line: the current page (the
 * page's own heading says it in full) is cut with an ellipsis instead of wrapping, so the line cannot change
 * height when the text font arrives (a layout shift of everything below it).
 */
export function Breadcrumb({ items, className = "" }: { items: { label: string; to?: string }[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("product.breadcrumb")} className={`text-sm text-steel-700 ${className}`}>
      <ol className="flex items-center gap-1.5">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className={`flex items-center gap-1.5 ${item.to ? "shrink-0" : "min-w-0"}`}>
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <DocumentLink to={item.to} className="hover:underline">
                {item.label}
              </DocumentLink>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-asphalt">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
