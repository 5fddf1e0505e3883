import { useState } from "react";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
import { languageCatalogue } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { withParts } from "~/i18n/with-parts";
import type { ProductLinksSummary } from "../marketplace.schema";

const marketplaceApi = adminApi("/marketplace");

/**
 * The tracking id each language's links carry (decision 0023), so the networks' orders come back split by language:
 * AliExpress promotion links made per language, and Awin's `clickref`. Saving makes the AliExpress links anew.
 */
export function TrackingIdsPanel({ summary, configured }: { summary: ProductLinksSummary; configured: boolean }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const [ids, setIds] = useState<Record<string, string>>(() =>
    Object.fromEntries(languageCatalogue.map(({ code }) => [code, summary.trackingIds[code] ?? ""])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const json = Object.fromEntries(Object.entries(ids).filter(([, id]) => id.trim()));
    void run(
      () => adminCall(marketplaceApi["tracking-ids"].$put({ json })),
      ({ made }) => ({
        title: t("admin.marketplace.tracking.saved"),
        description: made.failed
          ? t("admin.marketplace.tracking.someFailed", {
              made: made.made,
              failed: made.failed,
              problem: made.problem ?? t("admin.marketplace.tracking.seeLog"),
            })
          : made.problem
            ? made.problem
            : t("admin.marketplace.tracking.made", { count: made.made }),
      }),
      { onFailure: (failure) => setErrors(failure.fields) },
    );
  };
  return (
    <section aria-labelledby="tracking-title" className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="tracking-title" className="text-xl font-bold">
        {t("admin.marketplace.tracking.title")}
      </h2>
      <p className="mt-1 text-sm text-steel-700">
        {withParts(t("admin.marketplace.tracking.intro"), { clickref: <code>clickref</code> })}{" "}
        {t(configured ? "admin.marketplace.tracking.whenMade" : "admin.marketplace.tracking.whenMadeOff")}
      </p>
      {summary.aliexpressProducts === 0 && (
        <p className="mt-2 text-sm text-steel-700">
          {withParts(t("admin.marketplace.tracking.noneTied"), { sclick: <code>s.click</code> })}
        </p>
      )}
      <form onSubmit={save} className="mt-3" noValidate>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {languageCatalogue.map(({ code }) => (
            <FormField
              key={code}
              idPrefix="tracking"
              name={code}
              label={t(`admin.marketplace.languageNames.${code}`)}
              error={errors[code]}
              hint={
                summary.trackingIds[code] && summary.aliexpressProducts
                  ? t("admin.marketplace.tracking.linked", {
                      linked: summary.links[code] ?? 0,
                      count: summary.aliexpressProducts,
                    })
                  : undefined
              }
            >
              {(props) => (
                <input
                  {...props}
                  value={ids[code]}
                  onChange={(event) => setIds({ ...ids, [code]: event.currentTarget.value })}
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass}
                />
              )}
            </FormField>
          ))}
        </div>
        {errors.form && <p className="mt-3 text-sm font-semibold text-stock-out">{errors.form}</p>}
        <button type="submit" className={`${smallButton} mt-4`}>
          {t("admin.marketplace.tracking.save")}
        </button>
      </form>
    </section>
  );
}
