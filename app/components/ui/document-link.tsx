import type { ComponentProps } from "react";

/**
 * A link on a storefront page. Those pages are documents that never hydrate (decision 0006): React Router's
 * `Link` resolved its path against the router on every render (5 % of an uncached product page's CPU) to
 * write the same `<a href>`, and following it is a full page load either way.
 */
export function DocumentLink({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return <a href={to} {...props} />;
}
