import { render } from "@react-email/render";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { newsletterIssues, newsletterSubscribers, type NewsletterIssueVersion } from "#db/schema";
import type { AiProvider } from "~/features/ai/index.server";
import { loadStorefrontProducts } from "~/features/catalog/index.server";
import { issueProgress, noProgress } from "./issue-progress.server";
import { NewsletterIssueMail } from "~/features/mail";
import { queueMail, type OutgoingMessage } from "~/features/mail/index.server";
import { resizeMediaUrl } from "~/features/media";
import { curatorLanguage, getSiteSettings } from "~/features/settings/index.server";
import { defaultLanguage, fallbackLanguage, isLanguage, translatedLanguages, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { productPath } from "~/i18n/routes";
import { ConfirmationNeededError, ConflictError, InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import { atVersion } from "#db/row-version";
import { formatPrice, plural } from "~/i18n/format";
import { languageName } from "./components/issue-view";
import { unreviewedVersions } from "./issue-review";
import { translateText } from "./newsletter-ai.server";
import type { IssueInput, TestSendInput } from "./newsletter-issues.schema";
import { unsubscribeUrl } from "./newsletter.server";

/**
 * The curator's newsletter: an issue is written in Portuguese, translated (by hand or by the AI
 * assistant), previewed, tested, then sent: one message per active subscriber, in the subscriber's
 * language or English, queued in the outbox in one transaction, so sending survives a restart and
 * the outbox's counts are the progress.
 */

type IssueRow = typeof newsletterIssues.$inferSelect;

/** A version in a language: the original, or a translation with both fields written. */
function versionIn(issue: IssueRow, language: Language): NewsletterIssueVersion | undefined {
  if (language === defaultLanguage) return { subject: issue.subject, body: issue.body, source: "manual" };
  const version = issue.translations[language];
  return version?.subject && version.body ? version : undefined;
}

/** The language a subscriber's message is written in: theirs, else English, else the original. */
export function versionLanguage(issue: IssueRow, language: string): Language {
  if (isLanguage(language) && versionIn(issue, language)) return language;
  return versionIn(issue, fallbackLanguage) ? fallbackLanguage : defaultLanguage;
}

async function findIssue(db: Db, id: number, lock = false) {
  const query = db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [issue] = await (lock ? query.for("update") : query);
  if (!issue) throw new NotFoundError("Newsletter issue not found");
  return issue;
}

function assertDraft(issue: IssueRow) {
  if (issue.status !== "draft") throw new ConflictError("This issue was already sent: it can no longer change");
}

/** Runs `change` in a transaction holding the issue's row, refused (409) unless the issue is still a draft. */
function changeDraft<T>(db: Db, id: number, change: (t: Db, issue: IssueRow) => Promise<T>) {
  return db.transaction(async (t) => {
    const issue = await findIssue(t, id, true);
    assertDraft(issue);
    return change(t, issue);
  });
}

/** Refuses picks that are not published products (what a card would link to). */
async function assertProductsLive(db: Db, ids: number[]) {
  if (!ids.length) return;
  const live = new Set((await loadStorefrontProducts(db, defaultLanguage, { ids })).map((p) => p.id));
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length) {
    throw new InvalidError(`Only published products can be picked (not #${missing.join(", #")})`, {
      productIds: "Pick published products",
    });
  }
}

function toDto(issue: IssueRow, { counts, retry } = noProgress()) {
  return {
    id: issue.id,
    subject: issue.subject,
    body: issue.body,
    productIds: issue.productIds,
    translations: issue.translations,
    status: issue.status,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    sentAt: issue.sentAt?.toISOString() ?? null,
    recipients: issue.recipients,
    counts,
    retry,
  };
}
export type NewsletterIssueDto = ReturnType<typeof toDto>;

/** Every issue, newest first, with the progress of the sent ones. */
export async function listNewsletterIssues(db: Db) {
  const issues = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.id));
  const progress = await issueProgress(
    db,
    issues.filter((i) => i.status === "sent").map((i) => i.id),
  );
  return issues.map((issue) => toDto(issue, progress.get(issue.id)));
}

/** Who a draft would reach: active subscribers per language, and the version each would get. */
async function audience(db: Db, issue: IssueRow) {
  const rows = await db
    .select({ language: newsletterSubscribers.locale, subscribers: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.isActive, true))
    .groupBy(newsletterSubscribers.locale)
    .orderBy(asc(newsletterSubscribers.locale));
  return rows.map((row) => ({ ...row, version: versionLanguage(issue, row.language) }));
}

