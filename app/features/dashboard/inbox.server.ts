import { countUncheckedPrices } from "~/features/catalog/index.server";
import { clicksByProduct } from "~/features/insight/index.server";
import { productsIn, type DashboardReads } from "./dashboard-reads.server";
import { inboxItem, inboxKinds, type InboxEntry, type InboxItem, type InboxLanguage } from "./inbox";

/** What the server runs with, which the inbox tells when it is missing. */
export interface InboxSetup {
  /** The setting outgoing mail waits for (SMTP_URL, then PUBLIC_ORIGIN); absent when mail goes out. */
  mailWaitsFor?: "SMTP_URL" | "PUBLIC_ORIGIN";
  /** Whether the AI translator and the AliExpress API are configured. */
  ai: boolean;
  marketplace: boolean;
}

const dayMs = 86_400_000;
/** Link clicks and price checks are looked at over this many days. */
export const inboxDays = 30;

/** The published links the link health check calls `status` now, with their clicks since `since`, most first. */
export async function linksWithClicks(reads: DashboardReads, status: "broken" | "unknown", since: Date) {
  const items = await (status === "broken" ? reads.brokenLinks() : reads.unknownLinks());
  const clicks = await clicksByProduct(
    reads.db,
    items.map((item) => item.productId),
    since,
  );
  return items
    .map((item) => ({ productId: item.productId, name: item.name, clicks: clicks.get(item.productId) ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name, "pt"));
}

type LinkWithClicks = Awaited<ReturnType<typeof linksWithClicks>>[number];

function linkEntry(kind: "links-broken" | "links-unknown", links: LinkWithClicks[]): InboxEntry {
  const clicks = links.reduce((sum, link) => sum + link.clicks, 0);
  const [first] = links;
  return {
    kind,
    count: links.length,
    facts: {
      clicks,
      ...(links.length === 1 ? { only: first!.name } : {}),
      ...(links.length > 1 && first!.clicks > 0 ? { top: { name: first!.name, count: first!.clicks } } : {}),
    },
  };
}

/** What the curator has to see to, as entries (kinds with nothing to do are left out), most money at stake first. */
export async function inboxEntries(reads: DashboardReads, setup: InboxSetup, now = new Date()): Promise<InboxEntry[]> {
  const since = new Date(now.getTime() - inboxDays * dayMs);
  const [broken, unknown, sync, outbox, demand, unchecked, translations, validation, ready] = await Promise.all([
    linksWithClicks(reads, "broken", since),
    linksWithClicks(reads, "unknown", since),
    reads.sync(),
    reads.outbox(),
    reads.demand(),
    countUncheckedPrices(reads.db, since),
    reads.translations(),
    reads.validation(),
    productsIn(reads, "ready"),
  ]);
  const syncCount = (status: string) => sync.items.filter((item) => item.status === status).length;
  const unmet = demand.filter((d) => d.visors === 0);
  const riders = unmet.reduce((sum, d) => sum + d.requests, 0);
  const helmet = (d: (typeof unmet)[number]) => `${d.brand} ${d.model}`;
  // Like the checks below: nothing to tell until the first counts are made.
  const coverage = translations?.value.coverage;
  const enabled = coverage ? coverage.languages.filter((l) => l.enabled).map((l) => coverage.totals[l.code]) : [];
  const stale = enabled.reduce((sum, totals) => sum + totals.stale, 0);
  const review = enabled.reduce((sum, totals) => sum + totals.review, 0);
  // Dead links are told above, with their clicks.
  // Until the first catalogue checks are done there is nothing to tell of them (the dashboard says they are under way).
  const highChecks = (validation?.value ?? []).filter(
    (check) => check.severity === "high" && check.count > 0 && check.key !== "product-dead-link",
  );
  const setupEntry = (kind: InboxEntry["kind"], missing: boolean, facts: InboxEntry["facts"] = {}) =>
    missing ? { kind, count: 1, facts } : null;

  const entries: (InboxEntry | null)[] = [
    broken.length ? linkEntry("links-broken", broken) : null,
    unknown.length ? linkEntry("links-unknown", unknown) : null,
    { kind: "sync-unavailable", count: syncCount("unavailable"), facts: {} },
    { kind: "sync-review", count: syncCount("review"), facts: {} },
    { kind: "mail-failed", count: outbox.failed, facts: {} },
    // While mail is off everything waits: that is the item below.
    setup.mailWaitsFor ? null : { kind: "mail-waiting", count: outbox.waitingLong, facts: {} },
    setupEntry("mail-off", Boolean(setup.mailWaitsFor), { missing: setup.mailWaitsFor, waiting: outbox.pending }),
    setupEntry("ai-off", !setup.ai),
    setupEntry("marketplace-off", !setup.marketplace),
    {
      kind: "unmet-demand",
      count: riders,
      facts: {
        models: unmet.length,
        ...(unmet.length === 1 ? { only: helmet(unmet[0]!) } : {}),
        ...(unmet.length > 1 ? { top: { name: helmet(unmet[0]!), count: unmet[0]!.requests } } : {}),
      },
    },
    { kind: "prices-unchecked", count: unchecked, facts: {} },
    {
      kind: "translations-review",
      count: stale + review,
      facts: {},
      href: `/admin/dashboard/complete-translations?state=${stale ? "stale" : "review"}`,
    },
    { kind: "drafts-ready", count: ready, facts: {} },
    {
      kind: "validation-high",
      count: highChecks.reduce((sum, check) => sum + check.count, 0),
      facts: { checks: highChecks.map((check) => ({ title: check.title, count: check.count })) },
    },
  ];
  return entries
    .filter((entry): entry is InboxEntry => entry !== null && entry.count > 0)
    .sort((a, b) => inboxKinds.indexOf(a.kind) - inboxKinds.indexOf(b.kind));
}

/** `GET /api/admin/inbox` and the dashboard's "Needs you today", its sentences in the admin's language. */
export async function getInbox(
  reads: DashboardReads,
  setup: InboxSetup,
  now = new Date(),
  language: InboxLanguage = "en",
): Promise<InboxItem[]> {
  return (await inboxEntries(reads, setup, now)).map((entry) => inboxItem(entry, language));
}
