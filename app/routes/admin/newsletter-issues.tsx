import { useEffect, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { adminErrorMessage, adminFetch, adminFieldErrors } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton, DeleteButton } from "~/features/admin/components/confirm-button";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { MailPreview } from "~/features/mail/components/mail-preview";
import { loadStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { resizeMediaUrl } from "~/features/media/media-url";
import { maxIssueProducts, maxSubjectLength } from "~/features/newsletter/newsletter-issue-limits";
import { getNewsletterIssue, listNewsletterIssues } from "~/features/newsletter/newsletter-issues.server";
import type { NewsletterIssueDto } from "~/features/newsletter/newsletter-issues.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { languageCatalogue, translatedLanguages, type Language } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import { formatPrice } from "~/i18n/format";
import type { Route } from "./+types/newsletter-issues";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai, mailConfigured } = context.get(appContext);
  const { db } = database;
  const param = new URL(request.url).searchParams.get("id");
  const id = Number(param);
  const [issues, site, shown] = await Promise.all([
    listNewsletterIssues(db),
    getSiteSettings(db),
    Number.isInteger(id) && id > 0 ? getNewsletterIssue(db, id).catch(() => null) : null,
  ]);
  const picked = shown?.productIds.length ? await loadStorefrontProducts(db, "pt", { ids: shown.productIds }) : [];
  return {
    issues,
    shown,
    creating: param === "new",
    // In the curator's order.
    picked: shown ? shown.productIds.flatMap((id) => picked.filter((p) => p.id === id).map(pickOf)) : [],
    aiConfigured: Boolean(ai),
    mailConfigured: Boolean(mailConfigured),
    contactEmail: site.contactEmail,
  };
}

interface Pick {
  id: number;
  name: string;
  price: string;
  cover: string | null;
}
const pickOf = (p: { id: number; name: string; price: string; images: { url: string }[] }): Pick => ({
  id: p.id,
  name: p.name,
  price: formatPrice(p.price),
  cover: p.images[0] ? resizeMediaUrl(p.images[0].url, 160) : null,
});

type LoaderData = Route.ComponentProps["loaderData"];
type Shown = NonNullable<LoaderData["shown"]>;
type VersionMap = Partial<Record<Language, { subject: string; body: string; source?: "ai" | "manual" }>>;

