import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MenuItem } from "~/features/navigation/navigation";
import { pagePath } from "~/i18n/routes";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher, type SwitcherLanguage } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";
import { useRootData } from "./use-root-data";
import { useUiLanguage } from "./use-language";

/** Header: brand with BETA badge, search, language switcher, navigation (desktop bar or phone panel). */
export function SiteHeader({ menu, languages }: { menu: MenuItem[]; languages: SwitcherLanguage[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const site = useRootData()?.site;
  const searchPanel = useRef<HTMLDialogElement>(null);
  return (
    <header className="sticky top-0 z-30 bg-asphalt text-paper shadow-[0_1px_0_rgba(255,255,255,0.08)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-signal focus:px-3 focus:py-2 focus:text-asphalt"
      >
        {t("common.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <Link to={pagePath(language, "home")} className="mr-auto flex shrink-0 items-center gap-2 lg:mr-2">
          <img src="/api/brand-assets/by-name/logo-mark" alt="" width={32} height={32} className="rounded-md" />
          <span className="font-display text-xl font-bold tracking-wide sm:text-2xl">{site?.siteName}</span>
          <span className="rounded-full bg-signal px-2 py-0.5 text-[10px] font-bold tracking-wider text-asphalt">
            {t("brand.beta")}
          </span>
        </Link>
        <DesktopNav menu={menu} />
        <SearchForm className="ml-auto hidden w-56 md:block xl:w-64" />
        <button
          type="button"
          onClick={() => searchPanel.current?.showModal()}
          className="rounded-md p-2 hover:bg-white/10 md:hidden"
          aria-label={t("search.open")}
          aria-haspopup="dialog"
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            <path
              fill="currentColor"
              d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            />
          </svg>
        </button>
        <LanguageSwitcher languages={languages} className="hidden sm:block" />
        <MobileMenu menu={menu} languages={languages} />
      </div>
      <dialog
        ref={searchPanel}
        aria-label={t("search.label")}
        className="m-0 mt-0 w-full max-w-none bg-asphalt p-4 text-paper backdrop:bg-asphalt/60 open:animate-[slide-down_180ms_ease-out]"
        onClick={(event) => event.target === event.currentTarget && searchPanel.current?.close()}
      >
        <div className="flex items-center gap-2">
          <SearchForm className="flex-1" onSearched={() => searchPanel.current?.close()} />
          <button
            type="button"
            onClick={() => searchPanel.current?.close()}
            className="rounded-md px-3 py-2 text-sm hover:bg-white/10"
          >
            {t("common.close")}
          </button>
        </div>
      </dialog>
    </header>
  );
}
