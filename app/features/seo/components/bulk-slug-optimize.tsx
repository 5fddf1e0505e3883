import { useId, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminCall, DialogActions } from "~/features/admin";
import { actionButton } from "~/components/ui/admin/buttons";
import { languageInfo, type Language } from "~/i18n/languages";
import { plural } from "~/i18n/format";
import type { BulkOptimizeRequest } from "../seo-slug.schema";
import type { SlugChange } from "../seo-slug.server";

const seoSlugApi = adminApi("/seo-slug");

export const languageName = (code: string) => languageInfo(code as Language).name;
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
  scope: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [changes, setChanges] = useState<SlugChange[] | null>(null);
  const [loading, setLoading] = useState(false);
  const live = changes?.filter((c) => c.live).length ?? 0;

  async function preview() {
    setLoading(true);
    const answer = await adminCall(seoSlugApi["bulk-optimize"].$post({ json: { ...input, dryRun: true } }));
    setLoading(false);
    if (!answer.ok) {
      toast({
        title: "Bulk Optimization Failed",
        description: answer.error ?? "Failed to list the changes",
        variant: "destructive",
      });
    } else if (!answer.data.changes.length) {
      toast({ title: "Nothing to Optimize", description: `No ${scope} would score better with another slug.` });
    } else {
      setChanges(answer.data.changes);
      dialog.current?.showModal();
    }
  }

  return (
    <>
      <button type="button" onClick={preview} disabled={busy || loading} className={actionButton}>
        {busy ? "Optimizing…" : loading ? "Checking…" : "Bulk optimize"}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setChanges(null)}
        className="m-auto w-[min(56rem,94vw)] rounded-panel bg-paper p-6 text-asphalt shadow-2xl backdrop:bg-asphalt/60"
      >
        <h2 id={titleId} className="text-2xl font-bold">
          Optimize {plural(changes?.length ?? 0, "slug")}?
        </h2>
        <p className="mt-2 text-steel-700">
          Each of these {scope} scores better with the new slug. Old addresses keep redirecting.
          {live > 0 && (
            <strong className="mt-1 block text-stock-out">
              {live === 1 ? "1 published product gets" : `${live} published products get`} a new public address.
            </strong>
          )}
        </p>
        {/* Focusable, so the list scrolls from the keyboard too. */}
        <div tabIndex={0} role="region" aria-label="Changes" className="mt-4 max-h-[50vh] overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Slugs before and after</caption>
            <thead>
              <tr className="border-b border-steel-200 text-steel-700">
                {["Name", "Language", "Before", "After"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-3">
                    {heading}
                  </th>
                ))}
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
                        Published
                      </span>
                    )}
                  </th>
                  <td className="py-2 pr-3">{languageName(change.language)}</td>
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
          confirmLabel={live > 0 ? "Change these addresses" : "Optimize slugs"}
          onConfirm={onConfirm}
        />
      </dialog>
    </>
  );
}
