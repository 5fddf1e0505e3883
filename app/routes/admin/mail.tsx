import { listQueryOf, parseId } from "~/lib/form-schemas";
import { Form, Link } from "react-router";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage, formatAdminDate } from "~/components/ui/admin/admin-page";
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
  const retry = (id: number, recipient: string) =>
    run(() => adminCall(mailApi[":id"].retry.$post({ param: { id: String(id) } })), {
      title: "Queued to send again",
      description: recipient,
    });
  return (
    <AdminPage
      title="Mail"
      intro="Every message the site sends waits here first: written with the change that causes it, then sent, tried again with growing delays, or failed with its reason."
    >
      <MailWaitingNotice waitsFor={waitsFor}>
        <strong>Mail is not sent yet.</strong> Nothing is lost: messages wait below.
      </MailWaitingNotice>
      <p className="mt-6 flex gap-4 text-sm tabular">
        <span>{counts.pending} waiting</span>
        {counts.waitingLong > 0 && <span className="font-semibold">{counts.waitingLong} for over an hour</span>}
        <span>{counts.sent} sent</span>
        <span className={counts.failed ? "font-semibold text-stock-out" : ""}>{counts.failed} failed</span>
      </p>
      <RetryList retrying={retrying} />
      <OutboxFilters query={query} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ul className="divide-y divide-steel-200 rounded-card bg-white ring-1 ring-steel-200" aria-label="Messages">
          {messages.length === 0 && <li className="p-6 text-sm text-steel-700">No message yet.</li>}
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
                  {m.recipient} · <span className="uppercase">{m.language}</span> · {m.kind} ·{" "}
                  {formatAdminDate(new Date(m.sentAt ?? m.createdAt).toISOString())}
                </p>
                {m.lastError && m.status !== "sent" && (
                  <p className="text-stock-out">
                    Try {m.attempts}: {m.lastError}
                  </p>
                )}
                {m.status === "pending" && m.attempts > 0 && (
                  <p className="tabular">Next try {formatAdminDate(new Date(m.nextAttemptAt).toISOString())}.</p>
                )}
              </div>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[m.status]}`}>
                {m.status}
              </span>
              {m.status === "failed" && (
                <button type="button" className={smallButton} onClick={() => retry(m.id, m.recipient)}>
                  Send again<span className="sr-only"> to {m.recipient}</span>
                </button>
              )}
            </li>
          ))}
          <Pager page={page} noun="messages" as="li" drop={["id"]} />
        </ul>
        <section aria-label="Message preview" className="min-w-0">
          {shown ? (
            <>
              <h2 className="text-lg font-bold">{shown.subject}</h2>
              <p className="text-sm text-steel-700">To {shown.recipient}</p>
              <MailPreview title={`Preview of “${shown.subject}”`} html={shown.html} className="mt-3 h-[40rem]" />
            </>
          ) : (
            <p className="rounded-card bg-white p-6 text-sm text-steel-700 ring-1 ring-steel-200">
              Choose a message to see it as the rider does.
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
  if (!retrying.count) return null;
  return (
    <section
      aria-labelledby="mail-retrying"
      className="mt-4 rounded-card bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
    >
      <h2 id="mail-retrying" className="font-semibold">
        {retrying.count} message{retrying.count === 1 ? "" : "s"} waiting for another try
      </h2>
      <ul className="mt-2 space-y-2">
        {retrying.messages.map((m) => (
          <li key={m.id}>
            <Link to={`?id=${m.id}`} className="font-semibold hover:underline">
              {m.subject}
            </Link>{" "}
            to {m.recipient}
            <p className="tabular">
              {m.sendingNow
                ? `Try ${m.attempts} of ${retrying.maxAttempts} is being sent now.`
                : `Tried ${m.attempts} of ${retrying.maxAttempts} times; next try ${formatAdminDate(new Date(m.nextAttemptAt).toISOString())}.`}
            </p>
            <p className="text-stock-out">{m.lastError}</p>
          </li>
        ))}
      </ul>
      {retrying.count > retrying.messages.length && (
        <p className="mt-2">The other {retrying.count - retrying.messages.length} follow, the soonest first.</p>
      )}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
const fieldClass = "mt-1 h-9 rounded-control border border-steel-200 bg-white px-2 text-sm font-normal";

/** Narrows the list (a GET form: the filters are in the address, so a page of them can be shared and reloaded). */
function OutboxFilters({ query }: { query: LoaderData["query"] }) {
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3 text-sm font-semibold"
      aria-label="Filter messages"
    >
      <label>
        Status
        <select name="status" defaultValue={query.status ?? ""} className={`${fieldClass} block`}>
          <option value="">Any (failed first)</option>
          <option value="failed">Failed</option>
          <option value="pending">Waiting</option>
          <option value="sent">Sent</option>
        </select>
      </label>
      <label>
        Kind
        <select name="kind" defaultValue={query.kind ?? ""} className={`${fieldClass} block`}>
          <option value="">Any</option>
          {mailKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </label>
      <label>
        Recipient
        <input
          type="search"
          name="recipient"
          defaultValue={query.recipient ?? ""}
          placeholder="part of the address"
          className={`${fieldClass} block w-56`}
        />
      </label>
      <button type="submit" className={smallButton}>
        Show
      </button>
    </Form>
  );
}
