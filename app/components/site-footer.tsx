import { useTranslation } from "react-i18next";
import { useRootData } from "./use-root-data";

/** Footer with the affiliate disclosure, stated plainly on every page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useRootData()?.site;
  return (
    <footer className="mt-24 bg-asphalt text-paper/80">
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-10 text-sm">
        <p className="max-w-2xl">{t("footer.disclosure")}</p>
        <p className="text-paper/60">
          {t("footer.copyright", { year: new Date().getFullYear(), siteName: site?.siteName })} ·{" "}
          <a className="underline hover:text-paper" href={`mailto:${site?.contactEmail}`}>
            {site?.contactEmail}
          </a>
        </p>
      </div>
    </footer>
  );
}
