import { Link, type LinkProps } from "react-router";
import { useUiLanguage } from "~/components/ui/use-language";
import { productPath } from "~/i18n/routes";

/** A link to a product page: always a full page load, as product pages are served without hydration (decision 0006). */
export function ProductLink({ slug, ...props }: Omit<LinkProps, "to" | "reloadDocument"> & { slug: string }) {
  const language = useUiLanguage();
  return <Link to={productPath(language, slug)} reloadDocument {...props} />;
}
