import { useContext, type ReactElement, type ReactNode } from "react";
import { StaticMarkup } from "~/context/app-context";
import type { MenuItem } from "~/features/navigation/navigation";

/** Whether a link names the current page, as NavLink decides it: the page itself, or (without `end`) a page below it. */
export function isCurrentPage(pathname: string, href: string, end = false) {
  const here = pathname.toLowerCase();
  const to = href.toLowerCase();
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === "/");
}

/**
 * What a page marks in the header menu: the links that name it (`aria-current`) and the desktop items that lead
 * to it. The menus read the page only through these, so `key` names everything of the page they depend on.
 */
export interface MenuMarks {
  current(href: string, end?: boolean): boolean;
  /** A desktop top-level item: the page is it, one of its descendants, or a page below it. */
  active(item: MenuItem): boolean;
  key: string;
}

export function menuMarks(menu: MenuItem[], pathname: string): MenuMarks {
  const marked = new Set<string>();
  const visit = (item: MenuItem) => {
    if (isCurrentPage(pathname, item.href, true)) marked.add(`e ${item.href}`);
    if (isCurrentPage(pathname, item.href)) marked.add(`c ${item.href}`);
    item.children?.forEach(visit);
  };
  menu.forEach(visit);
  const leadsHere = (item: MenuItem): boolean =>
    pathname === item.href ||
    (item.children ?? []).some(leadsHere) ||
    (item.href.split("/").length > 2 && pathname.startsWith(item.href + "/"));
  const active = new Set(menu.filter(leadsHere));
  return {
    current: (href, end = false) => marked.has(`${end ? "e" : "c"} ${href}`),
    active: (item) => active.has(item),
    key: [...marked, ...menu.flatMap((item, index) => (active.has(item) ? [`a ${index}`] : []))].join("\n"),
  };
}

/**
 * The props that fill an element with what `draw` draws: on the server, HTML rendered once per menu object and
 * key (`StaticMarkup`; the same on every page that marks the menu alike), else the elements themselves.
 */
export function useMenuContents() {
  const renderOnce = useContext(StaticMarkup);
  return (menu: MenuItem[], key: string, draw: () => ReactElement) =>
    renderOnce ? { dangerouslySetInnerHTML: { __html: renderOnce(menu, key, draw) } } : { children: draw() };
}

/**
 * A menu link: a plain anchor marked `aria-current="page"` like NavLink's. Storefront documents do not
 * hydrate, so NavLink's router hooks bought nothing and cost a fifth of an uncached render's CPU over the
 * menus' ~200 links (decision 0017).
 */
export function MenuLink({
  href,
  current,
  className,
  children,
}: {
  href: string;
  current: boolean;
  className: string | ((current: boolean) => string);
  children: ReactNode;
}) {
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
