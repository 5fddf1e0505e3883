import { Link, useRevalidator } from "react-router";
import type { TFunction } from "i18next";
import { AdminPage, AdminSection, StatCard } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import {
  runValidationChecks,
  type ValidationCheck,
  type ValidationItem,
  type ValidationSeverity,
} from "~/features/validation/validation-center.server";
import { languageOfEnglishName, useLanguageNames } from "~/features/languages";
import { appContext } from "~/context/app-context";
import { useAdminFormat, type AdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage, type MessagePattern } from "~/lib/known-messages";
import type { Route } from "./+types/validation-center";

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await runValidationChecks(context.get(appContext).database.db) };
}

const severities: { severity: ValidationSeverity; badge: string }[] = [
  { severity: "high", badge: "bg-stock-out/10 text-stock-out" },
  { severity: "medium", badge: "bg-signal/10 text-signal-700" },
  { severity: "low", badge: "bg-steel-200 text-steel-700" },
];
const issueCount = (checks: ValidationCheck[]) => checks.reduce((sum, check) => sum + check.count, 0);
const vc = "admin.validationCenter";

/** The English details the checks write (validation-center.server.ts), to say them in the admin's language. */
const detailPatterns = [
  ["sharedAddressBorrowed", /(?<path>\S+) is also the address of (?<names>.+); this one borrows a fallback slug/s],
  ["sharedAddress", /(?<path>\S+) is also the address of (?<names>.+)/s],
  ["pageAddress", /(?<path>\S+) is the address of the (?<page>.+) page/],
  ["price", /Price is (?<price>.+)/],
  ["noPicture", /No picture/],
  ["noShopLink", /No shop link yet/],
  ["malformedLink", /Malformed shop link: "(?<link>.*)"/s],
  ["linkBrokenStatus", /Link broken \(HTTP (?<status>\d+)\): (?<detail>.*)/s],
  ["linkBroken", /Link broken: (?<detail>.*)/s],
  ["noTranslation", /No (?<language>\w+) translation/],
  ["emptyNameAndSlug", /(?<language>\w+) translation has an empty name and slug/],
  ["emptyName", /(?<language>\w+) translation has an empty name/],
  ["emptySlug", /(?<language>\w+) translation has an empty slug/],
  ["emptyCategory", /“(?<name>.+)” has no visible products/s],
  ["missingCategory", /Category "(?<slug>.+)" does not exist or is in the trash/s],
  ["fitsNoHelmet", /Fits no helmet model/],
  ["noVisorFits", /No published visor fits it: add a fit to a visor, or retire the model/],
  ["oversized", /Picture (?<hash>\w+) is (?<size>.+)/],
  ["assetOversized", /Brand asset picture is (?<size>.+)/],
  ["staleAndReview", /(?<language>\w+): the original changed since it was written; needs review/],
  ["stale", /(?<language>\w+): the original changed since it was written/],
  ["review", /(?<language>\w+): needs review/],
] as const satisfies readonly MessagePattern<string>[];
/** Where a detail starts with the language, it names it on its own; elsewhere inside the sentence. */
const startsWithLanguage = new Set(["staleAndReview", "stale", "review"]);
/** A size as the server writes it ("1.6 MB"), with the admin language's decimal sign ("1,6 MB"). */
const localSize = (format: AdminFormat, size: string | undefined) => size?.replace(".", format.number(1.5).charAt(1));

function useCheckText() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languages = useLanguageNames();
  const issues = (n: number) => t(`${vc}.issues`, { count: n, n: format.number(n) });
  const detail = ({ detail }: ValidationItem) => {
    const found = matchMessage(detail, detailPatterns);
    if (!found) return detail;
    const { language, size, ...values } = found.values;
    const code = languageOfEnglishName(language);
    const named = code && (startsWithLanguage.has(found.key) ? languages.name(code) : languages.inText(code));
    return t(`${vc}.details.${found.key}`, { ...values, language: named || language, size: localSize(format, size) });
  };
  return { t, format, issues, detail, title: checkTitle(t), description: checkDescription(t, format) };
}

const checkTitle = (t: TFunction) => (check: ValidationCheck) =>
  t(`${vc}.checkList.${check.key}.title`, { defaultValue: check.title });
const checkDescription = (t: TFunction, format: AdminFormat) => (check: ValidationCheck) => {
  // The size limit is the server's, written in its description.
  const size = /larger than (?<size>[\d.]+ [KM]B)/.exec(check.description)?.groups?.size;
  return t(`${vc}.checkList.${check.key}.description`, {
    defaultValue: check.description,
    size: localSize(format, size),
  });
};

function CheckSection({ check }: { check: ValidationCheck }) {
  const severity = severities.find((s) => s.severity === check.severity)!;
  const { t, format, issues, detail, title, description } = useCheckText();
  return (
    <section aria-labelledby={`check-${check.key}`} className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`check-${check.key}`} className="text-2xl font-bold">
          {title(check)}
        </h2>
        <span className={`tabular rounded-full px-2.5 py-0.5 text-xs font-semibold ${severity.badge}`}>
          {issues(check.count)} · {t(`${vc}.severityShort.${check.severity}`)}
        </span>
      </div>
      <p className="text-sm text-steel-700">{description(check)}</p>
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
              <p className="break-words text-steel-700">{detail(item)}</p>
            </div>
            <Link to={item.fixUrl} className={smallButton}>
              {t(`${vc}.fix`)}
              <span className="sr-only">
                {" "}
                {item.label}
                {item.language ? ` (${item.language})` : ""}
              </span>
            </Link>
          </li>
        ))}
        {check.count > check.items.length && (
          <li className="py-2 text-steel-700">
            {t(`${vc}.more`, { n: format.number(check.count - check.items.length) })}
          </li>
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
  const { t, format, issues, title } = useCheckText();
  const checks = report.checks.length;
  return (
    <AdminPage
      title={t(`${vc}.title`)}
      intro={t(`${vc}.intro`)}
      actions={
        <button type="button" className={actionButton} onClick={() => revalidate()} disabled={state === "loading"}>
          {t(state === "loading" ? `${vc}.checking` : `${vc}.runAgain`)}
        </button>
      }
    >
      <p className="mt-2 text-sm text-steel-700" aria-live="polite">
        {t(`${vc}.checked`, {
          date: format.dateTime(report.checkedAt),
          checks: t(`${vc}.checks`, { count: checks, n: format.number(checks) }),
          issues: issues(total),
        })}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <StatCard label={t(`${vc}.issuesCard`)} value={format.number(total)} />
        {severities.map((s) => (
          <StatCard
            key={s.severity}
            label={t(`${vc}.severity.${s.severity}`)}
            value={format.number(issueCount(report.checks.filter((check) => check.severity === s.severity)))}
          />
        ))}
      </div>
      {total === 0 && (
        <p className="mt-6 rounded-card bg-stock-in/10 p-6 font-semibold text-stock-in-strong ring-1 ring-stock-in/30">
          {t(`${vc}.allClear`)}
        </p>
      )}
      {severities.flatMap((s) =>
        failing
          .filter((check) => check.severity === s.severity)
          .map((check) => <CheckSection key={check.key} check={check} />),
      )}
      {passed.length > 0 && (
        <AdminSection id="passed-checks" title={t(`${vc}.passed`)}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {passed.map((check) => (
              <li key={check.key} className="rounded-full bg-stock-in/10 px-3 py-1 font-semibold text-stock-in-strong">
                <span aria-hidden="true">✓ </span>
                {title(check)}
              </li>
            ))}
          </ul>
        </AdminSection>
      )}
    </AdminPage>
  );
}
