import { Link } from "react-router";
import { plural } from "~/i18n/format";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { dashboardReads } from "~/features/dashboard/dashboard-reads.server";
import { checksAge } from "~/features/dashboard/catalogue-checks.server";
import { getInbox } from "~/features/dashboard/inbox.server";
import { InboxList } from "~/features/dashboard/components/inbox-list";
import { adminPhases, adminTools } from "~/features/admin/admin-tools";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, ai, marketplace, mailWaitsFor } = context.get(appContext);
  // The cards and the inbox read the same tools: once each; the whole-catalogue checks as they were last made.
  const reads = dashboardReads(database.db, { wait: false });
  const [figures, inbox, ...checks] = await Promise.all([
    dashboardFigures(database.db, reads),
    getInbox(reads, { mailWaitsFor, ai: Boolean(ai), marketplace: Boolean(marketplace) }),
    reads.validation(),
    reads.seoChecks(),
  ]);
  const checked = checksAge(checks);
  return { figures, inbox, checked };
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Admin" }];

/** When the whole-catalogue checks (validation, slugs, URLs, pictures) were made, and whether newer ones are coming. */
function ChecksAge({ checked }: { checked: { ageSeconds: number; current: boolean } | undefined }) {
  const age = (seconds: number) =>
    seconds < 90
      ? plural(seconds, "second")
      : seconds < 5400
        ? plural(Math.round(seconds / 60), "minute")
        : plural(Math.round(seconds / 3600), "hour");
  const text = !checked
    ? "Validation, slug, URL and picture checks are being counted: reload in a moment."
    : `Validation, slug, URL and picture checks made ${age(checked.ageSeconds)} ago${checked.current ? "" : "; newer ones are being counted"}.`;
  return (
    <p role="status" className="mt-1 text-sm text-steel-700">
      {text}
    </p>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, inbox, checked } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <h1 className="text-4xl font-bold">Dashboard</h1>
      <p className="mt-1 text-steel-700">Everything the storefront shows, in five steps. Figures are live.</p>
      <ChecksAge checked={checked} />
      <InboxList items={inbox} />
      {adminPhases.map((phase) => (
        <section key={phase.id} aria-labelledby={`phase-${phase.id}`} className="mt-10">
          <h2 id={`phase-${phase.id}`} className="text-2xl font-bold">
            <span className="mr-2 text-signal-700">{phase.id}.</span>
            {phase.title}
          </h2>
          <p className="text-sm text-steel-700">{phase.description}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {adminTools
              .filter((tool) => tool.phase === phase.id)
              .map((tool) => (
                <li key={tool.key}>
                  <article className="relative h-full rounded-card bg-white p-4 ring-1 ring-steel-200 hover:shadow-lg hover:ring-steel-400">
                    <h3 className="text-xl font-semibold">
                      <Link to={tool.path} className="after:absolute after:inset-0">
                        {tool.title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-steel-700">{tool.description}</p>
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
