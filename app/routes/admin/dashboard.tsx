import { Link } from "react-router";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { dashboardReads } from "~/features/dashboard/dashboard-reads.server";
import { checksAge } from "~/features/dashboard/catalogue-checks.server";
import { inboxEntries } from "~/features/dashboard/inbox.server";
import { inboxLine } from "~/features/dashboard/inbox";
import { InboxList } from "~/features/dashboard/components/inbox-list";
import { adminLanguageOf } from "~/features/admin/admin-language";
import { adminPhases, adminTools } from "~/features/admin/admin-tools";
import { appContext } from "~/context/app-context";
import { adminFormat } from "~/i18n/admin-format";
import { adminServerT } from "~/i18n/admin-messages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai, marketplace, mailWaitsFor } = context.get(appContext);
  // The cards' figures are worded in the curator's language, as the page is.
  const language = adminLanguageOf(request.headers.get("cookie"), request.headers.get("accept-language"));
  // The cards and the inbox read the same tools: once each; the whole-catalogue checks as they were last made.
  const reads = dashboardReads(database.db, { wait: false });
  const [figures, inbox, ...checks] = await Promise.all([
    dashboardFigures(database.db, reads, { t: adminServerT(language), format: adminFormat(language) }),
    inboxEntries(reads, { mailWaitsFor, ai: Boolean(ai), marketplace: Boolean(marketplace) }),
    reads.validation(),
    reads.seoChecks(),
    reads.translations(),
  ]);
  const checked = checksAge(checks);
  return { figures, inbox: inbox.map(inboxLine), checked };
}

/** When the whole-catalogue checks (validation, slugs, URLs, pictures) were made, and whether newer ones are coming. */
function ChecksAge({ checked }: { checked: { ageSeconds: number; current: boolean } | undefined }) {
  const { t } = useTranslation();
  const age = (seconds: number) =>
    seconds < 90
      ? t("admin.dashboard.checks.seconds", { count: seconds })
      : seconds < 5400
        ? t("admin.dashboard.checks.minutes", { count: Math.round(seconds / 60) })
        : t("admin.dashboard.checks.hours", { count: Math.round(seconds / 3600) });
  const text = !checked
    ? t("admin.dashboard.checks.counting")
    : t(checked.current ? "admin.dashboard.checks.made" : "admin.dashboard.checks.madeCounting", {
        age: age(checked.ageSeconds),
      });
  return (
    <p role="status" className="mt-1 text-sm text-steel-700">
      {text}
    </p>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, inbox, checked } = loaderData;
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <title>{t("admin.common.pageTitle", { title: t("admin.dashboard.title") })}</title>
      <h1 className="text-4xl font-bold">{t("admin.dashboard.title")}</h1>
      <p className="mt-1 text-steel-700">{t("admin.dashboard.intro")}</p>
      <ChecksAge checked={checked} />
      <InboxList items={inbox} />
      {adminPhases.map((phase) => (
        <section key={phase.id} aria-labelledby={`phase-${phase.id}`} className="mt-10">
          <h2 id={`phase-${phase.id}`} className="text-2xl font-bold">
            <span className="mr-2 text-signal-700">{phase.id}.</span>
            {t(`admin.tools.phases.${phase.id}.title`)}
          </h2>
          <p className="text-sm text-steel-700">{t(`admin.tools.phases.${phase.id}.description`)}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {adminTools
              .filter((tool) => tool.phase === phase.id)
              .map((tool) => (
                <li key={tool.key}>
                  <article className="relative h-full rounded-card bg-white p-4 ring-1 ring-steel-200 hover:shadow-lg hover:ring-steel-400">
                    <h3 className="text-xl font-semibold">
                      <Link to={tool.path} className="after:absolute after:inset-0">
                        {t(`admin.tools.${tool.key}.title`)}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-steel-700">{t(`admin.tools.${tool.key}.description`)}</p>
                    <p className="mt-3 flex flex-wrap gap-1.5 text-xs font-semibold">
                      {(figures[tool.key] ?? []).map((figure) => (
                        <span key={figure} className="tabular rounded-full bg-paper px-2.5 py-1 text-asphalt">
                          {figure}
                        </span>
                      ))}
                    </p>
                  </article>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
