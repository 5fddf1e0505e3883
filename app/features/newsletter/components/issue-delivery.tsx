import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { MailPreview } from "~/features/mail";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Language } from "~/i18n/languages";
import { unreviewedVersions } from "../issue-review";
import { progressOf, type IssueView } from "./issue-view";
import { LanguageSelect, useLanguageName } from "../components/issue-versions";
import type { previewNewsletterIssue } from "../newsletter-issues.server";

const newsletterIssuesApi = adminApi("/newsletter-issues");

/** The saved issue as a subscriber of a language receives it (rendered by the server, as sent). */
export function Preview({ issue }: { issue: IssueView }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
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
      } else setError(answer.error ?? t("admin.newsletterIssues.preview.none"));
    });
    return () => {
      live = false;
    };
  }, [issue.id, issue.updatedAt, language, t]);
  return (
    <AdminSection id="issue-preview" title={t("admin.newsletterIssues.preview.title")}>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="issue-preview-language" className="block text-sm font-semibold">
            {t("admin.newsletterIssues.preview.subscriberIn")}
          </label>
          <LanguageSelect id="issue-preview-language" value={language} onChange={setLanguage} />
        </div>
        {preview && preview.language !== language && (
          <p className="text-sm text-steel-700" role="status">
            {t("admin.newsletterIssues.preview.fallback", {
              language: languageName(language, true),
              version: languageName(preview.language, true),
            })}
          </p>
        )}
      </div>
      {error && <p className="mt-2 text-sm font-semibold text-stock-out">{error}</p>}
      {preview && (
        <>
          <p className="mt-3 text-sm">
            <span className="text-steel-700">{t("admin.newsletterIssues.preview.subject")}</span>{" "}
            <strong>{preview.subject}</strong>
          </p>
          <MailPreview
            title={t("admin.newsletterIssues.preview.in", { language: languageName(preview.language, true) })}
            html={preview.html}
            className="mt-2 h-[36rem]"
          />
        </>
      )}
      <p className="mt-2 text-xs text-steel-700">{t("admin.newsletterIssues.preview.saved")}</p>
    </AdminSection>
  );
}

export function TestSend({ issue, contactEmail }: { issue: IssueView; contactEmail: string }) {
  const run = useAdminAction();
  const { t } = useTranslation();
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
      {
        title: t("admin.newsletterIssues.test.queued"),
        description: t("admin.newsletterIssues.test.queuedTo", { email }),
      },
      {
        failure: t("admin.newsletterIssues.notSent"),
        refresh: false,
        onFailure: (failure) => setError(failure.fields.email),
      },
    );
    if (sent.ok) setError(undefined);
  }
  return (
    <AdminSection id="issue-test" title={t("admin.newsletterIssues.test.title")}>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField idPrefix="issue-test" name="email" label={t("admin.newsletterIssues.test.to")} error={error}>
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
            {t("admin.newsletterIssues.test.as")}
          </label>
          <LanguageSelect id="issue-test-language" value={language} onChange={setLanguage} />
        </div>
        <button type="submit" className={actionButton}>
          {t("admin.newsletterIssues.test.send")}
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
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const total = issue.audience.reduce((sum, row) => sum + row.subscribers, 0);
  const fallbacks = issue.audience.filter((row) => row.version !== row.language);
  const unreviewed = unreviewedVersions(issue.translations, issue.audience);
  const reviewFirst = () => {
    const field = document.getElementById(`issue-${unreviewed[0]?.language}-subject`);
    field?.scrollIntoView({ block: "center" });
    field?.focus();
  };
  return (
    <AdminSection id="issue-send" title={t("admin.newsletterIssues.send.title")}>
      {total === 0 ? (
        <p className="text-sm text-steel-700">{t("admin.newsletterIssues.send.nobody")}</p>
      ) : (
        <>
          <Audience audience={issue.audience} />
          <ConfirmButton
            title={t("admin.newsletterIssues.send.question", { count: total })}
            message={[
              t("admin.newsletterIssues.send.each"),
              fallbacks.length
                ? t("admin.newsletterIssues.send.fallbacks", {
                    list: fallbacks
                      .map((r) =>
                        t("admin.newsletterIssues.send.fallback", {
                          count: r.subscribers,
                          language: languageName(r.language, true),
                          version: languageName(r.version, true),
                        }),
                      )
                      .join(", "),
                  })
                : null,
              t("admin.newsletterIssues.send.final"),
              unreviewed.length ? t("admin.newsletterIssues.send.unreviewed") : null,
            ]
              .filter(Boolean)
              .join(" ")}
            items={unreviewed.map((v) =>
              t("admin.newsletterIssues.send.unreviewedItem", {
                language: languageName(v.language),
                count: v.subscribers,
              }),
            )}
            confirmLabel={t(
              unreviewed.length ? "admin.newsletterIssues.send.anyway" : "admin.newsletterIssues.send.now",
            )}
            {...(unreviewed.length
              ? { cancelLabel: t("admin.newsletterIssues.send.reviewFirst"), onCancel: reviewFirst }
              : {})}
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
                {
                  title: t("admin.newsletterIssues.send.sending"),
                  description: t("admin.newsletterIssues.send.sendingTo", { subject: issue.subject, count: total }),
                },
                { failure: t("admin.newsletterIssues.notSent") },
              )
            }
          >
            {t("admin.newsletterIssues.send.button", { count: total })}
          </ConfirmButton>
        </>
      )}
    </AdminSection>
  );
}

