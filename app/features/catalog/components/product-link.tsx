import type { ComponentProps } from "react";
import { DocumentLink } from "~/components/ui/document-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { productPath } from "~/i18n/routes";

/** A link to a product page: always a full page load, as product pages are served without hydration (decision 0006). */
export function ProductLink({ slug, ...props }: Omit<ComponentProps<typeof DocumentLink>, "to"> & { slug: string }) {
  const language = useUiLanguage();
  return <DocumentLink to={productPath(language, slug)} {...props} />;
}
