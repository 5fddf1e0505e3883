import { DocumentLink } from "~/components/ui/document-link";
import { SkipLink } from "~/components/ui/skip-link";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import type { MenuItem } from "~/features/navigation/navigation";
import { pagePath } from "~/i18n/routes";
import { DesktopNav } from "./desktop-nav";
import { menuMarks } from "./menu-link";
import { LanguageSwitcher, type SwitcherLanguage } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { PanelButton } from "./panel-button";
import { SearchForm } from "./search-form";
import { useRootData } from "~/context/use-root-data";
import { useUiLanguage } from "~/components/ui/use-language";

const searchPanelId = "search-panel";

/** Header: brand with BETA badge, search, language switcher, navigation (desktop bar or phone panel). */
export function SiteHeader({ menu, languages }: { menu: MenuItem[]; languages: SwitcherLanguage[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const site = useRootData()?.site;
  const marks = menuMarks(menu, useLocation().pathname);
  return (
    <header className="sticky top-0 z-30 bg-asphalt text-paper shadow-[0_1px_0_rgba(255,255,255,0.08)]">
      <SkipLink>{t("common.skipToContent")}</SkipLink>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <DocumentLink to={pagePath(language, "home")} className="mr-auto flex shrink-0 items-center gap-2 lg:mr-2">
          <img src="/api/brand-assets/by-name/logo-mark" alt="" width={32} height={32} className="rounded-md" />
          <span className="font-display text-xl font-bold tracking-wide sm:text-2xl">{site?.siteName}</span>
          <span className="rounded-full bg-signal px-2 py-0.5 text-[10px] font-bold tracking-wider text-asphalt">
            {t("brand.beta")}
          </span>
        </DocumentLink>
        <DesktopNav menu={menu} marks={marks} language={language} />
        {/* Between 1024 and 1280 px the menu needs the room: the search box opens from its button, as on a phone. */}
        <SearchForm className="ml-auto hidden w-56 md:block lg:hidden xl:block xl:w-56 2xl:w-64" />
        <PanelButton
          panel={searchPanelId}
          label={t("search.open")}
          icon="M10.2 3.6a6.6 6.6 0 0 1 5.26 10.6l4.38 4.37-1.27 1.27-4.37-4.38A6.6 6.6 0 1 1 10.2 3.6Zm0 1.8a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Z"
          className="hover:bg-white/10 md:hidden lg:ml-auto lg:block xl:hidden"
        />
        <LanguageSwitcher languages={languages} className="hidden sm:block" />
        <MobileMenu menu={menu} marks={marks} language={language} languages={languages} />
      </div>
      {/* A popover: opens, closes on Esc or a tap outside, and works before (or without) hydration. */}
      <div
        id={searchPanelId}
        popover="auto"
        aria-label={t("search.label")}
        className="inset-x-0 top-0 bottom-auto m-0 h-auto w-full max-w-none bg-asphalt p-4 text-paper backdrop:bg-asphalt/60 open:animate-[slide-down_180ms_ease-out]"
      >
        <div className="flex items-center gap-2">
          <SearchForm className="flex-1" />
          <button
            type="button"
            popoverTarget={searchPanelId}
            popoverTargetAction="hide"
            className="rounded-md px-3 py-2 text-sm hover:bg-white/10"
          >
            {t("common.close")}
          </button>
        </div>
      </div>
    </header>
  );
}
