import { useRevalidator } from "react-router";
import { useToast, type Toast } from "~/components/ui/toast";
import { adminErrorMessage } from "./admin-fetch";

/** Thrown by an action the curator called off (e.g. answered "Cancel"): no toast, `run` answers false. */
export const cancelled = new Error("Cancelled");

/**
 * Runs an admin API call from a page: on success a toast and (unless `refresh: false`) fresh page
 * data, on failure a destructive toast with the server's message. Answers whether it worked.
 */
export function useAdminAction() {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  return async function run(
    action: () => Promise<unknown>,
    success: Toast,
    {
      failure = "There was a problem. Please try again later.",
      refresh = true,
      onError,
    }: { failure?: string; refresh?: boolean; onError?: (error: unknown) => void } = {},
  ) {
    try {
      await action();
      toast(success);
      if (refresh) await revalidate();
      return true;
    } catch (error) {
      if (error === cancelled) return false;
      onError?.(error);
      toast({ title: "Error", description: adminErrorMessage(error, failure), variant: "destructive" });
      return false;
    }
  };
}
