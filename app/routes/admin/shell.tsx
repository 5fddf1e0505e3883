import { Outlet } from "react-router";
import { ToastProvider } from "~/components/ui/toast";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Everything under /admin: one toast region for the login and the tools. */
export default function AdminShell() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}
