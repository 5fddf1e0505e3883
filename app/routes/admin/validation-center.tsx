import { Link, useRevalidator } from "react-router";
import { AdminPage, AdminSection, formatAdminDate, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import {
  runValidationChecks,
  type ValidationCheck,
  type ValidationSeverity,
} from "~/features/validation/validation-center.server";
import { appContext } from "~/context/app-context";
import { plural } from "~/i18n/format";
import type { Route } from "./+types/validation-center";

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await runValidationChecks(context.get(appContext).database.db) };
}

const severities: { severity: ValidationSeverity; label: string; badge: string }[] = [
  { severity: "high", label: "High", badge: "bg-stock-out/10 text-stock-out" },
  { severity: "medium", label: "Medium", badge: "bg-signal/10 text-signal-700" },
  { severity: "low", label: "Low", badge: "bg-steel-200 text-steel-700" },
];
const issueCount = (checks: ValidationCheck[]) => checks.reduce((sum, check) => sum + check.count, 0);
const issues = (n: number) => `${plural(n, "issue")}`;

function CheckSection({ check }: { check: ValidationCheck }) {
  const severity = severities.find((s) => s.severity === check.severity)!;
  return (
    <section aria-labelledby={`check-${check.key}`} className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`check-${check.key}`} className="text-2xl font-bold">
          {check.title}
        </h2>
        <span className={`tabular rounded-full px-2.5 py-0.5 text-xs font-semibold ${severity.badge}`}>
          {issues(check.count)} · {severity.label.toLowerCase()}
        </span>
      </div>
      <p className="text-sm text-steel-700">{check.description}</p>
      <ul className="mt-3 divide-y divide-steel-200 text-sm">
        {check.items.map((item, i) => (
          <li
            key={`${item.entityType}-${item.entityId}-${item.language ?? ""}-${i}`}
            className="flex items-start gap-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {item.label}
                {item.language && (
                  <span className="ml-2 rounded-full bg-paper px-2 py-0.5 text-xs uppercase text-steel-700">
                    {item.language}
                  </span>
                )}
              </p>
              <p className="break-words text-steel-700">{item.detail}</p>
            </div>
            <Link to={item.fixUrl} className={smallButton}>
              Fix
              <span className="sr-only">
                {" "}
                {item.label}
                {item.language ? ` (${item.language})` : ""}
              </span>
            </Link>
          </li>
        ))}
        {check.count > check.items.length && (
          <li className="py-2 text-steel-700">…and {check.count - check.items.length} more.</li>
        )}
      </ul>
    </section>
  );
}

export default function ValidationCenter({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { revalidate, state } = useRevalidator();
  const failing = report.checks.filter((check) => check.count > 0);
  const passed = report.checks.filter((check) => check.count === 0);
  const total = issueCount(report.checks);
  return (
    <AdminPage
      title="Validation center"
      intro="Everything on the storefront that would embarrass the site, most serious first, each with a link to fix it."
      actions={
        <button type="button" className={actionButton} onClick={() => revalidate()} disabled={state === "loading"}>
          {state === "loading" ? "Checking…" : "Run again"}
        </button>
      }
    >
      <p className="mt-2 text-sm text-steel-700" aria-live="polite">
        Checked {formatAdminDate(report.checkedAt)}: {report.checks.length} checks, {issues(total)}.
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <StatCard label="Issues" value={total} />
        {severities.map((s) => (
          <StatCard
            key={s.severity}
            label={`${s.label} severity`}
            value={issueCount(report.checks.filter((check) => check.severity === s.severity))}
          />
        ))}
      </div>
      {total === 0 && (
        <p className="mt-6 rounded-card bg-stock-in/10 p-6 font-semibold text-stock-in-strong ring-1 ring-stock-in/30">
          All clear: every check passed.
        </p>
      )}
      {severities.flatMap((s) =>
        failing
          .filter((check) => check.severity === s.severity)
          .map((check) => <CheckSection key={check.key} check={check} />),
      )}
      {passed.length > 0 && (
        <AdminSection id="passed-checks" title="Passed">
          <ul className="flex flex-wrap gap-2 text-sm">
            {passed.map((check) => (
              <li key={check.key} className="rounded-full bg-stock-in/10 px-3 py-1 font-semibold text-stock-in-strong">
                <span aria-hidden="true">✓ </span>
                {check.title}
              </li>
            ))}
          </ul>
        </AdminSection>
      )}
    </AdminPage>
  );
}
