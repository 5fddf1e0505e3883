import { listQueryOf, parseId } from "~/lib/form-schemas";
import { TechnicalError } from "~/components/ui/admin/technical-error";
import { Form, Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { Pager } from "~/components/ui/admin/pager";
import { smallButton } from "~/components/ui/admin/buttons";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { MailPreview } from "~/features/mail/components/mail-preview";
import { MailWaitingNotice } from "~/features/mail/components/mail-waiting-notice";
import { mailKinds, outboxQuerySchema } from "~/features/mail/outbox.schema";
import { getOutboxMessage, listOutbox } from "~/features/mail/outbox.server";
import { DigestSettingsForm } from "~/features/dashboard/components/digest-settings-form";
import { getDigestSettings } from "~/features/dashboard/digest-settings.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/mail";

const mailApi = adminApi("/mail");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, mailWaitsFor } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const id = parseId(params.get("id"));
  const query = listQueryOf(outboxQuerySchema, params);
  const [outbox, shown, digest] = await Promise.all([
    listOutbox(database.db, query),
    id ? getOutboxMessage(database.db, id).catch(() => null) : null,
    getDigestSettings(database.db),
  ]);
  return { ...outbox, query, waitsFor: mailWaitsFor, shown, digest };
}

const statusStyle = {
  pending: "bg-steel-50 text-steel-700",
  sent: "bg-green-50 text-stock-in-strong",
  failed: "bg-red-50 text-stock-out",
} as const;