const languageName = (code: string) => languageCatalogue.find((l) => l.code === code)?.name ?? code;

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues, shown, creating } = loaderData;
  return (
    <AdminPage
      title="Newsletter issues"
      intro="Write to your confirmed subscribers: in Portuguese, with products picked from the catalogue, translated for each language, tested on your own address, then sent to everyone in their language (English where a language has no version)."
      actions={
        <Link to="?id=new" className={actionButton}>
          New issue
        </Link>
      }
    >
      {!loaderData.mailConfigured && (
        <p role="status" className="mt-6 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
          <strong>Mail is not configured.</strong> Issues can be written and sent; their messages wait in the{" "}
          <Link to="/admin/dashboard/mail" className="font-semibold underline">
            outbox
          </Link>{" "}
          until the server starts with <code>SMTP_URL</code>.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <IssueList issues={issues} current={shown?.id} />
        <div className="min-w-0">
          {creating ? (
            <IssueEditor key="new" data={loaderData} />
          ) : shown ? (
            shown.status === "draft" ? (
              <IssueEditor key={`${shown.id}-${shown.updatedAt}`} data={loaderData} issue={shown} />
            ) : (
              <SentIssue key={shown.id} issue={shown} data={loaderData} />
            )
          ) : (
            <p className="rounded-card bg-white p-6 text-sm text-steel-700 ring-1 ring-steel-200">
              Choose an issue, or write a new one.
            </p>
          )}
        </div>
      </div>
    </AdminPage>
  );
}

function progressOf(issue: NewsletterIssueDto) {
  const { sent, waiting, failed } = issue.counts;
  return `${sent} sent · ${waiting} waiting · ${failed} failed`;
}

function IssueList({ issues, current }: { issues: NewsletterIssueDto[]; current?: number }) {
  return (
    <nav aria-label="Issues" className="lg:mt-8">
      <ul className="divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {issues.length === 0 && <li className="p-4 text-sm text-steel-700">No issue yet.</li>}
        {issues.map((issue) => (
          <li key={issue.id} className="px-4 py-3 text-sm">
            <Link
              to={`?id=${issue.id}`}
              aria-current={issue.id === current ? "page" : undefined}
              className="font-semibold hover:underline aria-[current=page]:text-signal-700"
            >
              {issue.subject}
            </Link>
            <p className="tabular text-steel-700">
              {issue.status === "draft" ? (
                <>Draft · {formatAdminDate(issue.updatedAt)}</>
              ) : (
                <>
                  Sent {formatAdminDate(issue.sentAt!)} · {issue.recipients} subscriber
                  {issue.recipients === 1 ? "" : "s"}
                  <br />
                  {progressOf(issue)}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The draft: Portuguese original, product picks, the other languages' versions; then preview, test and send. */
function IssueEditor({ data, issue }: { data: LoaderData; issue?: Shown }) {
  const run = useAdminAction();
  const navigate = useNavigate();
  const [subject, setSubject] = useState(issue?.subject ?? "");
  const [body, setBody] = useState(issue?.body ?? "");
  const [picks, setPicks] = useState<Pick[]>(data.picked);
  const [versions, setVersions] = useState<VersionMap>((issue?.translations ?? {}) as VersionMap);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = () => ({
    subject,
    body,
    productIds: picks.map((p) => p.id),
    translations: Object.fromEntries(
      Object.entries(versions).map(([language, v]) => [language, { subject: v.subject, body: v.body }]),
    ),
  });

  async function save(event?: React.FormEvent) {
    event?.preventDefault();
    let created: { id: number } | undefined;
    const saved = await run(
      async () => {
        if (issue) await adminFetch(`/api/admin/newsletter-issues/${issue.id}`, { method: "PUT", json: input() });
        else created = await adminFetch(`/api/admin/newsletter-issues`, { method: "POST", json: input() });
      },
      { title: "Issue saved", description: subject },
      { failure: "Not saved", onError: (error) => setErrors(adminFieldErrors(error)) },
    );
    if (saved) setErrors({});
    if (created) await navigate(`?id=${created.id}`);
    return saved;
  }

  return (
    <>
      <form onSubmit={save} noValidate aria-labelledby="issue-original" className="space-y-4">
        <AdminSection id="issue-original" title={issue ? "Original (Portuguese)" : "New issue (Portuguese)"}>
          <div className="space-y-4">
            <FormField idPrefix="issue" name="subject" label="Subject" error={errors.subject}>
              {(props) => (
                <input
                  {...props}
                  value={subject}
                  onChange={(e) => setSubject(e.target.value)}
                  maxLength={maxSubjectLength}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField
              idPrefix="issue"
              name="body"
              label="Text"
              error={errors.body}
              hint="A blank line starts a new paragraph; web addresses become links. The picked products follow the text as cards."
            >
              {(props) => (
                <textarea
                  {...props}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                  rows={10}
                  className={`${inputClass} h-auto py-2`}
                />
              )}
            </FormField>
            <ProductPicker picks={picks} setPicks={setPicks} error={errors.productIds} />
          </div>
        </AdminSection>
        <AdminSection id="issue-versions" title="Languages">
          <Versions
            issue={issue}
            versions={versions}
            setVersions={setVersions}
            aiConfigured={data.aiConfigured}
            save={save}
          />
        </AdminSection>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={actionButton}>
            {issue ? "Save issue" : "Create issue"}
          </button>
          {issue && (
            <DeleteButton
              url={`/api/admin/newsletter-issues/${issue.id}`}
              name={issue.subject}
              title="Delete this draft?"
              message={`"${issue.subject}" and its translations are deleted.`}
              done="Draft deleted"
              afterDelete={() => navigate("?")}
            />
          )}
        </div>
      </form>
      {issue && (
        <>
          <Preview issue={issue} />
          <TestSend issue={issue} contactEmail={data.contactEmail} />
          <SendToEveryone issue={issue} />
        </>
      )}
    </>
  );
}

/** Products picked from the catalogue (published ones, found by name), shown as the message's cards. */
function ProductPicker({
  picks,
  setPicks,
  error,
}: {
  picks: Pick[];
  setPicks: (picks: Pick[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<Pick[]>([]);
  useEffect(() => {
    if (search.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ search, status: "published", pageSize: "8" });
      fetch(`/api/admin/products?${query}`, { signal: controller.signal })
        .then(
          (r) => r.json() as Promise<{ items: { id: number; name: string; price: string; cover: string | null }[] }>,
        )
        .then(({ items }) => setFound(items.map((p) => ({ ...p, price: formatPrice(p.price) }))))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  const full = picks.length >= maxIssueProducts;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Products ({picks.length})</legend>
      {picks.length > 0 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Picked products">
          {picks.map((pick) => (
            <li key={pick.id} className="flex items-center gap-3 rounded-control p-2 ring-1 ring-steel-200">
              {pick.cover ? (
                <img src={pick.cover} alt="" width={48} height={48} className="size-12 rounded-md object-contain" />
              ) : (
                <span className="size-12 rounded-md bg-steel-50" />
              )}
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-semibold">{pick.name}</span>
                <span className="tabular text-steel-700">{pick.price}</span>
              </span>
              <button
                type="button"
                className={smallButton}
                onClick={() => setPicks(picks.filter((p) => p.id !== pick.id))}
              >
                Remove<span className="sr-only"> {pick.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="issue-product-search" className="mt-3 block text-sm">
        Add a published product
      </label>
      <input
        id="issue-product-search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Name, brand or slug"
        disabled={full}
        aria-describedby={error ? "issue-productIds-error" : undefined}
        className={inputClass}
      />
      {full && <p className="mt-1 text-xs text-steel-700">At most {maxIssueProducts} products per issue.</p>}
      {error && (
        <p id="issue-productIds-error" className="mt-1 text-sm font-semibold text-stock-out">
          {error}
        </p>
      )}
      {search.trim().length >= 2 && found.length > 0 && (
        <ul
          className="mt-2 divide-y divide-steel-200 rounded-control ring-1 ring-steel-200"
          aria-label="Found products"
        >
          {found.map((product) => {
            const chosen = picks.some((p) => p.id === product.id);
            return (
              <li key={product.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">{product.name}</span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={chosen || full}
                  onClick={() => setPicks([...picks, product])}
                >
                  {chosen ? "Added" : "Add"}
                  <span className="sr-only"> {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** The five other languages: each with its version (by hand, or the AI's to review) or none (English goes). */
function Versions({
  issue,
  versions,
  setVersions,
  aiConfigured,
  save,
}: {
  issue?: Shown;
  versions: VersionMap;
  setVersions: (versions: VersionMap) => void;
  aiConfigured: boolean;
  save: () => Promise<boolean>;
}) {
  const run = useAdminAction();
  const translate = (languages?: Language[]) =>
    run(
      async () => {
        // The AI translates the saved original: save first.
        if (!(await save())) throw new Error("The issue could not be saved");
        await adminFetch(`/api/admin/newsletter-issues/${issue!.id}/translate`, {
          method: "POST",
          json: languages ? { languages } : {},
        });
      },
      { title: "Translated", description: "Read each version before sending: it is marked for review." },
      { failure: "Not translated" },
    );
  const missing = translatedLanguages.filter((l) => !versions[l]?.subject || !versions[l]?.body);
  return (
    <>
      <p className="text-sm text-steel-700">
        A language without a version gets the English one (or the Portuguese, without English).
      </p>
      {issue && aiConfigured && missing.length > 0 && (
        <button type="button" className={`${smallButton} mt-3`} onClick={() => translate()}>
          Translate the {missing.length} missing with AI
        </button>
      )}
      {!issue && <p className="mt-2 text-sm text-steel-700">Create the issue first to translate it with AI.</p>}
      <div className="mt-4 space-y-3">
        {translatedLanguages.map((language) => {
          const version = versions[language];
          const status = !version?.subject || !version.body ? "none" : version.source === "ai" ? "ai" : "manual";
          const set = (field: "subject" | "body", value: string) =>
            setVersions({
              ...versions,
              [language]: { subject: "", body: "", ...version, [field]: value, source: "manual" },
            });
          return (
            <details key={language} className="rounded-control ring-1 ring-steel-200" open={status === "ai"}>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 font-semibold">
                {languageName(language)}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    status === "ai"
                      ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
                      : status === "manual"
                        ? "bg-green-50 text-stock-in-strong"
                        : "bg-steel-50 text-steel-700"
                  }`}
                >
                  {status === "ai" ? "AI, to review" : status === "manual" ? "Ready" : "No version: English is sent"}
                </span>
              </summary>
              <div className="space-y-3 px-3 pb-3">
                <FormField idPrefix={`issue-${language}`} name="subject" label={`Subject (${languageName(language)})`}>
                  {(props) => (
                    <input
                      {...props}
                      lang={language}
                      value={version?.subject ?? ""}
                      onChange={(e) => set("subject", e.target.value)}
                      className={inputClass}
                    />
                  )}
                </FormField>
                <FormField idPrefix={`issue-${language}`} name="body" label={`Text (${languageName(language)})`}>
                  {(props) => (
                    <textarea
                      {...props}
                      lang={language}
                      rows={8}
                      value={version?.body ?? ""}
                      onChange={(e) => set("body", e.target.value)}
                      className={`${inputClass} h-auto py-2`}
                    />
                  )}
                </FormField>
                {issue && aiConfigured && (
                  <ConfirmButton
                    ask={status !== "none"}
                    title={`Replace the ${languageName(language)} version?`}
                    message="The AI translates the saved Portuguese original again; the text in these fields is replaced."
                    confirmLabel="Translate again"
                    className={smallButton}
                    onConfirm={() => translate([language])}
                  >
                    Translate with AI<span className="sr-only"> into {languageName(language)}</span>
                  </ConfirmButton>
                )}
              </div>
            </details>
          );
        })}
      </div>
    </>
  );
}

const languageOptions = languageCatalogue.map((l) => ({ value: l.code, label: l.name }));

function LanguageSelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="mt-1 h-10 rounded-control border border-steel-200 bg-white px-3"
    >
      {languageOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The saved issue as a subscriber of a language receives it (rendered by the server, as sent). */
function Preview({ issue }: { issue: Shown }) {
  const [language, setLanguage] = useState("pt");
  const [preview, setPreview] = useState<{ language: string; subject: string; html: string }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    adminFetch<{ language: string; subject: string; html: string }>(
      `/api/admin/newsletter-issues/${issue.id}/preview?language=${language}`,
    )
      .then((answer) => live && (setPreview(answer), setError(undefined)))
      .catch((failure: unknown) => live && setError(adminErrorMessage(failure, "No preview")));
    return () => {
      live = false;
    };
  }, [issue.id, issue.updatedAt, language]);
  return (
    <AdminSection id="issue-preview" title="Preview">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="issue-preview-language" className="block text-sm font-semibold">
            A subscriber in
          </label>
          <LanguageSelect id="issue-preview-language" value={language} onChange={setLanguage} />
        </div>
        {preview && preview.language !== language && (
          <p className="text-sm text-steel-700" role="status">
            No {languageName(language)} version: this subscriber gets the {languageName(preview.language)} one.
          </p>
        )}
      </div>
      {error && <p className="mt-2 text-sm font-semibold text-stock-out">{error}</p>}
      {preview && (
        <>
          <p className="mt-3 text-sm">
            <span className="text-steel-700">Subject:</span> <strong>{preview.subject}</strong>
          </p>
          <MailPreview
            title={`Preview in ${languageName(preview.language)}`}
            html={preview.html}
            className="mt-2 h-[36rem]"
          />
        </>
      )}
      <p className="mt-2 text-xs text-steel-700">The preview shows the saved issue: save to see your changes.</p>
    </AdminSection>
  );
}

function TestSend({ issue, contactEmail }: { issue: Shown; contactEmail: string }) {
  const run = useAdminAction();
  const [email, setEmail] = useState(contactEmail);
  const [language, setLanguage] = useState("pt");
  const [error, setError] = useState<string>();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const sent = await run(
      () => adminFetch(`/api/admin/newsletter-issues/${issue.id}/test`, { method: "POST", json: { email, language } }),
      { title: "Test queued", description: `To ${email}: see the Mail screen for its progress.` },
      { failure: "Not sent", refresh: false, onError: (failure) => setError(adminFieldErrors(failure).email) },
    );
    if (sent) setError(undefined);
  }
  return (
    <AdminSection id="issue-test" title="Send a test">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField idPrefix="issue-test" name="email" label="To" error={error}>
            {(props) => (
              <input
                {...props}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <div>
          <label htmlFor="issue-test-language" className="block text-sm font-semibold">
            As a subscriber in
          </label>
          <LanguageSelect id="issue-test-language" value={language} onChange={setLanguage} />
        </div>
        <button type="submit" className={actionButton}>
          Send test
        </button>
      </form>
    </AdminSection>
  );
}

function SendToEveryone({ issue }: { issue: Shown }) {
  const run = useAdminAction();
  const total = issue.audience.reduce((sum, row) => sum + row.subscribers, 0);
  const subscribers = `${total} subscriber${total === 1 ? "" : "s"}`;
  const fallbacks = issue.audience.filter((row) => row.version !== row.language);
  return (
    <AdminSection id="issue-send" title="Send to every subscriber">
      {total === 0 ? (
        <p className="text-sm text-steel-700">No confirmed subscriber yet: there is nobody to send to.</p>
      ) : (
        <>
          <Audience audience={issue.audience} />
          <ConfirmButton
            title={`Send to ${subscribers}?`}
            message={
              `Each gets one message in their language, with their own unsubscribe link. ` +
              (fallbacks.length
                ? `Without a version of their own: ${fallbacks.map((r) => `${r.subscribers} in ${languageName(r.language)} get ${languageName(r.version)}`).join(", ")}. `
                : "") +
              "A sent issue can no longer change."
            }
            confirmLabel="Send now"
            className={`${actionButton} mt-4`}
            onConfirm={() =>
              run(
                () => adminFetch(`/api/admin/newsletter-issues/${issue.id}/send`, { method: "POST" }),
                { title: "Sending", description: `${issue.subject} to ${subscribers}` },
                { failure: "Not sent" },
              )
            }
          >
            Send to {subscribers}
          </ConfirmButton>
        </>
      )}
    </AdminSection>
  );
}

function Audience({ audience }: { audience: Shown["audience"] }) {
  return (
    <table className="text-sm">
      <caption className="sr-only">Subscribers per language</caption>
      <thead>
        <tr className="text-left text-steel-700">
          <th className="py-1 pr-6 font-semibold">Language</th>
          <th className="py-1 pr-6 font-semibold">Subscribers</th>
          <th className="py-1 font-semibold">Receive</th>
        </tr>
      </thead>
      <tbody className="tabular">
        {audience.map((row) => (
          <tr key={row.language}>
            <td className="py-1 pr-6">{languageName(row.language)}</td>
            <td className="py-1 pr-6">{row.subscribers}</td>
            <td className="py-1">{languageName(row.version)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A sent issue: its progress (live while messages wait), its text, and its preview. */
function SentIssue({ issue, data }: { issue: Shown; data: LoaderData }) {
  const { revalidate } = useRevalidator();
  const { sent, waiting, failed } = issue.counts;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void revalidate(), 3000);
    return () => clearInterval(timer);
  }, [waiting, revalidate]);
  const part = (n: number) => `${issue.recipients ? (n / issue.recipients) * 100 : 0}%`;
  return (
    <>
      <AdminSection id="issue-progress" title={issue.subject}>
        <p className="text-sm text-steel-700">
          Sent {formatAdminDate(issue.sentAt!)} to {issue.recipients} subscriber{issue.recipients === 1 ? "" : "s"}.
        </p>
        <div
          className="mt-3 flex h-3 overflow-hidden rounded-full bg-steel-50 ring-1 ring-steel-200"
          role="img"
          aria-label={progressOf(issue)}
        >
          <span className="bg-stock-in-strong" style={{ width: part(sent) }} />
          <span className="bg-stock-out" style={{ width: part(failed) }} />
        </div>
        <p className="tabular mt-2 flex flex-wrap gap-4 text-sm" role="status" aria-live="polite">
          <span>{sent} sent</span>
          <span>{waiting} waiting</span>
          <span className={failed ? "font-semibold text-stock-out" : ""}>{failed} failed</span>
          {issue.recipients > sent + waiting + failed && (
            <span>{issue.recipients - sent - waiting - failed} unsubscribed before it went</span>
          )}
        </p>
        {failed > 0 && (
          <p className="mt-2 text-sm">
            Failed messages can be sent again from the{" "}
            <Link to="/admin/dashboard/mail" className="font-semibold underline">
              Mail
            </Link>{" "}
            screen.
          </p>
        )}
      </AdminSection>
      <Preview issue={issue} />
      <TestSend issue={issue} contactEmail={data.contactEmail} />
    </>
  );
}
