import { useId, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminCall, DialogActions } from "~/features/admin";
import { actionButton } from "~/components/ui/admin/buttons";
import { useLanguageNames } from "~/features/languages";
import type { Language } from "~/i18n/languages";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { BulkOptimizeRequest } from "../seo-slug.schema";
import type { SlugChange } from "../seo-slug.server";

const seoSlugApi = adminApi("/seo-slug");

const ss = "admin.seoSlugs";

/** Which slugs a bulk optimization is about: one kind or both, in one language or every one. */
export interface BulkScope {
  entity: "all" | "product" | "category";
  language?: Language;
}

/**
 * Bulk optimize in two steps: the list of changes (before → after, with scores) first, then the
 * curator's yes, which names the published products whose public address changes.
 */
export function BulkOptimize({
  input,
  scope,
  busy,
  onConfirm,
}: {
  input: Pick<BulkOptimizeRequest, "language" | "entityType">;
  scope: BulkScope;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const toast = useToast();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languages = useLanguageNames();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [changes, setChanges] = useState<SlugChange[] | null>(null);
  const [loading, setLoading] = useState(false);
  const live = changes?.filter((c) => c.live).length ?? 0;
  // Whole sentences per scope: the scope's words sit mid-sentence, in each language's order.
  const aboutScope = (sentence: "confirmText" | "nothingText") =>
    scope.language
      ? t(`${ss}.${sentence}.${scope.entity}.one`, { language: languages.inText(scope.language) })
      : t(`${ss}.${sentence}.${scope.entity}.every`);

  async function preview() {
    setLoading(true);
    const answer = await adminCall(seoSlugApi["bulk-optimize"].$post({ json: { ...input, dryRun: true } }));
    setLoading(false);
    if (!answer.ok) {
      toast({
        title: t(`${ss}.bulkFailed`),
        description: answer.error ?? t(`${ss}.listFailed`),
        variant: "destructive",
      });
    } else if (!answer.data.changes.length) {
      toast({ title: t(`${ss}.nothing`), description: aboutScope("nothingText") });
    } else {
      setChanges(answer.data.changes);
      dialog.current?.showModal();
    }
  }

  return (
    <>
      <button type="button" onClick={preview} disabled={busy || loading} className={actionButton}>
        {t(busy ? `${ss}.optimizing` : loading ? `${ss}.checking` : `${ss}.bulkOptimize`)}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setChanges(null)}
        className="m-auto w-[min(56rem,94vw)] rounded-panel bg-paper p-6 text-asphalt shadow-2xl backdrop:bg-asphalt/60"
      >
        <h2 id={titleId} className="text-2xl font-bold">
          {t(`${ss}.confirmTitle`, { count: changes?.length ?? 0, n: format.number(changes?.length ?? 0) })}
        </h2>
        <p className="mt-2 text-steel-700">
          {aboutScope("confirmText")}
          {live > 0 && (
            <strong className="mt-1 block text-stock-out">
              {t(`${ss}.liveWarning`, { count: live, n: format.number(live) })}
            </strong>
          )}
        </p>
        {/* Focusable, so the list scrolls from the keyboard too. */}
        <div tabIndex={0} role="region" aria-label={t(`${ss}.changes`)} className="mt-4 max-h-[50vh] overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t(`${ss}.changesCaption`)}</caption>
            <thead>
              <tr className="border-b border-steel-200 text-steel-700">
                {[t(`${ss}.columns.name`), t(`${ss}.columns.language`), t(`${ss}.before`), t(`${ss}.after`)].map(
                  (heading) => (
                    <th key={heading} scope="col" className="py-2 pr-3">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {changes?.map((change) => (
                <tr
                  key={`${change.entityType}-${change.entityId}-${change.language}`}
                  className="border-b border-steel-200/60 align-top"
                >
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {change.entityName}
                    {change.live && (
                      <span className="ml-1 whitespace-nowrap rounded-full bg-stock-out/10 px-2 py-0.5 text-xs font-semibold text-stock-out">
                        {t(`${ss}.published`)}
                      </span>
                    )}
                  </th>
                  <td className="py-2 pr-3">{languages.name(change.language)}</td>
                  <td className="break-all py-2 pr-3 font-mono text-xs">
                    {change.oldSlug} <span className="tabular font-sans font-semibold">({change.oldScore})</span>
                  </td>
                  <td className="break-all py-2 pr-3 font-mono text-xs">
                    {change.newSlug} <span className="tabular font-sans font-semibold">({change.newScore})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogActions
          dialog={dialog}
          confirmLabel={t(live > 0 ? `${ss}.changeAddresses` : `${ss}.optimizeSlugs`)}
          onConfirm={onConfirm}
        />
      </dialog>
    </>
  );
}
