import { useTranslation } from "~/i18n/use-translation";
import { useUiLanguage } from "~/components/ui/use-language";
import { pagePath } from "~/i18n/routes";
import type { MyHelmet } from "~/features/fitment";
import { ForgetMyHelmetButton } from "./my-helmet-form";

/**
 * "Your helmet: AGV K6 · Change · Forget", then "Visors for my AGV K6": the header's strip on every storefront page once
 * it is set; `visorsPath` is the model's visor page (or the finder set to it).
 */
export function MyHelmetBar({ helmet }: { helmet: MyHelmet & { visorsPath: string } }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <aside aria-label={t("helmet.isMine")} className="border-b border-steel-200 bg-white">
      {/* Two lines on a phone: the helmet with Change and Forget, then its visors (it took three, pushing the buy
          button of a product page off the first screen). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2 text-sm">
        <span className="font-semibold">{t("helmet.yours", { helmet: helmet.label })}</span>
        <span className="flex gap-x-3">
          <a
            href={pagePath(language, "helmetFinder", { brand: helmet.brandSlug, model: helmet.modelSlug })}
            className="font-semibold underline underline-offset-2 hover:text-signal-700"
          >
            {t("helmet.change")}
          </a>
          <ForgetMyHelmetButton />
        </span>
        <span className="basis-full sm:ml-auto sm:basis-auto">
          <a
            href={helmet.visorsPath}
            data-my-visors
            className="inline-block rounded-full bg-signal px-3 py-0.5 font-semibold text-asphalt hover:bg-[#ff7a47]"
          >
            {t("fits.visorsFor", { helmet: helmet.label })}
          </a>
        </span>
      </div>
    </aside>
  );
}
