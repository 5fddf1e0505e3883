import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { actionButton, smallButton } from "./buttons";

/** The frame of an admin tool: back link, title, intro and actions. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <title>{t("admin.common.pageTitle", { title })}</title>
      <Link to="/admin/dashboard" className="text-sm font-semibold text-signal-700 hover:underline">
        {t("admin.common.backToDashboard")}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold">{title}</h1>
          {intro && <p className="mt-1 max-w-2xl text-steel-700">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </main>
  );
}

export function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-card bg-white p-4 ring-1 ring-steel-200">
      <p className="text-xs text-steel-700 sm:text-sm">{label}</p>
      <p className="tabular mt-1 font-display text-3xl font-bold sm:text-4xl">{value}</p>
    </div>
  );
}

/** Downloads a CSV export of the admin API. */
export function ExportCsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} download className={actionButton}>
      {t("admin.common.exportCsv")}
    </a>
  );
}

/** A titled white card of an admin page. */
export function AdminSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-card bg-white p-4 ring-1 ring-steel-200">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table's horizontal scroller for narrow screens: a labelled region that takes keyboard focus, so
 * a table without links or buttons can still be scrolled from the keyboard.
 */
export function TableScroller({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}

/** Previous / next links of a paged admin list; other query parameters are kept. */
export function AdminPager({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  return (
    <nav aria-label={t("admin.common.pages")} className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={smallButton}>
          {t("admin.common.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="tabular text-steel-700">{t("admin.common.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className={smallButton}>
          {t("admin.common.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
