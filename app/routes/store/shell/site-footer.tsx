import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";

import { pagePath, categoryPath, type StaticPageKey } from "~/i18n/routes";
import { BrandingWidget } from "./branding-widget";
import { SocialIcon, type SocialNetwork } from "~/components/ui/social-icon";
import { useRootData } from "~/context/use-root-data";
import { useUiLanguage } from "~/components/ui/use-language";

const pageLinks: StaticPageKey[] = [
  "products",
  "helmetFinder",
  "about",
  "affiliateLinks",
  "contact",
  "privacy",
  "terms",
];

/** Footer: what the site is, social links, page links, the affiliate disclosure and copyright. */
export function SiteFooter({ categorySlugs }: { categorySlugs?: { visors?: string; cameras?: string } }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const site = useRootData()?.site;
  if (!site) return null;
  const categoryLinks = [
    categorySlugs?.visors && { href: categoryPath(language, categorySlugs.visors), label: t("nav.visors") },
    categorySlugs?.cameras && { href: categoryPath(language, categorySlugs.cameras), label: t("nav.cameras") },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  return (
    <footer className="mt-24 bg-asphalt text-paper/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_1fr]">
        <div className="space-y-4">
          <p className="font-display text-2xl font-bold text-paper">{site.siteName}</p>
          <p className="max-w-md text-sm leading-relaxed">{t("footer.description", { name: site.curatorName })}</p>
          <ul className="flex gap-2">
            {(Object.entries(site.social) as [SocialNetwork, string][]).map(([network, href]) => (
              <li key={network}>
                <a
                  href={href}
                  rel="me noopener"
                  target="_blank"
                  aria-label={t(`footer.social.${network}`)}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 transition-colors duration-150 hover:bg-signal hover:text-asphalt"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("footer.linksTitle")}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {pageLinks.slice(0, 2).map((page) => (
              <li key={page}>
                <DocumentLink to={pagePath(language, page)} className="hover:text-paper hover:underline">
                  {t(`footer.pages.${page}`)}
                </DocumentLink>
              </li>
            ))}
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <DocumentLink to={link.href} className="hover:text-paper hover:underline">
                  {link.label}
                </DocumentLink>
              </li>
            ))}
            {pageLinks.slice(2).map((page) => (
              <li key={page}>
                <DocumentLink to={pagePath(language, page)} className="hover:text-paper hover:underline">
                  {t(`footer.pages.${page}`)}
                </DocumentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl">{t("footer.disclosure")}</p>
          <div className="flex flex-col gap-1 sm:items-end">
            <p className="text-paper/60">
              {t("footer.copyright", { year: new Date().getFullYear(), siteName: site.siteName })}
            </p>
            <BrandingWidget site={site} />
          </div>
        </div>
      </div>
    </footer>
  );
}
