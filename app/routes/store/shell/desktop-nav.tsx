import { MenuModelLabel } from "./menu-model-label";
import { useTranslation } from "~/i18n/use-translation";
import { MenuLink, useMenuContents, type MenuMarks } from "./menu-link";
import type { MenuItem } from "~/features/navigation/navigation";
import { hooks } from "~/components/ui/document-hooks";

/**
 * Desktop navigation. Items with children are <details> menus (keyboard and no-JS friendly); the
 * document script (app/enhance/document.ts) opens them on hover with the timings of spec §9, and in a menu of
 * groups (Visors: brands and their models) takes the models out of the tab order for the arrow keys.
 */
export function DesktopNav({ menu, marks, language }: { menu: MenuItem[]; marks: MenuMarks; language: string }) {
  const { t } = useTranslation();
  const filled = useMenuContents();
  const noVisorYet = t("helmet.noVisorYet");
  const skipMenu = (menu: string) => t("nav.skipMenu", { menu });
  return (
    <nav
      aria-label={t("nav.main")}
      className="hidden lg:block"
      {...filled(menu, `desktop ${language}\n${marks.key}`, () => (
        <DesktopMenuList menu={menu} marks={marks} noVisorYet={noVisorYet} skipMenu={skipMenu} />
      ))}
    />
  );
}

/** The bar's items: no hooks, so the server renders it once per menu and marking (`useMenuContents`). */
function DesktopMenuList({
  menu,
  marks,
  noVisorYet,
  skipMenu,
}: {
  menu: MenuItem[];
  marks: MenuMarks;
  noVisorYet: string;
  skipMenu: (menu: string) => string;
}) {
  return (
    <ul className="flex items-center gap-0.5 text-sm">
      {menu.map((item, index) =>
        item.children ? (
          <li key={item.label}>
            <HoverMenu
              item={item}
              active={marks.active(item)}
              marks={marks}
              noVisorYet={noVisorYet}
              skip={{ to: `menu-${index}-end`, label: skipMenu(item.label) }}
            />
            {/* Where its skip link leads: after the menu, outside it (a target inside would open it again). */}
            {item.children.some((child) => child.children) && <span id={`menu-${index}-end`} />}
          </li>
        ) : (
          <li key={item.label}>
            <MenuLink href={item.href} current={marks.current(item.href, true)} className={navClass}>
              {item.label}
            </MenuLink>
          </li>
        ),
      )}
    </ul>
  );
}

const navClass = (active: boolean) =>
  `block whitespace-nowrap rounded-md px-2 py-2 transition-colors xl:px-3 duration-150 hover:bg-white/10 ${active ? "text-signal" : "text-paper/90"}`;

function HoverMenu({
  item,
  active,
  marks,
  noVisorYet,
  skip,
}: {
  item: MenuItem;
  active: boolean;
  marks: MenuMarks;
  noVisorYet: string;
  skip: { to: string; label: string };
}) {
  const groups = item.children!.filter((child) => child.children);
  // The item's own page leads its links (a summary is no link), unless a child already names it.
  const links = [
    ...(item.children!.some((child) => child.href === item.href) ? [] : [{ label: item.label, href: item.href }]),
    ...item.children!.filter((child) => !child.children),
  ];
  return (
    <details {...hooks({ hoverMenu: true })} className="group relative">
      <summary
        className={`${navClass(active)} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {item.label}
        <span aria-hidden="true" className="text-xs transition-transform duration-150 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div
        className={`absolute left-1/2 z-40 mt-2 -translate-x-1/2 rounded-card bg-white p-5 text-asphalt shadow-2xl ring-1 ring-steel-200 ${groups.length ? "w-[min(920px,92vw)]" : "w-56"}`}
      >
        {/* A way past a menu of groups' many links (the Visors menu: 60) for a keyboard without the document
            script, which makes them one stop per group and closes the menu when a link of it is followed. */}
        {groups.length > 0 && (
          <a
            href={`#${skip.to}`}
            className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:rounded-full focus:bg-signal focus:px-3 focus:py-1.5 focus:text-sm focus:font-semibold focus:text-asphalt"
          >
            {skip.label}
          </a>
        )}
        <ul className="mb-3 flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <MenuLink
                href={link.href}
                current={marks.current(link.href)}
                className="inline-block rounded-full bg-paper px-3 py-1.5 text-sm font-semibold hover:bg-paper-200"
              >
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
        {groups.length > 0 && (
          <ul className="grid grid-cols-5 gap-x-6 gap-y-4">
            {groups.map((group) => (
              <li key={group.href} {...hooks({ menuGroup: true })}>
                <MenuLink
                  href={group.href}
                  current={marks.current(group.href)}
                  className="font-display text-lg font-semibold hover:text-signal-700"
                >
                  {group.label}
                </MenuLink>
                <ul {...hooks({ menuModels: true })} className="mt-1 space-y-0.5 text-sm text-steel-700">
                  {group.children!.map((model) => (
                    <li key={model.href}>
                      <MenuLink
                        href={model.href}
                        current={marks.current(model.href)}
                        className="hover:text-asphalt hover:underline"
                      >
                        <MenuModelLabel item={model} noVisorYet={noVisorYet} />
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
