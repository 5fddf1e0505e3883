import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useConfirm } from "~/features/admin/components/confirm-button";
import { AdminPage, AdminSection, StatCard, TableScroller } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { fixTypes, type FixType, type LanguageUrlAudit, type UrlFixResult } from "~/features/seo/url-fixer.schema";
import { auditProductUrls, type fixProductUrls } from "~/features/seo/url-fixer.server";
import { languageInfo, supportedLanguages, type Language } from "~/i18n/languages";
import { languageOfEnglishName, useLanguageNames } from "~/features/languages";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage, type MessagePattern } from "~/lib/known-messages";
import type { Route } from "./+types/url-fixer";

export async function loader({ context }: Route.LoaderArgs) {
  return { audit: await auditProductUrls(context.get(appContext).database.db) };
}

const urlFixerApi = adminApi("/url-fixer");
type FixAnswer = Awaited<ReturnType<typeof fixProductUrls>>;

const uf = "admin.urlFixer";
const fixTypeLabel = (type: FixType) => `${uf}.fixTypes.${type}.label` as const;

/** The English issues and reasons the audit and the fix write (url-fixer.server.ts), to say them in the admin's language. */
const serverPatterns = [
  ["uppercase", /Uppercase letters/],
  ["spaces", /Spaces/],
  ["nonAscii", /Accents or other non-ASCII characters/],
  ["punctuation", /Punctuation or symbols/],
  ["doubleDashes", /Double dashes/],
  ["edgeDash", /A dash at the start or end/],
  ["notSlug", /Not lowercase letters, digits and single dashes/],
  ["emptySlug", /The slug is empty/],
  ["noTranslation", /No translation in this language/],
  ["otherWords", /(?<language>\w+) words: (?<words>.+)/],
  ["sameSlug", /Same slug as the (?<language>\w+) one/],
  ["madeFromName", /Slug made from the name/],
  ["cleanedUp", /Slug cleaned up/],
  ["madeFromNameHere", /Slug made from the name in this language/],
  ["createTranslation", /No translation: create it in the translation tools/],
  ["nothingToMakeFrom", /The name has no letters or digits to make a slug from/],
  ["portugueseNameForeign", /The Portuguese name uses words of another language/],
  ["notTranslated", /The name is not translated yet/],
  ["notChanged", /The slug could not be changed/],
] as const satisfies readonly MessagePattern<string>[];

/** The page's words: its keys, numbers, language names and the server's issues and reasons. */
function useUrlFixerText() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languages = useLanguageNames();
  const serverText = (text: string) => {
    const found = matchMessage(text, serverPatterns);
    if (!found) return text;
    const code = languageOfEnglishName(found.values.language);
    return t(`${uf}.serverText.${found.key}`, {
      ...found.values,
      language: code ? languages.inText(code) : found.values.language,
    });
  };
  return { t, format, languages, serverText };
}

/** Admin spec §9: default style at 90 or more, secondary at 70 or more, else destructive. */
const badgeVariant = (score: number) => (score >= 90 ? "default" : score >= 70 ? "secondary" : "destructive");
const badgeStyles = {
  default: "bg-asphalt text-paper",
  secondary: "bg-steel-200 text-steel-700",
  destructive: "bg-stock-out/10 text-stock-out",
};
function HealthBadge({ score, label }: { score: number; label?: string }) {
  const variant = badgeVariant(score);
  return (
    <span
      data-variant={variant}
      className={`tabular rounded-full px-2.5 py-0.5 text-sm font-semibold ${badgeStyles[variant]}`}
    >
      {label && <span className="sr-only">{label}: </span>}
      {score}%
    </span>
  );
}

const slugText = (slug: string | null, empty: string) => (slug === null ? "—" : slug || empty);
const cell = "py-2 pr-3 align-top";

