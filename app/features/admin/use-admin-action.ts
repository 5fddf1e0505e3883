import { useRevalidator } from "react-router";
import { useToast, type Toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/use-translation";
import { adminFailure, type AdminFailure, type AdminResult } from "./admin-fetch";

/** Answered by an action the curator called off (e.g. answered "Cancel"): no toast. */
export const cancelled: AdminFailure = adminFailure();

/**
 * Runs an admin API call from a page: on success a toast (`success`, or made from the answer's data)
 * and (unless `refresh: false`) fresh page data, on failure a destructive toast with the server's
 * message and `onFailure` (e.g. to show the per-field messages). Answers the call's result.
 */
export function useAdminAction() {
  const toast = useToast();
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  return async function run<T>(
    action: () => Promise<AdminResult<T>>,
    success: Toast | ((data: T) => Toast),
    {
      failure = t("admin.common.failed"),
      refresh = true,
      onFailure,
    }: { failure?: string; refresh?: boolean; onFailure?: (failure: AdminFailure) => void } = {},
  ): Promise<AdminResult<T>> {
    let result: AdminResult<T>;
    try {
      result = await action();
    } catch {
      result = adminFailure();
    }
    if (result.ok) {
      toast(typeof success === "function" ? success(result.data) : success);
      if (refresh) await revalidate();
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
