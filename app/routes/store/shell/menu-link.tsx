import type { ReactNode } from "react";
import { useLocation } from "react-router";

/** Whether a link names the current page, as NavLink decides it: the page itself, or (without `end`) a page below it. */
export function isCurrentPage(pathname: string, href: string, end = false) {
  const here = pathname.toLowerCase();
  const to = href.toLowerCase();
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === "/");
}

/**
 * A menu link: a plain anchor marked `aria-current="page"` like NavLink's. Storefront documents do not
 * hydrate, so NavLink's router hooks bought nothing and cost a fifth of an uncached render's CPU over the
 * menus' ~200 links (decision 0017).
 */
export function MenuLink({
  href,
  end,
  className,
  children,
}: {
  href: string;
  end?: boolean;
  className: string | ((current: boolean) => string);
  children: ReactNode;
}) {
  const current = isCurrentPage(useLocation().pathname, href, end);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={typeof className === "function" ? className(current) : className}
    >
      {children}
    </a>
  );
}
