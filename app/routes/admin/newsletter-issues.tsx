import { parseId } from "~/lib/form-schemas";
import { useWatch } from "react-hook-form";
import { Link, useNavigate, useRevalidator } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton } from "~/components/ui/admin/buttons";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { EditConflictPanel, useEditConflict } from "~/features/admin";
import { useUnsavedChanges } from "~/features/admin/unsaved-changes";
import { loadStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { resizeMediaUrl } from "~/features/media/media-url";
import { maxSubjectLength } from "~/features/newsletter/newsletter-issue-limits";
import { getNewsletterIssue, listNewsletterIssues } from "~/features/newsletter/newsletter-issues.server";
import type { NewsletterIssueDto } from "~/features/newsletter/newsletter-issues.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/newsletter-issues";
import { progressOf } from "~/features/newsletter/components/issue-view";
import { issueFormValues, issueRequest, type Pick } from "~/features/newsletter/components/issue-form-values";
import { ProductPicker } from "~/features/newsletter/components/issue-product-picker";
import { issueInputSchema } from "~/features/newsletter/newsletter-issues.schema";
import { Versions } from "~/features/newsletter/components/issue-versions";
import { Preview, TestSend, SendToEveryone, SentIssue } from "~/features/newsletter/components/issue-delivery";
import { MailWaitingNotice } from "~/features/mail/components/mail-waiting-notice";

const newsletterIssuesApi = adminApi("/newsletter-issues");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai, mailWaitsFor } = context.get(appContext);
  const { db } = database;
  const param = new URL(request.url).searchParams.get("id");
  const id = parseId(param);
  const [issues, site, shown] = await Promise.all([
    listNewsletterIssues(db),
    getSiteSettings(db),
    id ? getNewsletterIssue(db, id).catch(() => null) : null,
  ]);
  const picked = shown?.productIds.length ? await loadStorefrontProducts(db, "pt", { ids: shown.productIds }) : [];
  return {
    issues,
    shown,
    creating: param === "new",
    // In the curator's order.
    picked: shown ? shown.productIds.flatMap((id) => picked.filter((p) => p.id === id).map(pickOf)) : [],
    aiConfigured: Boolean(ai),
    mailWaitsFor,
    contactEmail: site.contactEmail,
  };
}

const pickOf = (p: { id: number; name: string; price: string; images: { url: string }[] }): Pick => ({
  id: p.id,
  name: p.name,
  price: p.price,
  cover: p.images[0] ? resizeMediaUrl(p.images[0].url, 160) : null,
});

type LoaderData = Route.ComponentProps["loaderData"];
type Shown = NonNullable<LoaderData["shown"]>;
export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues, shown, creating } = loaderData;
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t("admin.newsletterIssues.title")}
      intro={t("admin.newsletterIssues.intro")}
      actions={
        <Link to="?id=new" className={actionButton}>
          {t("admin.newsletterIssues.newIssue")}
        </Link>
      }
    >
      <MailWaitingNotice waitsFor={loaderData.mailWaitsFor}>
        <strong>{t("admin.newsletterIssues.notSentYet")}</strong> {t("admin.newsletterIssues.outbox.before")}
        <Link to="/admin/dashboard/mail" className="font-semibold underline">
          {t("admin.newsletterIssues.outbox.link")}
        </Link>
        {t("admin.newsletterIssues.outbox.after")}
      </MailWaitingNotice>
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <IssueList issues={issues} current={shown?.id} />
        <div className="min-w-0">
          {creating ? (
            <IssueEditor key="new" data={loaderData} />
          ) : shown ? (
            shown.status === "draft" ? (
              <IssueEditor key={`${shown.id}-${shown.updatedAt}`} data={loaderData} issue={shown} />
            ) : (
              <SentIssue key={shown.id} issue={shown} contactEmail={loaderData.contactEmail} />
            )
          ) : (
            <p className="rounded-card bg-white p-6 text-sm text-steel-700 ring-1 ring-steel-200">
              {t("admin.newsletterIssues.choose")}
            </p>
          )}
        </div>
      </div>
    </AdminPage>
  );
}

