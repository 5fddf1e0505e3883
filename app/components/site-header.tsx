import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useRootData } from "./use-root-data";
import { categoryPath, pagePath } from "~/i18n/routes";
import { useLanguage } from "./use-language";

/** Header: brand with BETA badge and the main navigation (issue 3 adds search, switcher and menus). */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const site = useRootData()?.site;
  const items = [
    { to: pagePath(language, "home"), label: t("nav.home"), end: true },
    { to: pagePath(language, "products"), label: t("nav.products") },
    { to: pagePath(language, "helmetFinder"), label: t("nav.visors") },
    { to: categoryPath(language, "intercoms-ejeas"), label: t("nav.intercoms") },
    { to: categoryPath(language, "cameras-insta360"), label: t("nav.cameras") },
    { to: categoryPath(language, "accessories-microphones"), label: t("nav.accessories") },
  ];
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-asphalt text-paper">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        {t("common.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <Link to={pagePath(language, "home")} className="flex items-center gap-2">
          <img src="/api/brand-assets/by-name/logo-mark" alt="" width={32} height={32} className="rounded-md" />
          <span className="font-display text-2xl font-bold tracking-wide">{site?.siteName}</span>
          <span className="rounded-full bg-signal px-2 py-0.5 text-[11px] font-bold tracking-wider text-asphalt">
            {t("brand.beta")}
          </span>
        </Link>
        <nav aria-label={t("nav.main")} className="ml-auto hidden md:block">
          <ul className="flex gap-1 text-sm">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 transition-colors duration-150 hover:bg-white/10 ${isActive ? "text-signal" : "text-paper/85"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
