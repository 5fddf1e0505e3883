import { useTranslation } from "~/i18n/use-translation";
import { useUiLanguage } from "~/components/ui/use-language";
import { pagePath } from "~/i18n/routes";
import type { MyHelmet } from "~/features/fitment";
import { ForgetMyHelmetButton } from "./my-helmet-form";

/** "Your helmet: AGV K6 · Change · Forget", under the header on every storefront page once it is set. */
export function MyHelmetBar({ helmet }: { helmet: MyHelmet }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <aside aria-label={t("helmet.isMine")} className="border-b border-steel-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span className="font-semibold">{t("helmet.yours", { helmet: helmet.label })}</span>
        <a
          href={pagePath(language, "helmetFinder", { brand: helmet.brandSlug, model: helmet.modelSlug })}
          className="font-semibold underline underline-offset-2 hover:text-signal-700"
        >
          {t("helmet.change")}
        </a>
        <ForgetMyHelmetButton />
      </div>
    </aside>
  );
}
