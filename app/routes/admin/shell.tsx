import { Outlet } from "react-router";
import { ToastProvider } from "~/components/ui/toast";

/**
 * Every admin answer is the curator's alone, whatever path matched it: no page cache or CDN may keep one. Routes
 * below inherit these headers (React Router passes a parent's headers to a child without its own).
 */
export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Everything under /admin: one toast region for the login and the tools. */
export default function AdminShell() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}
