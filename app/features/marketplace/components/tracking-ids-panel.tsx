import { useState } from "react";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction } from "~/features/admin";
import { languageCatalogue } from "~/i18n/languages";
import type { ProductLinksSummary } from "../marketplace.schema";

const marketplaceApi = adminApi("/marketplace");

/**
 * The tracking id each language's links carry (decision 0023), so the networks' orders come back split by language:
 * AliExpress promotion links made per language, and Awin's `clickref`. Saving makes the AliExpress links anew.
 */
export function TrackingIdsPanel({ summary, configured }: { summary: ProductLinksSummary; configured: boolean }) {
  const run = useAdminAction();
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
        title: "Tracking ids saved",
        description: made.failed
          ? `${made.made} links made, ${made.failed} not: ${made.problem ?? "see the server log"}`
          : made.problem
            ? made.problem
            : `${made.made} AliExpress links made for the languages with an id.`,
      }),
      { onFailure: (failure) => setErrors(failure.fields) },
    );
  };
  return (
    <section aria-labelledby="tracking-title" className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="tracking-title" className="text-xl font-bold">
        Tracking id per language
      </h2>
      <p className="mt-1 text-sm text-steel-700">
        Clicks in a language with its own id go to an AliExpress link made with that id, and Awin links get it as their{" "}
        <code>clickref</code>, so orders come back split by language. A language left empty uses the main link.
        AliExpress links are made when you save, and after each sync and import
        {configured ? "." : ", once AliExpress sync is set up."}
      </p>
      {summary.aliexpressProducts === 0 && (
        <p className="mt-2 text-sm text-steel-700">
          No product is tied to its AliExpress item yet (an <code>s.click</code> link names none): import products, or
          link them from the list below, to give them a link per language.
        </p>
      )}
      <form onSubmit={save} className="mt-3" noValidate>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {languageCatalogue.map(({ code, name }) => (
            <FormField
              key={code}
              idPrefix="tracking"
              name={code}
              label={name}
              error={errors[code]}
              hint={
                summary.trackingIds[code] && summary.aliexpressProducts
                  ? `${summary.links[code] ?? 0} of ${summary.aliexpressProducts} AliExpress products have their link`
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
          Save tracking ids
        </button>
      </form>
    </section>
  );
}
