import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useConfirm } from "~/features/admin/components/confirm-button";
import { plural } from "~/i18n/format";
import { AdminPage, AdminSection, StatCard, TableScroller } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { fixTypes, type FixType, type LanguageUrlAudit, type UrlFixResult } from "~/features/seo/url-fixer.schema";
import { auditProductUrls, type fixProductUrls } from "~/features/seo/url-fixer.server";
import { languageInfo, supportedLanguages, type Language } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/url-fixer";

export async function loader({ context }: Route.LoaderArgs) {
  return { audit: await auditProductUrls(context.get(appContext).database.db) };
}

const urlFixerApi = adminApi("/url-fixer");
type FixAnswer = Awaited<ReturnType<typeof fixProductUrls>>;

const fixTypeInfo: Record<FixType, { label: string; description: string }> = {
  missing_slugs: {
    label: "Missing slugs",
    description:
      "An empty slug gets one made from the translation's name. Languages without a translation are skipped.",
  },
  invalid_slugs: {
    label: "Invalid slugs",
    description: "Capitals, accents, spaces or double dashes are cleaned up.",
  },
  contaminated_slugs: {
    label: "Contaminated slugs",
    description: "Slugs with another language's words, or copied from another language, are made from the name.",
  },
};

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

const languageName = (code: Language) => languageInfo(code).name;
const checkedTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeStyle: "medium", timeZone: "Europe/Lisbon" }).format(new Date(iso));
const slugText = (slug: string | null) => (slug === null ? "—" : slug || "(empty)");
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

  async function runAudit(done = "Audit updated") {
    setBusy("audit");
    setAlert(null);
    const answer = await adminCall(urlFixerApi["audit-product-urls"].$get());
    if (answer.ok) {
      setAudit(answer.data.audit);
      setStatus(done);
    } else setAlert(`Failed to run audit: ${answer.error ?? "Audit failed"}`);
    setBusy(null);
  }

  async function fixUrls() {
    setAlert(null);
    if (!selected.length) {
      setAlert("Please select at least one fix type");
      return;
    }
    // Invalid and contaminated slugs are addresses in use (shared, bookmarked, indexed): ask first.
    const live =
      (selected.includes("invalid_slugs") ? sum("invalidSlugUrls") : 0) +
      (selected.includes("contaminated_slugs") ? sum("contaminatedUrls") : 0);
    const yes =
      live === 0 ||
      (await ask({
        title: `Change ${plural(live, "live address", "live addresses")}?`,
        message:
          "These addresses are in use: shared, bookmarked, found by search engines. Each old address keeps answering with a permanent redirect to its new one, and search engines take a few weeks to follow.",
        confirmLabel: "Change them",
      }));
    if (!yes) return;
    setBusy("fix");
    const answer = await adminCall(urlFixerApi["fix-product-urls"].$post({ json: { fixTypes: selected } }));
    if (answer.ok) {
      setFixed(answer.data);
      setStatus(answer.data.message);
      // Admin spec §4: the audit reruns a second after a successful fix.
      rerun.current = setTimeout(() => void runAudit("Audit updated after the fix"), 1000);
    } else setAlert(`Failed to fix URLs: ${answer.error ?? "Fix failed"}`);
    setBusy(null);
  }

  const toggle = (type: FixType) =>
    setSelected((now) => fixTypes.filter((t) => (t === type ? !now.includes(t) : now.includes(t))));
  const sum = (key: keyof Omit<LanguageUrlAudit, "examples" | "health">) =>
    supportedLanguages.reduce((n, l) => n + audit.urlsByLanguage[l][key], 0);

  return (
    <AdminPage
      title="URL fixer"
      intro="Every product should have a clean address of its own in each of the six languages. Fixes keep the old address as a redirect."
      actions={
        <button
          type="button"
          className={`${actionButton} disabled:opacity-60`}
          onClick={() => void runAudit()}
          disabled={busy !== null}
        >
          {busy === "audit" ? "Auditing…" : "Run audit"}
        </button>
      }
    >
      <p className="mt-2 text-sm text-steel-700" aria-live="polite">
        Checked at {checkedTime(audit.checkedAt)}
        {status && ` · ${status}`}
      </p>
      {alert && (
        <p role="alert" className="mt-4 rounded-control bg-stock-out/10 p-3 text-sm font-semibold text-stock-out">
          {alert}
        </p>
      )}
      <div role="group" aria-label="View" className="mt-4 flex gap-2">
        {(["audit", "fix"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-steel-200 aria-pressed:bg-asphalt aria-pressed:text-paper"
          >
            {v === "audit" ? "Audit" : "Fix"}
          </button>
        ))}
      </div>

      {view === "audit" ? (
        <>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            <StatCard label="Products" value={audit.totalProducts} />
            <div className="rounded-card bg-white p-4 ring-1 ring-steel-200">
              <p className="text-xs text-steel-700 sm:text-sm">Health score</p>
              <p className="mt-2">
                <HealthBadge score={audit.healthScore} />
              </p>
            </div>
            <StatCard label="Missing slugs" value={sum("missingSlugUrls")} />
            <StatCard label="Invalid slugs" value={sum("invalidSlugUrls")} />
            <StatCard label="Contaminated slugs" value={sum("contaminatedUrls")} />
          </div>
          <p className="mt-2 text-xs text-steel-700">
            Health score: the share of the {audit.totalProducts * supportedLanguages.length} URLs (products × 6
            languages) without issues.
          </p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {supportedLanguages.map((language) => (
              <LanguageCard key={language} language={language} audit={audit.urlsByLanguage[language]} />
            ))}
          </div>
          <AdminSection id="contamination" title="Cross-language contamination">
            {audit.crossLanguageContamination.length === 0 ? (
              <p className="text-sm text-steel-700">No slug borrows another language&apos;s words or slug.</p>
            ) : (
              <TableScroller label="Contaminated slugs">
                <table className="w-full min-w-[40rem] text-sm">
                  <thead>
                    <HeaderRow headings={["Product", "Language", "Slug", "Other language", "Reason"]} />
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
                        <td className={cell}>{languageName(c.languageCode)}</td>
                        <td className={`${cell} break-all font-mono text-xs`}>{c.slug}</td>
                        <td className={cell}>{languageName(c.otherLanguage)}</td>
                        <td className={cell}>{c.reason}</td>
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
            <legend className="px-1 font-semibold">Fix types</legend>
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
                    {fixTypeInfo[type].label}
                  </label>
                  <p id={`fix-${type}-about`} className="text-sm text-steel-700">
                    {fixTypeInfo[type].description}
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
              {busy === "fix" ? "Fixing…" : "Fix URLs"}
            </button>
          </fieldset>
          {fixed && <FixResults answer={fixed} />}
        </>
      )}
      {dialog}
    </AdminPage>
  );
}

function LanguageCard({ language, audit }: { language: Language; audit: LanguageUrlAudit }) {
  const { name, flagEmoji } = languageInfo(language);
  const figures = [
    ["Total", audit.totalTranslations],
    ["Valid", audit.validUrls],
    ["Missing", audit.missingSlugUrls],
    ["Invalid", audit.invalidSlugUrls],
    ["Contaminated", audit.contaminatedUrls],
  ] as const;
  return (
    <section aria-labelledby={`language-${language}`} className="rounded-card bg-white p-4 ring-1 ring-steel-200">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`language-${language}`} className="text-xl font-bold">
          <span aria-hidden="true">{flagEmoji} </span>
          {name}
        </h2>
        <HealthBadge score={audit.health} label={`${name} health`} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-steel-700">{label}</dt>
            <dd className="tabular font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {audit.examples.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Examples</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {audit.examples.map((example) => (
              <li key={example.productId}>
                <p className="font-semibold">{example.name}</p>
                <p className="break-all font-mono text-xs text-steel-700">{slugText(example.slug)}</p>
                <ul className="list-inside list-disc text-steel-700">
                  {example.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
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

function FixResults({ answer }: { answer: FixAnswer }) {
  return (
    <AdminSection id="fix-results" title="Results">
      <p className="text-sm text-steel-700">{answer.message}</p>
      {answer.results.length > 0 && (
        <TableScroller label="Fix results" className="mt-3">
          <table className="w-full min-w-[44rem] text-sm">
            <thead>
              <HeaderRow headings={["Product", "Language", "Old → new", "Status", "Reason"]} />
            </thead>
            <tbody>
              {answer.results.map((r) => (
                <tr key={`${r.productId}-${r.languageCode}`} className="border-b border-steel-200/60 last:border-0">
                  <td className={cell}>{r.name}</td>
                  <td className={cell}>{languageName(r.languageCode)}</td>
                  <td className={`${cell} break-all font-mono text-xs`}>
                    {slugText(r.oldSlug)} → {slugText(r.newSlug)}
                  </td>
                  <td className={cell}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[r.status]}`}>
                      {r.status}
                    </span>
                  </td>
                  <td className={cell}>{r.reason}</td>
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
  return (
    <tr className="border-b border-steel-200 text-left text-steel-700">
      {headings.map((heading) => (
        <th key={heading} scope="col" className="py-2 pr-3">
          {heading}
        </th>
      ))}
    </tr>
  );
}
