import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { useRootData } from "~/components/use-root-data";
import { adminFetch } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { requireAdminSession } from "~/features/admin/admin-gate.server";
import type { Route } from "./+types/layout";

/** The one gate of every admin page (document and data requests alike): a live session, or the login. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    await requireAdminSession(args);
    return next();
  },
];

export default function AdminLayout() {
  return (
    <>
      <AdminHeader />
      <Outlet />
    </>
  );
}

function AdminHeader() {
  const site = useRootData()?.site;
  const run = useAdminAction();
  const navigate = useNavigate();
  async function logout() {
    if (
      await run(() => adminFetch("/api/admin/logout", { method: "POST" }), { title: "Logged Out" }, { refresh: false })
    ) {
      await navigate("/admin", { replace: true });
    }
  }
  return (
    <header className="sticky top-0 z-30 bg-asphalt text-paper">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/admin/dashboard" className="mr-auto font-display text-xl font-bold tracking-wide">
          {site?.siteName} <span className="text-signal">Admin</span>
        </Link>
        <nav aria-label="Admin" className="flex items-center gap-1 text-sm">
          <NavLink
            to="/admin/dashboard"
            end
            className={({ isActive }) => `rounded-md px-3 py-2 hover:bg-white/10 ${isActive ? "text-signal" : ""}`}
          >
            Dashboard
          </NavLink>
          <a href="/" target="_blank" rel="noopener" className="rounded-md px-3 py-2 hover:bg-white/10">
            View site ↗
          </a>
          <button type="button" onClick={logout} className="rounded-md px-3 py-2 font-semibold hover:bg-white/10">
            Log out
          </button>
        </nav>
      </div>
    </header>
  );
}
