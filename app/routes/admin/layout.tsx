import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { SkipLink } from "~/components/ui/skip-link";
import { useRootData } from "~/context/use-root-data";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { defaultLoadError, type AdminHandle } from "~/features/admin/admin-handle";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { UnsavedChangesGuard } from "~/features/admin/unsaved-changes";
import { SessionDialog } from "~/features/admin/components/session-dialog";
import { requireAdminSession } from "~/context/admin-gate.server";
import { AdminLanguageSwitch } from "~/features/admin/components/admin-language-switch";
import { useTranslation } from "~/i18n/use-translation";
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
    <UnsavedChangesGuard>
      <AdminHeader />
      <Outlet />
      <SessionDialog />
    </UnsavedChangesGuard>
  );
}

/**
 * A page whose data could not be loaded stays inside the admin frame: the header, what failed (the
 * page's own message from its handle), a retry and the way back to the dashboard.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = t(
    notFound
      ? "admin.shell.notFound"
      : (([...matches].reverse().find((m) => (m.handle as AdminHandle | undefined)?.loadError)?.handle as AdminHandle)
          ?.loadError ?? defaultLoadError),
  );
  return (
    <>
      <AdminHeader />
      <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
        <title>{message}</title>
        <h1 className="text-3xl font-bold">{message}</h1>
        <p role="alert" className="mt-3 text-steel-700">
          {t(notFound ? "admin.shell.notFoundText" : "admin.shell.loadErrorText")}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <a
              href={pathname + search}
              className="rounded-control bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
            >
              {t("admin.shell.tryAgain")}
            </a>
          )}
          <Link to="/admin/dashboard" className="rounded-control px-5 py-3 font-semibold ring-1 ring-steel-300">
            {t("admin.shell.backToDashboard")}
          </Link>
        </div>
      </main>
    </>
  );
}

function AdminHeader() {
  const site = useRootData()?.site;
  const { t } = useTranslation();
  const run = useAdminAction();
  const navigate = useNavigate();
  async function logout() {
    if (
      await run(
        () => adminCall(adminApi("/").logout.$post()),
        { title: t("admin.shell.loggedOut") },
        { refresh: false },
      )
    ) {
      await navigate("/admin", { replace: true });
    }
  }
  return (
    <header className="sticky top-0 z-30 bg-asphalt text-paper">
      <SkipLink>{t("admin.shell.skip")}</SkipLink>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/admin/dashboard" className="mr-auto font-display text-xl font-bold tracking-wide">
          {site?.siteName} <span className="text-signal">{t("admin.shell.brand")}</span>
        </Link>
        <nav aria-label={t("admin.shell.nav")} className="flex flex-wrap items-center gap-1 text-sm">
          <NavLink
            to="/admin/dashboard"
            end
            className={({ isActive }) =>
              `whitespace-nowrap rounded-md px-2 py-2 hover:bg-white/10 sm:px-3 ${isActive ? "text-signal" : ""}`
            }
          >
            {t("admin.shell.dashboard")}
          </NavLink>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="whitespace-nowrap rounded-md px-2 py-2 hover:bg-white/10 sm:px-3"
          >
            {t("admin.shell.viewSite")}
          </a>
          <button
            type="button"
            onClick={logout}
            className="whitespace-nowrap rounded-md px-2 py-2 font-semibold hover:bg-white/10 sm:px-3"
          >
            {t("admin.shell.logOut")}
          </button>
          <AdminLanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