export function Audience({ audience }: { audience: IssueView["audience"] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const languageName = useLanguageName();
  return (
    <table className="text-sm">
      <caption className="sr-only">{t("admin.newsletterIssues.audience.caption")}</caption>
      <thead>
        <tr className="text-left text-steel-700">
          <th className="py-1 pr-6 font-semibold">{t("admin.newsletterIssues.audience.language")}</th>
          <th className="py-1 pr-6 font-semibold">{t("admin.newsletterIssues.audience.subscribers")}</th>
          <th className="py-1 font-semibold">{t("admin.newsletterIssues.audience.receive")}</th>
        </tr>
      </thead>
      <tbody className="tabular">
        {audience.map((row) => (
          <tr key={row.language}>
            <td className="py-1 pr-6">{languageName(row.language)}</td>
            <td className="py-1 pr-6">{format.number(row.subscribers)}</td>
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
  const { t } = useTranslation();
  const format = useAdminFormat();
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
          {t("admin.newsletterIssues.sent.line", { date: format.dateTime(issue.sentAt!), count: issue.recipients })}
        </p>
        <div
          className="mt-3 flex h-3 overflow-hidden rounded-full bg-steel-50 ring-1 ring-steel-200"
          role="img"
          aria-label={progressOf(issue, t)}
        >
          <span className="bg-stock-in-strong" style={{ width: part(sent) }} />
          <span className="bg-stock-out" style={{ width: part(failed) }} />
        </div>
        <p className="tabular mt-2 flex flex-wrap gap-4 text-sm" role="status" aria-live="polite">
          <span>{t("admin.newsletterIssues.sent.sent", { count: sent })}</span>
          <span>{t("admin.newsletterIssues.sent.waiting", { count: waiting })}</span>
          <span className={failed ? "font-semibold text-stock-out" : ""}>
            {t("admin.newsletterIssues.sent.failed", { count: failed })}
          </span>
          {issue.recipients > sent + waiting + failed && (
            <span>
              {t("admin.newsletterIssues.sent.unsubscribed", { count: issue.recipients - sent - waiting - failed })}
            </span>
          )}
        </p>
        {issue.retry.waiting > 0 && (
          <p className="mt-2 text-sm">
            {t("admin.newsletterIssues.sent.retry", {
              count: issue.retry.waiting,
              at: format.dateTime(issue.retry.nextAt!),
              error: issue.retry.lastError,
            })}{" "}
            {t("admin.newsletterIssues.sent.seeThem.before")}
            <Link to="/admin/dashboard/mail" className="font-semibold underline">
              {t("admin.newsletterIssues.sent.mailScreen")}
            </Link>
            {t("admin.newsletterIssues.sent.seeThem.after")}
          </p>
        )}
        {failed > 0 && (
          <p className="mt-2 text-sm">
            {t("admin.newsletterIssues.sent.sendAgain.before")}
            <Link to="/admin/dashboard/mail" className="font-semibold underline">
              {t("admin.newsletterIssues.sent.mailScreen")}
            </Link>
            {t("admin.newsletterIssues.sent.sendAgain.after")}
          </p>
        )}
      </AdminSection>
      <Preview issue={issue} />
      <TestSend issue={issue} contactEmail={contactEmail} />
    </>
  );
}