function IssueList({ issues, current }: { issues: NewsletterIssueDto[]; current?: number }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <nav aria-label={t("admin.newsletterIssues.issues")} className="lg:mt-8">
      <ul className="divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200">
        {issues.length === 0 && <li className="p-4 text-sm text-steel-700">{t("admin.newsletterIssues.noIssue")}</li>}
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
                t("admin.newsletterIssues.draftOn", { date: format.dateTime(issue.updatedAt) })
              ) : (
                <>
                  {t("admin.newsletterIssues.sentOn", {
                    date: format.dateTime(issue.sentAt!),
                    count: issue.recipients,
                  })}
                  <br />
                  {progressOf(issue, t)}
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(issueInputSchema, issueFormValues(issue, data.picked), issueRequest);
  const picks = useWatch({ control: form.control, name: "products" });
  // A draft saved elsewhere since it loaded (another tab, an AI translation) is not overwritten unseen (decision 0031).
  const versions = useEditConflict(form, issue?.updatedAt, (current: Shown) => {
    const known = new Map([...data.picked, ...form.getValues("products")].map((pick) => [pick.id, pick]));
    const pickOf = (id: number) => known.get(id) ?? { id, name: `#${id}`, price: "", cover: null };
    return issueFormValues(current, current.productIds.map(pickOf));
  });

  // The fields as typed go to the API (it parses them with the same schema).
  async function send() {
    const input = issueRequest(form.getValues());
    const saved = await run(
      () => {
        const json = versions.versioned(input);
        return issue
          ? adminCall(newsletterIssuesApi[":id"].$put({ param: { id: String(issue.id) }, json }))
          : adminCall(newsletterIssuesApi.index.$post({ json }));
      },
      { title: t("admin.newsletterIssues.saved"), description: input.subject },
      {
        failure: t("admin.newsletterIssues.notSaved"),
        onFailure: versions.onFailure,
        // A new issue's page is at its id.
        refresh: (stored) => {
          versions.saved(stored);
          unsaved.saved();
          return issue ? revalidate() : navigate(`?id=${stored.id}`);
        },
      },
    );
    return saved.ok;
  }

  /** Checks the draft as the API will, then saves it: true once it is stored. */
  async function save(event?: React.BaseSyntheticEvent) {
    let stored = false;
    await form.handleSubmit(async () => {
      stored = await send();
    })(event);
    return stored;
  }

  return (
    <>
      <form
        id={versions.formId}
        onSubmit={save}
        onChange={unsaved.onChange}
        noValidate
        aria-labelledby="issue-original"
        className="space-y-4"
      >
        <AdminSection
          id="issue-original"
          title={t(issue ? "admin.newsletterIssues.original" : "admin.newsletterIssues.newOriginal")}
        >
          <div className="space-y-4">
            <FormField
              idPrefix="issue"
              name="subject"
              label={t("admin.newsletterIssues.subject")}
              error={form.errorOf("subject")}
            >
              {(props) => (
                <input {...props} {...form.field("subject")} maxLength={maxSubjectLength} className={inputClass} />
              )}
            </FormField>
            <FormField
              idPrefix="issue"
              name="body"
              label={t("admin.newsletterIssues.text")}
              error={form.errorOf("body")}
              hint={t("admin.newsletterIssues.textHint")}
            >
              {(props) => (
                <textarea {...props} {...form.field("body")} rows={10} className={`${inputClass} h-auto py-2`} />
              )}
            </FormField>
            <ProductPicker
              picks={picks}
              setPicks={(picks) => {
                form.setValue("products", picks);
                unsaved.onChange();
              }}
              error={form.errorOf("productIds")}
            />
          </div>
        </AdminSection>
        <AdminSection id="issue-versions" title={t("admin.newsletterIssues.languages")}>
          <Versions issue={issue} form={form} aiConfigured={data.aiConfigured} save={save} />
        </AdminSection>
        <EditConflictPanel state={versions} onOverwrite={async () => void (await save())} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={actionButton}>
            {t(issue ? "admin.newsletterIssues.save" : "admin.newsletterIssues.create")}
          </button>
          {issue && (
            <DeleteButton
              remove={() => newsletterIssuesApi[":id"].$delete({ param: { id: String(issue.id) } })}
              name={issue.subject}
              title={t("admin.newsletterIssues.delete.title")}
              message={t("admin.newsletterIssues.delete.message", { subject: issue.subject })}
              done={t("admin.newsletterIssues.delete.done")}
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