export default function UrlFixer({ loaderData }: Route.ComponentProps) {
  const [audit, setAudit] = useState(loaderData.audit);
  const { ask, dialog } = useConfirm();
  const [view, setView] = useState<"audit" | "fix">("audit");
  const [selected, setSelected] = useState<FixType[]>([...fixTypes]);
  const [busy, setBusy] = useState<"audit" | "fix" | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [fixed, setFixed] = useState<FixAnswer | null>(null);
  const rerun = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(rerun.current), []);
  const { t, format, languages, serverText } = useUrlFixerText();

  async function runAudit(done = t(`${uf}.auditUpdated`)) {
    setBusy("audit");
    setAlert(null);
    const answer = await adminCall(urlFixerApi["audit-product-urls"].$get());
    if (answer.ok) {
      setAudit(answer.data.audit);
      setStatus(done);
    } else setAlert(t(`${uf}.auditFailed`, { error: answer.error ?? t(`${uf}.auditFailedText`) }));
    setBusy(null);
  }

  async function fixUrls() {
    setAlert(null);
    if (!selected.length) {
      setAlert(t(`${uf}.selectFixType`));
      return;
    }
    // Invalid and contaminated slugs are addresses in use (shared, bookmarked, indexed): ask first.
    const live =
      (selected.includes("invalid_slugs") ? sum("invalidSlugUrls") : 0) +
      (selected.includes("contaminated_slugs") ? sum("contaminatedUrls") : 0);
    const yes =
      live === 0 ||
      (await ask({
        title: t(`${uf}.confirmTitle`, { count: live, n: format.number(live) }),
        message: t(`${uf}.confirmMessage`),
        confirmLabel: t(`${uf}.confirm`),
      }));
    if (!yes) return;
    setBusy("fix");
    const answer = await adminCall(urlFixerApi["fix-product-urls"].$post({ json: { fixTypes: selected } }));
    if (answer.ok) {
      setFixed(answer.data);
      setStatus(fixMessage(answer.data));
      // Admin spec §4: the audit reruns a second after a successful fix.
      rerun.current = setTimeout(() => void runAudit(t(`${uf}.auditUpdatedAfterFix`)), 1000);
    } else setAlert(t(`${uf}.fixFailed`, { error: answer.error ?? t(`${uf}.fixFailedText`) }));
    setBusy(null);
  }

  const toggle = (type: FixType) =>
    setSelected((now) => fixTypes.filter((t) => (t === type ? !now.includes(t) : now.includes(t))));
  const sum = (key: keyof Omit<LanguageUrlAudit, "examples" | "health">) =>
    supportedLanguages.reduce((n, l) => n + audit.urlsByLanguage[l][key], 0);
  /** What a fix did, from its counts (the server's own sentence is English). */
  const fixMessage = ({ results, summary }: FixAnswer) =>
    results.length
      ? t(`${uf}.summary`, {
          count: summary.fixed,
          n: format.number(summary.fixed),
          skipped: format.number(summary.skipped),
          failed: format.number(summary.failed),
        })
      : t(`${uf}.nothingToFix`);

  return (
    <AdminPage
      title={t(`${uf}.title`)}
      intro={t(`${uf}.intro`)}
      actions={
        <button
          type="button"
          className={`${actionButton} disabled:opacity-60`}
          onClick={() => void runAudit()}
          disabled={busy !== null}
        >
          {t(busy === "audit" ? `${uf}.auditing` : `${uf}.runAudit`)}
        </button>
      }
    >
      <p className="mt-2 text-sm text-steel-700" aria-live="polite">
        {t(`${uf}.checkedAt`, { time: format.time(audit.checkedAt) })}
        {status && ` · ${status}`}
      </p>
      {alert && (
        <p role="alert" className="mt-4 rounded-control bg-stock-out/10 p-3 text-sm font-semibold text-stock-out">
          {alert}
        </p>
      )}
      <div role="group" aria-label={t(`${uf}.view`)} className="mt-4 flex gap-2">
        {(["audit", "fix"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-steel-200 aria-pressed:bg-asphalt aria-pressed:text-paper"
          >
            {t(v === "audit" ? `${uf}.audit` : `${uf}.fix`)}
          </button>
        ))}
      </div>

      {view === "audit" ? (
        <>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            <StatCard label={t(`${uf}.products`)} value={format.number(audit.totalProducts)} />
            <div className="rounded-card bg-white p-4 ring-1 ring-steel-200">
              <p className="text-xs text-steel-700 sm:text-sm">{t(`${uf}.healthScore`)}</p>
              <p className="mt-2">
                <HealthBadge score={audit.healthScore} />
              </p>
            </div>
            <StatCard label={t(fixTypeLabel("missing_slugs"))} value={format.number(sum("missingSlugUrls"))} />
            <StatCard label={t(fixTypeLabel("invalid_slugs"))} value={format.number(sum("invalidSlugUrls"))} />
            <StatCard label={t(fixTypeLabel("contaminated_slugs"))} value={format.number(sum("contaminatedUrls"))} />
          </div>
          <p className="mt-2 text-xs text-steel-700">
            {t(`${uf}.healthNote`, { n: format.number(audit.totalProducts * supportedLanguages.length) })}
          </p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {supportedLanguages.map((language) => (
              <LanguageCard key={language} language={language} audit={audit.urlsByLanguage[language]} />
            ))}
          </div>
          <AdminSection id="contamination" title={t(`${uf}.contamination`)}>
            {audit.crossLanguageContamination.length === 0 ? (
              <p className="text-sm text-steel-700">{t(`${uf}.noContamination`)}</p>
            ) : (
              <TableScroller label={t(fixTypeLabel("contaminated_slugs"))}>
                <table className="w-full min-w-[40rem] text-sm">
                  <thead>
                    <HeaderRow headings={["product", "language", "slug", "otherLanguage", "reason"]} />
                  </thead>
                  <tbody>
                    {audit.crossLanguageContamination.map((c) => (
                      <tr
                        key={`${c.productId}-${c.languageCode}`}
                        className="border-b border-steel-200/60 last:border-0"
                      >
                        <td className={cell}>
                          <Link
                            to={`/admin/dashboard/product-translations?entity=product&id=${c.productId}&language=${c.languageCode}`}
                            className="font-semibold hover:underline"
                          >
                            {c.name}
                          </Link>
                        </td>
                        <td className={cell}>{languages.name(c.languageCode)}</td>
                        <td className={`${cell} break-all font-mono text-xs`}>{c.slug}</td>
                        <td className={cell}>{languages.name(c.otherLanguage)}</td>
                        <td className={cell}>{serverText(c.reason)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
          </AdminSection>
        </>
      ) : (
        <>
          <fieldset className="mt-6 rounded-card bg-white p-4 ring-1 ring-steel-200">
            <legend className="px-1 font-semibold">{t(`${uf}.fixTypesLegend`)}</legend>
            {fixTypes.map((type) => (
              <div key={type} className="mt-2 flex items-start gap-3">
                <input
                  id={`fix-${type}`}
                  type="checkbox"
                  checked={selected.includes(type)}
                  onChange={() => toggle(type)}
                  aria-describedby={`fix-${type}-about`}
                  className="mt-1 h-4 w-4 accent-signal-700"
                />
                <div>
                  <label htmlFor={`fix-${type}`} className="font-semibold">
                    {t(fixTypeLabel(type))}
                  </label>
                  <p id={`fix-${type}-about`} className="text-sm text-steel-700">
                    {t(`${uf}.fixTypes.${type}.description`)}
                  </p>
                </div>
              </div>
            ))}
            <button
              type="button"
              className={`${actionButton} mt-4 disabled:opacity-60`}
              onClick={() => void fixUrls()}
              disabled={busy !== null}
            >
              {t(busy === "fix" ? `${uf}.fixing` : `${uf}.fixUrls`)}
            </button>
          </fieldset>
          {fixed && <FixResults answer={fixed} message={fixMessage(fixed)} />}
        </>
      )}
      {dialog}
    </AdminPage>
  );
}

function LanguageCard({ language, audit }: { language: Language; audit: LanguageUrlAudit }) {
  const { t, format, languages, serverText } = useUrlFixerText();
  const { flagEmoji } = languageInfo(language);
  const name = languages.name(language);
  const figures = [
    ["total", audit.totalTranslations],
    ["valid", audit.validUrls],
    ["missing", audit.missingSlugUrls],
    ["invalid", audit.invalidSlugUrls],
    ["contaminated", audit.contaminatedUrls],
  ] as const;
  return (
    <section aria-labelledby={`language-${language}`} className="rounded-card bg-white p-4 ring-1 ring-steel-200">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`language-${language}`} className="text-xl font-bold">
          <span aria-hidden="true">{flagEmoji} </span>
          {name}
        </h2>
        <HealthBadge score={audit.health} label={t(`${uf}.healthOf.${language}`)} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-steel-700">{t(`${uf}.figures.${label}`)}</dt>
            <dd className="tabular font-semibold">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {audit.examples.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t(`${uf}.examples`)}</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {audit.examples.map((example) => (
              <li key={example.productId}>
                <p className="font-semibold">{example.name}</p>
                <p className="break-all font-mono text-xs text-steel-700">{slugText(example.slug, t(`${uf}.empty`))}</p>
                <ul className="list-inside list-disc text-steel-700">
                  {example.issues.map((issue) => (
                    <li key={issue}>{serverText(issue)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const statusStyles: Record<UrlFixResult["status"], string> = {
  fixed: "bg-stock-in/15 text-stock-in-strong",
  skipped: "bg-steel-200 text-steel-700",
  failed: "bg-stock-out/10 text-stock-out",
};

function FixResults({ answer, message }: { answer: FixAnswer; message: string }) {
  const { t, languages, serverText } = useUrlFixerText();
  const empty = t(`${uf}.empty`);
  return (
    <AdminSection id="fix-results" title={t(`${uf}.results`)}>
      <p className="text-sm text-steel-700">{message}</p>
      {answer.results.length > 0 && (
        <TableScroller label={t(`${uf}.fixResults`)} className="mt-3">
          <table className="w-full min-w-[44rem] text-sm">
            <thead>
              <HeaderRow headings={["product", "language", "oldNew", "status", "reason"]} />
            </thead>
            <tbody>
              {answer.results.map((r) => (
                <tr key={`${r.productId}-${r.languageCode}`} className="border-b border-steel-200/60 last:border-0">
                  <td className={cell}>{r.name}</td>
                  <td className={cell}>{languages.name(r.languageCode)}</td>
                  <td className={`${cell} break-all font-mono text-xs`}>
                    {slugText(r.oldSlug, empty)} → {slugText(r.newSlug, empty)}
                  </td>
                  <td className={cell}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[r.status]}`}>
                      {t(`${uf}.statuses.${r.status}`)}
                    </span>
                  </td>
                  <td className={cell}>{serverText(r.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </AdminSection>
  );
}

function HeaderRow({ headings }: { headings: string[] }) {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-steel-200 text-left text-steel-700">
      {headings.map((heading) => (
        <th key={heading} scope="col" className="py-2 pr-3">
          {t(`${uf}.columns.${heading}`)}
        </th>
      ))}
    </tr>
  );
}
