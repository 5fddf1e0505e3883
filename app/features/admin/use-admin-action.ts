import { useToast, type Toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/use-translation";
import { adminFailure, type AdminFailure, type AdminResult } from "./admin-fetch";
import { usePageUpdate } from "./use-page-update";

/** Answered by an action the curator called off (e.g. answered "Cancel"): no toast. */
export const cancelled: AdminFailure = adminFailure();

/**
 * Runs an admin API call from a page: on success fresh page data (unless `refresh: false`; a function
 * moves the page instead, e.g. to the record just made) and then a toast (`success`, or made from the
 * answer's data), so the toast never announces what the page does not show yet; on failure a destructive
 * toast with the server's message and `onFailure` (e.g. to show the per-field messages). Answers the
 * call's result once the page shows it.
 */
export function useAdminAction() {
  const toast = useToast();
  const { t } = useTranslation();
  const pageUpdate = usePageUpdate();
  return async function run<T>(
    action: () => Promise<AdminResult<T>>,
    success: Toast | ((data: T) => Toast),
    {
      failure = t("admin.common.failed"),
      refresh = true,
      onFailure,
    }: {
      failure?: string;
      refresh?: boolean | ((data: T) => unknown);
      onFailure?: (failure: AdminFailure) => void;
    } = {},
  ): Promise<AdminResult<T>> {
    let result: AdminResult<T>;
    try {
      result = await action();
    } catch {
      result = adminFailure();
    }
    if (result.ok) {
      const { data } = result;
      if (refresh) await pageUpdate(refresh === true ? undefined : () => refresh(data));
      toast(typeof success === "function" ? success(data) : success);
      return result;
    }
    if (result === cancelled) return result;
    onFailure?.(result);
    // A stale save is told by the form's own conflict panel, beside what to do about it.
    if (result.stale) return result;
    toast({
      title: t("admin.common.error"),
      description: result.error ?? failure,
      ...(result.detail ? { detail: result.detail } : {}),
      variant: "destructive",
    });
    return result;
  };
}