export default function Mail({ loaderData }: Route.ComponentProps) {
  const { counts, messages, page, query, retrying, waitsFor, shown, digest } = loaderData;
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const retry = (id: number, recipient: string) =>
    run(() => adminCall(mailApi[":id"].retry.$post({ param: { id: String(id) } })), {
      title: t("admin.mail.queuedAgain"),
      description: recipient,
    });
  return (
    <AdminPage title={t("admin.mail.title")} intro={t("admin.mail.intro")}>
      <MailWaitingNotice waitsFor={waitsFor}>
        <strong>{t("admin.mail.notSentYet")}</strong> {t("admin.mail.nothingLost")}
      </MailWaitingNotice>
      <p className="mt-6 flex gap-4 text-sm tabular">
        <span>{t("admin.mail.counts.waiting", { count: counts.pending })}</span>
        {counts.waitingLong > 0 && (
          <span className="font-semibold">{t("admin.mail.counts.waitingLong", { count: counts.waitingLong })}</span>
        )}
        <span>{t("admin.mail.counts.sent", { count: counts.sent })}</span>
        <span className={counts.failed ? "font-semibold text-stock-out" : ""}>
          {t("admin.mail.counts.failed", { count: counts.failed })}
        </span>
      </p>
      <RetryList retrying={retrying} />
      <OutboxFilters query={query} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ul
          className="divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200"
          aria-label={t("admin.mail.messages")}
        >
          {messages.length === 0 && <li className="p-6 text-sm text-steel-700">{t("admin.mail.noMessage")}</li>}
          {messages.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <Link
                  to={`?id=${m.id}`}
                  className="font-semibold hover:underline"
                  aria-current={shown?.id === m.id ? "page" : undefined}
                >
                  {m.subject}
                </Link>
                <p className="truncate text-steel-700">
                  {m.recipient} · <span className="uppercase">{m.language}</span> · {t(`admin.mail.kinds.${m.kind}`)} ·{" "}
                  {format.dateTime(new Date(m.sentAt ?? m.createdAt))}
                </p>
                {m.lastError && m.status !== "sent" && (
                  <div className="text-stock-out">
                    {t("admin.mail.tryError", { attempt: m.attempts })}{" "}
                    <TechnicalError error={m.lastError} about="mailServer" className="inline" />
                  </div>
                )}
                {m.status === "pending" && m.attempts > 0 && (
                  <p className="tabular">
                    {t("admin.mail.nextTry", { at: format.dateTime(new Date(m.nextAttemptAt)) })}
                  </p>
                )}
              </div>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[m.status]}`}>
                {t(`admin.mail.status.${m.status}`)}
              </span>
              {m.status === "failed" && (
                <button type="button" className={smallButton} onClick={() => retry(m.id, m.recipient)}>
                  {t("admin.mail.sendAgain")}
                  <span className="sr-only"> {t("admin.mail.sendAgainTo", { recipient: m.recipient })}</span>
                </button>
              )}
            </li>
          ))}
          <Pager page={page} noun={t("admin.mail.pagerNoun")} as="li" drop={["id"]} />
        </ul>
        <section aria-label={t("admin.mail.preview")} className="min-w-0">
          {shown ? (
            <>
              <h2 className="text-lg font-bold">{shown.subject}</h2>
              <p className="text-sm text-steel-700">{t("admin.mail.to", { recipient: shown.recipient })}</p>
              <MailPreview
                title={t("admin.mail.previewOf", { subject: shown.subject })}
                html={shown.html}
                className="mt-3 h-[40rem]"
              />
            </>
          ) : (
            <p className="rounded-card bg-white p-6 text-sm text-steel-700 ring-1 ring-steel-200">
              {t("admin.mail.choose")}
            </p>
          )}
        </section>
      </div>
      <DigestSettingsForm settings={digest} />
    </AdminPage>
  );
}

/** What waits for another try after an error (the soonest first): which try comes next, when, and why. */
function RetryList({ retrying }: { retrying: Route.ComponentProps["loaderData"]["retrying"] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (!retrying.count) return null;
  return (
    <section
      aria-labelledby="mail-retrying"
      className="mt-4 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
    >
      <h2 id="mail-retrying" className="font-semibold">
        {t("admin.mail.retrying.title", { count: retrying.count })}
      </h2>
      <ul className="mt-2 space-y-2">
        {retrying.messages.map((m) => (
          <li key={m.id}>
            <Link to={`?id=${m.id}`} className="font-semibold hover:underline">
              {m.subject}
            </Link>{" "}
            {t("admin.mail.retrying.to", { recipient: m.recipient })}
            <p className="tabular">
              {m.sendingNow
                ? t("admin.mail.retrying.sendingNow", { attempt: m.attempts, max: retrying.maxAttempts })
                : t("admin.mail.retrying.tried", {
                    attempt: m.attempts,
                    max: retrying.maxAttempts,
                    at: format.dateTime(new Date(m.nextAttemptAt)),
                  })}
            </p>
            <TechnicalError error={m.lastError} about="mailServer" className="text-stock-out" />
          </li>
        ))}
      </ul>
      {retrying.count > retrying.messages.length && (
        <p className="mt-2">{t("admin.mail.retrying.others", { count: retrying.count - retrying.messages.length })}</p>
      )}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
const fieldClass = "mt-1 h-9 rounded-control border border-steel-200 bg-white px-2 text-sm font-normal";

/** Narrows the list (a GET form: the filters are in the address, so a page of them can be shared and reloaded). */
function OutboxFilters({ query }: { query: LoaderData["query"] }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3 text-sm font-semibold"
      aria-label={t("admin.mail.filters.label")}
    >
      <label>
        {t("admin.mail.filters.status")}
        <select name="status" defaultValue={query.status ?? ""} className={`${fieldClass} block`}>
          <option value="">{t("admin.mail.filters.anyStatus")}</option>
          <option value="failed">{t("admin.mail.filters.failed")}</option>
          <option value="pending">{t("admin.mail.filters.pending")}</option>
          <option value="sent">{t("admin.mail.filters.sent")}</option>
        </select>
      </label>
      <label>
        {t("admin.mail.filters.kind")}
        <select name="kind" defaultValue={query.kind ?? ""} className={`${fieldClass} block`}>
          <option value="">{t("admin.mail.filters.anyKind")}</option>
          {mailKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.mail.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("admin.mail.filters.recipient")}
        <input
          type="search"
          name="recipient"
          defaultValue={query.recipient ?? ""}
          placeholder={t("admin.mail.filters.recipientPlaceholder")}
          className={`${fieldClass} block w-56`}
        />
      </label>
      <button type="submit" className={smallButton}>
        {t("admin.mail.filters.show")}
      </button>
    </Form>
  );
}
