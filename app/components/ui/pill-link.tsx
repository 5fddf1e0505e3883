import { DocumentLink } from "~/components/ui/document-link";

/** A rounded link in a row of choices (categories, brands, subcategories). */
export function PillLink({
  to,
  className = "",
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DocumentLink
      to={to}
      className={`inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-steel-200 hover:ring-steel-400 ${className}`}
    >
      {children}
    </DocumentLink>
  );
}