/** One issue as its editor reads it: with who a draft would reach. */
export async function getNewsletterIssue(db: Db, id: number) {
  const issue = await findIssue(db, id);
  const progress = (await issueProgress(db, issue.status === "sent" ? [id] : [])).get(id);
  return { ...toDto(issue, progress), audience: await audience(db, issue) };
}
export type NewsletterIssueView = Awaited<ReturnType<typeof getNewsletterIssue>>;

export async function createNewsletterIssue(db: Db, input: IssueInput) {
  await assertProductsLive(db, input.productIds);
  const [issue] = await db
    .insert(newsletterIssues)
    .values({
      subject: input.subject,
      body: input.body,
      productIds: input.productIds,
      translations: manualVersions(input.translations),
    })
    .returning();
  return toDto(issue!);
}

/** The curator's versions as saved: written by hand (reviewed), empty ones dropped. */
function manualVersions(translations: IssueInput["translations"] = {}) {
  return Object.fromEntries(
    Object.entries(translations)
      .filter(([, v]) => v.subject || v.body)
      .map(([language, v]) => [language, { ...v, source: "manual" as const }]),
  );
}

/**
 * Saves a draft; a version sent back unchanged keeps its source (an AI version stays "to review" until edited).
 * A form that names the version it loaded is refused when the issue changed since.
 */
export async function updateNewsletterIssue(db: Db, id: number, input: IssueInput) {
  return changeDraft(db, id, async (t, issue) => {
    await assertProductsLive(t, input.productIds);
    const translations = input.translations
      ? Object.fromEntries(
          Object.entries(manualVersions(input.translations)).map(([language, version]) => {
            const before = issue.translations[language];
            const unchanged = before && before.subject === version.subject && before.body === version.body;
            return [language, unchanged ? before : version];
          }),
        )
      : issue.translations;
    const [saved] = await t
      .update(newsletterIssues)
      .set({
        subject: input.subject,
        body: input.body,
        productIds: input.productIds,
        translations,
        updatedAt: new Date(),
      })
      .where(and(eq(newsletterIssues.id, id), atVersion(newsletterIssues.updatedAt, input.expectedVersion)))
      .returning();
    // Saved elsewhere since the form loaded it (another tab, an AI translation): nothing is written (decision 0031).
    if (!saved) throw new StaleVersionError(await getNewsletterIssue(t, id));
    return toDto(saved);
  });
}

/** Only a draft can be deleted: a sent issue stays listed with its counts. */
export async function deleteNewsletterIssue(db: Db, id: number) {
  const [deleted] = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  if (!deleted) {
    await findIssue(db, id);
    throw new ConflictError("A sent issue stays on the list: it cannot be deleted");
  }
}

/**
 * Translates the draft with the AI assistant into the given languages (default: those without a
 * version yet), each saved as an AI version for the curator to review and edit.
 */
export async function translateNewsletterIssue(db: Db, provider: AiProvider, id: number, languages?: Language[]) {
  const issue = await findIssue(db, id);
  assertDraft(issue);
  const targets = languages ?? translatedLanguages.filter((language) => !versionIn(issue, language));
  const versions: Record<string, NewsletterIssueVersion> = {};
  for (const language of targets) {
    const [subject, body] = await Promise.all([
      translateText(db, provider, language, "subject", issue.subject),
      translateText(db, provider, language, "text", issue.body),
    ]);
    versions[language] = { subject, body, source: "ai" };
  }
  return changeDraft(db, id, async (t, current) => {
    const [saved] = await t
      .update(newsletterIssues)
      .set({ translations: { ...current.translations, ...versions }, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id))
      .returning();
    return { ...toDto(saved!), translated: Object.keys(versions) };
  });
}

/** Stands for each subscriber's own unsubscribe link in a message rendered once per language. */
const unsubscribePlaceholder = "https://unsubscribe.invalid/__subscriber__";

