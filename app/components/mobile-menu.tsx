import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { MenuItem } from "~/features/navigation/navigation";
import { LanguageSwitcher, mobileLanguageChangeKey, type SwitcherLanguage } from "./language-switcher";

/** Collapsed sizes of the mobile menu (spec §9). */
export const mobileMenuLimits = { models: 3, brands: 4 };

/** The slide-in navigation panel for phones: a modal <dialog> (focus kept inside, Esc closes). */
export function MobileMenu({ menu, languages }: { menu: MenuItem[]; languages: SwitcherLanguage[] }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel's links are only rendered once it is first opened: the closed panel costs nothing.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  useEffect(() => {
    // After a language change made from this panel, show it again in the new language.
    if (sessionStorage.getItem(mobileLanguageChangeKey)) {
      sessionStorage.removeItem(mobileLanguageChangeKey);
      // Reading the flag needs the browser, so this can only happen after mounting.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (window.matchMedia("(max-width: 1023px)").matches) open();
    }
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={open}
        className="rounded-md p-2 hover:bg-white/10 lg:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-label={t("nav.main")}
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-paper p-0 text-asphalt backdrop:bg-asphalt/60 open:animate-[slide-in_180ms_ease-out]"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
          if ((event.target as HTMLElement).closest("a")) close();
        }}
      >
        {used && (
          <>
            <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
              <LanguageSwitcher
                languages={languages}
                fromMobileMenu
                className="text-asphalt [&_summary:hover]:bg-paper-200"
              />
              <button
                type="button"
                onClick={close}
                className="rounded-md p-2 hover:bg-paper-200"
                aria-label={t("nav.closeMenu")}
              >
                <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                  />
                </svg>
              </button>
            </div>
            <nav className="overflow-y-auto px-2 py-3">
              <ul className="space-y-1">
                {menu.map((item) => (
                  <li key={item.label}>
                    <NavLink to={item.href} end className={mobileLinkClass}>
                      {item.label}
                    </NavLink>
                    {item.children && <MenuChildren items={item.children} />}
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </dialog>
    </>
  );
}

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 font-semibold hover:bg-paper-200 ${isActive ? "text-signal-700" : ""}`;

function MenuChildren({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [allBrands, setAllBrands] = useState(false);
  const links = items.filter((i) => !i.children);
  const groups = items.filter((i) => i.children);
  const shown = allBrands ? groups : groups.slice(0, mobileMenuLimits.brands);
  const hidden = groups.length - mobileMenuLimits.brands;
  return (
    <ul className="ml-3 space-y-1 border-l border-steel-200 pl-2 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} className={mobileLinkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {shown.map((group) => (
        <BrandGroup key={group.href} group={group} />
      ))}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            onClick={() => setAllBrands(!allBrands)}
            className="px-3 py-2 font-semibold text-signal-700 hover:underline"
          >
            {allBrands ? t("nav.fewerBrands") : t("nav.moreBrands", { count: hidden })}
          </button>
        </li>
      )}
    </ul>
  );
}

function BrandGroup({ group }: { group: MenuItem }) {
  const { t } = useTranslation();
  const [allModels, setAllModels] = useState(false);
  const models = group.children ?? [];
  const hidden = models.length - mobileMenuLimits.models;
  return (
    <li>
      <NavLink to={group.href} className={mobileLinkClass}>
        {group.label}
      </NavLink>
      <ul className="ml-3 flex flex-wrap gap-1.5 pb-1">
        {(allModels ? models : models.slice(0, mobileMenuLimits.models)).map((model) => (
          <li key={model.href}>
            <NavLink
              to={model.href}
              className="inline-block rounded-full bg-white px-3 py-1.5 ring-1 ring-steel-200 hover:ring-steel-400"
            >
              {model.label}
            </NavLink>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              onClick={() => setAllModels(!allModels)}
              className="px-2 py-1.5 text-steel-700 underline"
            >
              {allModels ? t("nav.fewerModels") : t("nav.moreModels", { count: hidden })}
            </button>
          </li>
        )}
      </ul>
    </li>
  );
}
