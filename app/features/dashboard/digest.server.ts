import { render } from "@react-email/render";
import type { Db } from "#db/client.server";
import { logError } from "#db/log-error";
import { insightTotals } from "~/features/insight/index.server";
import { DigestMail, digestSubject, type DigestMailProps } from "~/features/mail";
import { digestQueued, queueMailOnce } from "~/features/mail/index.server";
import { getSiteSettings } from "~/features/settings/index.server";
import { dashboardReads } from "./dashboard-reads.server";
import { duePeriod, periodBefore, periodBounds, type DigestPeriod } from "./digest-period";
import { getDigestSettings, lastDigestState, saveDigestState, type DigestState } from "./digest-settings.server";
import { inboxItem, inboxSentence, type InboxEntry } from "./inbox";
import { inboxDays, inboxEntries, linksWithClicks, type InboxSetup } from "./inbox.server";
import { topEarners } from "./top-earners.server";

/** What the digest needs: the database, what the server runs with (the inbox tells what is missing), the site's address. */
export interface DigestDeps {
  db: Db;
  setup: InboxSetup;
  /** PUBLIC_ORIGIN: the links in the message. */
  origin: string;
}

export type DigestOutcome =
  | { status: "off" }
  | { status: "already" | "quiet"; period: string }
  | { status: "queued"; period: string; id: number };

/**
 * Whether a digest has anything new to say: the period had clicks or orders, a link broke since the last digest, or
 * an inbox item grew (or is new) since then. The same inbox after a quiet period is not news.
 */
export function hasNews({
  clicks,
  orders,
  newlyBroken,
  inbox,
  last,
}: {
  clicks: number;
  orders: number;
  newlyBroken: number;
  inbox: readonly InboxEntry[];
  last: DigestState | undefined;
}) {
  return (
    clicks > 0 || orders > 0 || newlyBroken > 0 || inbox.some((entry) => entry.count > (last?.inbox[entry.kind] ?? 0))
  );
}

const dayMs = 86_400_000;

/**
 * Everything the digest of `period` tells, read through the tools' own functions: the inbox, insight's totals (clicks,
 * orders, commission by state) of the period and the one before, the top earners, the broken links.
 */
async function gather(db: Db, setup: InboxSetup, period: DigestPeriod, now: Date) {
  const reads = dashboardReads(db);
  const before = periodBefore(period);
  const [entries, totals, totalsBefore, earners, broken, last, site] = await Promise.all([
    inboxEntries(reads, setup, now),
    insightTotals(db, period),
    insightTotals(db, before),
    topEarners(db, periodBounds(period)),
    linksWithClicks(reads, "broken", new Date(now.getTime() - inboxDays * dayMs)),
    lastDigestState(db),
    getSiteSettings(db),
  ]);
  const newlyBroken = broken.filter((link) => !last?.brokenLinks.includes(link.productId));
  return { entries, totals, totalsBefore, earners, broken, newlyBroken, last, site };
}

/**
 * Queues the curator's digest of the latest period due at `now`, once per period across instances: a period whose
 * digest is in the outbox is skipped at once, and the message is written by `insert … on conflict do nothing` on the
 * outbox's `mail_outbox_digest_once`, with what it told (for the next one's "what is new") in the same transaction.
 * Nothing is queued when the setting is off or there is nothing new to say (`hasNews`).
 */
export async function queueDigest(
  { db, setup, origin }: DigestDeps,
  now = new Date(),
  { knownQuiet }: { knownQuiet?: string } = {},
): Promise<DigestOutcome> {
  const settings = await getDigestSettings(db);
  if (settings.frequency === "off") return { status: "off" };
  const period = duePeriod(settings.frequency, now);
  if (period.key === knownQuiet) return { status: "quiet", period: period.key };
  if (await digestQueued(db, period.key)) return { status: "already", period: period.key };

  const found = await gather(db, setup, period, now);
  const { entries, totals, totalsBefore, earners, newlyBroken, last, site } = found;
  const news = hasNews({
    clicks: totals.clicks,
    orders: totals.orders,
    newlyBroken: newlyBroken.length,
    inbox: entries,
    last,
  });
  if (!news) return { status: "quiet", period: period.key };

  const { language } = settings;
  const props: DigestMailProps = {
    language,
    siteName: site.siteName,
    contactEmail: site.contactEmail,
    origin,
    period,
    before: periodBefore(period),
    inbox: entries.map((entry) => {
      const { href, severity } = inboxItem(entry);
      return { sentence: inboxSentence(entry, language), url: `${origin}${href}`, severity };
    }),
    figures: {
      clicks: [totals.clicks, totalsBefore.clicks],
      orders: [totals.orders, totalsBefore.orders],
      estimated: [totals.commission.estimated, totalsBefore.commission.estimated],
      settled: [totals.commission.settled, totalsBefore.commission.settled],
    },
    topEarners: earners,
    brokenLinks: newlyBroken.map((link) => ({
      name: link.name,
      clicks: link.clicks,
      url: `${origin}/admin/products/${link.productId}/edit`,
    })),
    firstDigest: !last,
  };
  const mail = DigestMail(props);
  const state: DigestState = {
    period: period.key,
    inbox: Object.fromEntries(entries.map((entry) => [entry.kind, entry.count])),
    brokenLinks: found.broken.map((link) => link.productId),
  };
  const message = {
    kind: "digest" as const,
    recipient: settings.sendsTo,
    language,
    subject: digestSubject(props),
    html: await render(mail),
    text: await render(mail, { plainText: true }),
    digestPeriod: period.key,
  };
  const id = await db.transaction(async (tx) => {
    const queued = await queueMailOnce(tx, message);
    if (queued !== undefined) await saveDigestState(tx, state);
    return queued;
  });
  return id === undefined ? { status: "already", period: period.key } : { status: "queued", period: period.key, id };
}

/**
 * The digest's schedule in this server process (started only when mail goes out): every hour it queues the digest
 * that is due, if any. A period found quiet is not looked at again by this process; one queued wakes the outbox.
 */
export function startDigestWorker({
  wake,
  tickMs = 3_600_000,
  ...deps
}: DigestDeps & { wake?: () => void; tickMs?: number }) {
  let quiet: string | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        const outcome = await queueDigest(deps, new Date(), { knownQuiet: quiet });
        if (outcome.status === "quiet") quiet = outcome.period;
        if (outcome.status === "queued") wake?.();
      } catch (error) {
        logError("The digest could not be queued", error);
      }
    });
  };
  const timer = setInterval(round, tickMs);
  timer.unref();
  round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
