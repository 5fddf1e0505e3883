import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { AdminSection, formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { MailPreview } from "~/features/mail";
import { plural } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { unreviewedVersions } from "../issue-review";
import { languageName, progressOf, type IssueView } from "./issue-view";
import { LanguageSelect } from "../components/issue-versions";
import type { previewNewsletterIssue } from "../newsletter-issues.server";

const newsletterIssuesApi = adminApi("/newsletter-issues");

/** The saved issue as a subscriber of a language receives it (rendered by the server, as sent). */
export function Preview({ issue }: { issue: IssueView }) {
  const [language, setLanguage] = useState<Language>("pt");
  const [preview, setPreview] = useState<Awaited<ReturnType<typeof previewNewsletterIssue>>>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    void adminCall(
      newsletterIssuesApi[":id"].preview.$get({ param: { id: String(issue.id) }, query: { language } }),
    ).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setPreview(answer.data);
        setError(undefined);
      } else setError(answer.error ?? "No preview");
    });
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

export function TestSend({ issue, contactEmail }: { issue: IssueView; contactEmail: string }) {
  const run = useAdminAction();
  const [email, setEmail] = useState(contactEmail);
  const [language, setLanguage] = useState<Language>("pt");
  const [error, setError] = useState<string>();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const sent = await run(
      () =>
        adminCall(
          newsletterIssuesApi[":id"].test.$post({ param: { id: String(issue.id) }, json: { email, language } }),
        ),
      { title: "Test queued", description: `To ${email}: see the Mail screen for its progress.` },
      { failure: "Not sent", refresh: false, onFailure: (failure) => setError(failure.fields.email) },
    );
    if (sent.ok) setError(undefined);
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

/**
 * Sends the issue to everyone, after a question that lists the versions still the AI's (issue 33): "Review first"
 * takes the curator to the first of them, "Send anyway" sends them as they are.
 */
export function SendToEveryone({ issue }: { issue: IssueView }) {
  const run = useAdminAction();
  const total = issue.audience.reduce((sum, row) => sum + row.subscribers, 0);
  const subscribers = `${total} subscriber${total === 1 ? "" : "s"}`;
  const fallbacks = issue.audience.filter((row) => row.version !== row.language);
  const unreviewed = unreviewedVersions(issue.translations, issue.audience);
  const reviewFirst = () => {
    const field = document.getElementById(`issue-${unreviewed[0]?.language}-subject`);
    field?.scrollIntoView({ block: "center" });
    field?.focus();
  };
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
              "A sent issue can no longer change." +
              (unreviewed.length ? " Still the AI's, not reviewed:" : "")
            }
            items={unreviewed.map((v) => `${languageName(v.language)}: ${plural(v.subscribers, "subscriber")}`)}
            confirmLabel={unreviewed.length ? "Send anyway" : "Send now"}
            {...(unreviewed.length ? { cancelLabel: "Review first", onCancel: reviewFirst } : {})}
            className={`${actionButton} mt-4`}
            onConfirm={() =>
              run(
                () =>
                  adminCall(
                    newsletterIssuesApi[":id"].send.$post({
                      param: { id: String(issue.id) },
                      json: { confirm: unreviewed.length > 0 },
                    }),
                  ),
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

export function Audience({ audience }: { audience: IssueView["audience"] }) {
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
export function SentIssue({ issue, contactEmail }: { issue: IssueView; contactEmail: string }) {
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
        {issue.retry.waiting > 0 && (
          <p className="mt-2 text-sm">
            {issue.retry.waiting} of the waiting messages failed and will be tried again, the next{" "}
            {formatAdminDate(issue.retry.nextAt!)}. Latest error: {issue.retry.lastError} See them on the{" "}
            <Link to="/admin/dashboard/mail" className="font-semibold underline">
              Mail
            </Link>{" "}
            screen.
          </p>
        )}
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
      <TestSend issue={issue} contactEmail={contactEmail} />
    </>
  );
}