/** The issue as a message in one language (its version, or the fallback's), with a placeholder unsubscribe link. */
async function renderIssue(db: Db, issue: IssueRow, requested: string, origin: string) {
  const language = versionLanguage(issue, requested);
  const version = versionIn(issue, language)!;
  const [site, products] = await Promise.all([
    getSiteSettings(db),
    issue.productIds.length ? loadStorefrontProducts(db, language, { ids: issue.productIds }) : [],
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const mail = NewsletterIssueMail({
    t: serverT(language),
    language,
    siteName: site.siteName,
    contactEmail: site.contactEmail,
    origin,
    subject: version.subject,
    body: version.body,
    // In the curator's order; a product unpublished since it was picked drops out.
    products: issue.productIds.flatMap((id) => {
      const product = byId.get(id);
      if (!product) return [];
      const cover = product.images[0]?.url;
      return [
        {
          name: product.name,
          price: formatPrice(product.price),
          url: `${origin}${productPath(language, product.slug)}`,
          // PNG: many mail clients cannot show WebP.
          imageUrl: cover ? `${origin}${resizeMediaUrl(cover, 320, "png")}` : null,
        },
      ];
    }),
    unsubscribeUrl: unsubscribePlaceholder,
  });
  return {
    language,
    subject: version.subject,
    html: await render(mail),
    text: await render(mail, { plainText: true }),
  };
}

/** What a subscriber of `language` would receive (the admin's preview). */
export async function previewNewsletterIssue(db: Db, id: number, language: Language, origin: string) {
  const issue = await findIssue(db, id);
  const rendered = await renderIssue(db, issue, language, origin);
  return { ...rendered, html: rendered.html.replaceAll(unsubscribePlaceholder, `${origin}/${rendered.language}/`) };
}

const personal = (text: string, link: string) => text.replaceAll(unsubscribePlaceholder, link);

/** A test send's mark before its subject, in the curator's language (the message itself is the subscriber's). */
const testMark = { pt: "[Teste]", en: "[Test]" };

/** One message to one address, in the outbox now. */
export async function sendTestNewsletterIssue(db: Db, id: number, input: TestSendInput, origin: string) {
  const issue = await findIssue(db, id);
  const rendered = await renderIssue(db, issue, input.language, origin);
  // A test address has no subscription: its link leads to the home page.
  const link = `${origin}/${rendered.language}/`;
  await queueMail(db, [
    {
      kind: "test",
      recipient: input.email,
      language: rendered.language,
      subject: `${testMark[await curatorLanguage(db)]} ${rendered.subject}`,
      html: personal(rendered.html, link),
      text: personal(rendered.text, link),
    },
  ]);
  return { queued: 1, language: rendered.language };
}

const queueChunk = 500;

/**
 * Sends a draft to every active subscriber, each in their language (English, else Portuguese,
 * without a version), with their own unsubscribe link and the RFC 8058 headers. Everything is
 * queued in one transaction with the issue becoming "sent": a second press, or a second instance,
 * finds it sent (409), and a restart loses nothing. The versions are rendered before that transaction
 * (React rendering held PGlite, the one connection, for most of a second), so it only writes: multi-row
 * inserts of `queueChunk` messages. Answers how many messages were queued.
 */
export async function sendNewsletterIssue(db: Db, id: number, origin: string, { confirm = false } = {}) {
  const draft = await findIssue(db, id);
  assertDraft(draft);
  const readers = await audience(db, draft);
  const unreviewed = unreviewedVersions(draft.translations, readers);
  if (unreviewed.length && !confirm)
    throw new ConfirmationNeededError(
      "Some versions are still the AI's: review them first, or send anyway",
      unreviewed.map((v) => `${languageName(v.language)}: ${plural(v.subscribers, "subscriber")} would get it`),
    );
  const renders = new Map<Language, Awaited<ReturnType<typeof renderIssue>>>();
  for (const language of new Set(readers.map((row) => row.version))) {
    renders.set(language, await renderIssue(db, draft, language, origin));
  }
  return changeDraft(db, id, async (t, issue) => {
    // Edited (or a product unpublished) since it was rendered: what was rendered is not what would be sent.
    if (issue.updatedAt.getTime() !== draft.updatedAt.getTime()) {
      throw new ConflictError("The issue changed while it was being sent: send it again");
    }
    await assertProductsLive(t, issue.productIds);
    const subscribers = await t
      .select({
        email: newsletterSubscribers.email,
        locale: newsletterSubscribers.locale,
        token: newsletterSubscribers.unsubscribeToken,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.isActive, true))
      .orderBy(asc(newsletterSubscribers.id));
    if (!subscribers.length) throw new ConflictError("There is no confirmed subscriber to send to yet");
    const messages: OutgoingMessage[] = [];
    for (const subscriber of subscribers) {
      const language = versionLanguage(issue, subscriber.locale);
      // A subscriber who confirmed since the versions were rendered may need one more.
      if (!renders.has(language)) renders.set(language, await renderIssue(t, issue, language, origin));
      const rendered = renders.get(language)!;
      const link = unsubscribeUrl(origin, language, subscriber.token);
      messages.push({
        kind: "newsletter-issue",
        recipient: subscriber.email,
        language,
        subject: rendered.subject,
        html: personal(rendered.html, link),
        text: personal(rendered.text, link),
        headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        newsletterIssueId: id,
      });
    }
    for (let i = 0; i < messages.length; i += queueChunk) await queueMail(t, messages.slice(i, i + queueChunk));
    await t
      .update(newsletterIssues)
      .set({ status: "sent", sentAt: new Date(), recipients: messages.length, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id));
    return { queued: messages.length };
  });
}
