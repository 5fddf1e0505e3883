import { MenuModelLabel } from "./menu-model-label";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { MenuLink, useMenuContents, type MenuMarks } from "./menu-link";
import type { MenuItem } from "~/features/navigation/navigation";
import { LanguageSwitcher, type SwitcherLanguage } from "./language-switcher";
import { PanelButton } from "./panel-button";
import { hooks } from "~/components/ui/document-hooks";

/** The panel's id; the document script finds it by its `mobileMenu` hook. */
const mobileMenuId = "mobile-menu";

/** Collapsed sizes of the mobile menu (spec §9). */
export const mobileMenuLimits = { models: 3, brands: 4 };

/**
 * The slide-in navigation panel for phones: a popover (Esc or a tap outside closes it; the document
 * script closes it when a link is followed and reopens it after a language change made here). It
 * works before hydration and on pages served without it.
 */
export function MobileMenu({
  menu,
  marks,
  language,
  languages,
}: {
  menu: MenuItem[];
  marks: MenuMarks;
  language: string;
  languages: SwitcherLanguage[];
}) {
  const { t } = useTranslation();
  const filled = useMenuContents();
  return (
    <>
      <PanelButton
        panel={mobileMenuId}
        label={t("nav.openMenu")}
        icon="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"
        className="hover:bg-white/10 lg:hidden"
      />
      <div
        id={mobileMenuId}
        {...hooks({ mobileMenu: true })}
        popover="auto"
        role="dialog"
        aria-label={t("nav.main")}
        className="inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-paper p-0 text-asphalt backdrop:bg-asphalt/60 open:animate-[slide-in_180ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
          <LanguageSwitcher languages={languages} className="text-asphalt [&_summary:hover]:bg-paper-200" />
          <PanelButton
            panel={mobileMenuId}
            action="hide"
            label={t("nav.closeMenu")}
            icon="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
            className="hover:bg-paper-200"
          />
        </div>
        <nav
          className="px-2 py-3"
          {...filled(menu, `mobile ${language}\n${marks.key}`, () => (
            <MobileMenuList menu={menu} marks={marks} t={t} />
          ))}
        />
      </div>
    </>
  );
}

/** The panel's links: no hooks, so the server renders it once per menu and marking (`useMenuContents`). */
function MobileMenuList({ menu, marks, t }: { menu: MenuItem[]; marks: MenuMarks; t: TFunction }) {
  return (
    <ul className="space-y-1">
      {menu.map((item) => (
        <li key={item.label}>
          <MenuLink href={item.href} current={marks.current(item.href, true)} className={mobileLinkClass}>
            {item.label}
          </MenuLink>
          {item.children && <MenuChildren items={item.children} marks={marks} t={t} />}
        </li>
      ))}
    </ul>
  );
}

const mobileLinkClass = (current: boolean) =>
  `block rounded-md px-3 py-2.5 font-semibold hover:bg-paper-200 ${current ? "text-signal-700" : ""}`;

function MenuChildren({ items, marks, t }: { items: MenuItem[]; marks: MenuMarks; t: TFunction }) {
  const links = items.filter((i) => !i.children);
  const groups = items.filter((i) => i.children);
  const hidden = groups.slice(mobileMenuLimits.brands);
  return (
    <div className="ml-3 border-l border-steel-200 pl-2 text-sm">
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <MenuLink href={link.href} current={marks.current(link.href)} className={mobileLinkClass}>
              {link.label}
            </MenuLink>
          </li>
        ))}
        {groups.slice(0, mobileMenuLimits.brands).map((group) => (
          <BrandGroup key={group.href} group={group} marks={marks} t={t} />
        ))}
      </ul>
      {hidden.length > 0 && (
        <MoreToggle
          more={t("nav.moreBrands", { count: hidden.length })}
          fewer={t("nav.fewerBrands")}
          className="px-3 py-2 font-semibold text-signal-700"
        >
          <ul className="space-y-1">
            {hidden.map((group) => (
              <BrandGroup key={group.href} group={group} marks={marks} t={t} />
            ))}
          </ul>
        </MoreToggle>
      )}
    </div>
  );
}

function BrandGroup({ group, marks, t }: { group: MenuItem; marks: MenuMarks; t: TFunction }) {
  const noVisorYet = t("helmet.noVisorYet");
  const models = group.children ?? [];
  const hidden = models.slice(mobileMenuLimits.models);
  const chips = (list: MenuItem[]) => (
    <ul className="ml-3 flex flex-wrap gap-1.5 pb-1">
      {list.map((model) => (
        <li key={model.href}>
          <MenuLink
            href={model.href}
            current={marks.current(model.href)}
            className="inline-block rounded-full bg-white px-3 py-1.5 ring-1 ring-steel-200 hover:ring-steel-400"
          >
            <MenuModelLabel item={model} noVisorYet={noVisorYet} />
          </MenuLink>
        </li>
      ))}
    </ul>
  );
  return (
    <li>
      <MenuLink href={group.href} current={marks.current(group.href)} className={mobileLinkClass}>
        {group.label}
      </MenuLink>
      {chips(models.slice(0, mobileMenuLimits.models))}
      {hidden.length > 0 && (
        <MoreToggle
          more={t("nav.moreModels", { count: hidden.length })}
          fewer={t("nav.fewerModels")}
          className="ml-3 px-2 py-1.5 text-steel-700"
        >
          {chips(hidden)}
        </MoreToggle>
      )}
    </li>
  );
}

/** "+N more" / "Show fewer": a <details>, so it works on pages served without hydration. */
function MoreToggle({
  more,
  fewer,
  className,
  children,
}: {
  more: string;
  fewer: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <details className="group/more">
      <summary className={`cursor-pointer list-none underline [&::-webkit-details-marker]:hidden ${className}`}>
        <span className="group-open/more:hidden">{more}</span>
        <span className="hidden group-open/more:inline">{fewer}</span>
      </summary>
      {children}
    </details>
  );
}
