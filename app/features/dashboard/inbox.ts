/**
 * The curator's inbox ("Needs you today", issue 31): what needs fixing, in order of the money at stake, each with
 * its count and the one page where it is fixed. Pure: the kinds, their order, severity and page, and the sentence
 * each says in English and Portuguese (the dashboard and the digest in the curator's choice, the API in English).
 */

/** The kinds, most money at stake first: the inbox lists them in this order. */
export const inboxKinds = [
  "links-broken",
  "links-unknown",
  "sync-unavailable",
  "sync-review",
  "mail-failed",
  "mail-waiting",
  "mail-off",
  "ai-off",
  "marketplace-off",
  "unmet-demand",
  "prices-unchecked",
  "translations-review",
  "drafts-ready",
  "validation-high",
] as const;
export type InboxKind = (typeof inboxKinds)[number];
export type InboxSeverity = "high" | "medium" | "low";

/** What an item's sentence tells beside its count. */
export interface InboxFacts {
  /** Out-clicks of the last 30 days to the products concerned. */
  clicks?: number;
  /** Of several, the product or helmet model that weighs most, and its own figure. */
  top?: { name: string; count: number };
  /** The one product or helmet model concerned, when there is only one. */
  only?: string;
  /** Helmet models without a visor (unmet demand). */
  models?: number;
  /** The setting that is missing (mail). */
  missing?: string;
  /** Messages waiting in the outbox (mail off). */
  waiting?: number;
  /** The checks found (validation center), with their counts. */
  checks?: { title: string; count: number }[];
}

/** One item as the services hold it: the sentence is made from it in a language. */
export interface InboxEntry {
  kind: InboxKind;
  count: number;
  facts: InboxFacts;
  /** A narrower page than the kind's own (a filter that shows just these). */
  href?: string;
}

/** One item as `GET /api/admin/inbox` answers it. */
export interface InboxItem {
  kind: InboxKind;
  count: number;
  severity: InboxSeverity;
  href: string;
  detail: string;
}

const kindInfo: Record<InboxKind, { severity: InboxSeverity; href: string }> = {
  "links-broken": { severity: "high", href: "/admin/dashboard/link-health?status=broken" },
  "links-unknown": { severity: "medium", href: "/admin/dashboard/link-health?status=unknown" },
  "sync-unavailable": { severity: "high", href: "/admin/dashboard/marketplace" },
  "sync-review": { severity: "medium", href: "/admin/dashboard/marketplace" },
  "mail-failed": { severity: "high", href: "/admin/dashboard/mail" },
  "mail-waiting": { severity: "medium", href: "/admin/dashboard/mail" },
  "mail-off": { severity: "medium", href: "/admin/dashboard/mail" },
  "ai-off": { severity: "low", href: "/admin/dashboard/complete-translations" },
  "marketplace-off": { severity: "low", href: "/admin/dashboard/marketplace" },
  "unmet-demand": { severity: "medium", href: "/admin/dashboard/insights#insight-demand" },
  "prices-unchecked": { severity: "medium", href: "/admin/products?status=published&sort=checked" },
  "translations-review": { severity: "low", href: "/admin/dashboard/complete-translations?state=stale" },
  "drafts-ready": { severity: "low", href: "/admin/dashboard/product-lifecycle" },
  "validation-high": { severity: "high", href: "/admin/validation-center" },
};

/** The languages a sentence is written in: the admin's and the digest's, Portuguese or English. */
export type InboxLanguage = "en" | "pt";

const one = (n: number, singular: string, plural: string) => (n === 1 ? singular : plural);
const sentences: Record<InboxLanguage, (entry: InboxEntry) => string> = {
  en: ({ kind, count: n, facts }) => {
    const clicks = facts.clicks ?? 0;
    const only = facts.only ? ` (${facts.only})` : "";
    const clicked = ` — ${clicks ? `${clicks} ${one(clicks, "click", "clicks")}` : "no clicks"} in the last 30 days${facts.top ? `, most on ${facts.top.name} (${facts.top.count})` : ""}.`;
    switch (kind) {
      case "links-broken":
        return `${n} shop ${one(n, "link is", "links are")} broken${only}${clicked}`;
      case "links-unknown":
        return `${n} shop ${one(n, "link", "links")} could not be checked for sure${only}: no answer, an error, or “not found” once${clicked}`;
      case "sync-unavailable":
        return `${n} ${one(n, "product is", "products are")} no longer available at ${one(n, "its", "their")} shop (marketplace sync).`;
      case "sync-review":
        return `${n} price ${one(n, "change", "changes")} above your threshold ${one(n, "waits", "wait")} for you (marketplace sync).`;
      case "mail-failed":
        return `${n} ${one(n, "message", "messages")} failed for good and ${one(n, "was", "were")} not sent.`;
      case "mail-waiting":
        return `${n} ${one(n, "message has", "messages have")} waited over an hour to be sent.`;
      case "mail-off":
        return `Mail is not sent: ${facts.missing ?? "SMTP_URL"} is not set${facts.waiting ? `, and ${facts.waiting} ${one(facts.waiting, "message waits", "messages wait")} in the outbox` : ""}.`;
      case "ai-off":
        return "AI translation is not configured (AI_BASE_URL and AI_MODEL).";
      case "marketplace-off":
        return "The AliExpress API is not configured: AliExpress products are neither imported nor synced.";
      case "unmet-demand":
        return facts.only
          ? `${n} ${one(n, "rider waits", "riders wait")} for a visor for the ${facts.only}, which no published visor fits.`
          : `${n} ${one(n, "rider waits", "riders wait")} for a visor for ${facts.models} helmet models no published visor fits${facts.top ? `, most for the ${facts.top.name} (${facts.top.count})` : ""}.`;
      case "prices-unchecked":
        return `${n} published ${one(n, "product has its", "products have their")} price unchecked for 30 days or more.`;
      case "translations-review":
        return `${n} ${one(n, "translation is", "translations are")} stale or waiting for review.`;
      case "drafts-ready":
        return `${n} ${one(n, "product is", "products are")} ready to publish.`;
      case "validation-high":
        return `${n} high-severity ${one(n, "problem", "problems")} in the validation center${facts.checks?.length ? `: ${facts.checks.map((c) => `${c.title} (${c.count})`).join(", ")}` : ""}.`;
    }
  },
  pt: ({ kind, count: n, facts }) => {
    const clicks = facts.clicks ?? 0;
    const only = facts.only ? ` (${facts.only})` : "";
    const clicked = ` — ${clicks ? `${clicks} ${one(clicks, "clique", "cliques")}` : "nenhum clique"} nos últimos 30 dias${facts.top ? `, sobretudo em ${facts.top.name} (${facts.top.count})` : ""}.`;
    switch (kind) {
      case "links-broken":
        return `${n} ${one(n, "ligação de loja está partida", "ligações de loja estão partidas")}${only}${clicked}`;
      case "links-unknown":
        return `${n} ${one(n, "ligação de loja não pôde ser verificada", "ligações de loja não puderam ser verificadas")} com certeza${only}: sem resposta, um erro ou “não encontrado” uma vez${clicked}`;
      case "sync-unavailable":
        return `${n} ${one(n, "produto já não está disponível", "produtos já não estão disponíveis")} na loja (sincronização).`;
      case "sync-review":
        return `${n} ${one(n, "alteração de preço acima do teu limite espera", "alterações de preço acima do teu limite esperam")} por ti (sincronização).`;
      case "mail-failed":
        return `${n} ${one(n, "mensagem falhou de vez e não foi enviada", "mensagens falharam de vez e não foram enviadas")}.`;
      case "mail-waiting":
        return `${n} ${one(n, "mensagem espera", "mensagens esperam")} há mais de uma hora para ${one(n, "ser enviada", "serem enviadas")}.`;
      case "mail-off":
        return `O correio não é enviado: falta ${facts.missing ?? "SMTP_URL"}${facts.waiting ? `, e ${facts.waiting} ${one(facts.waiting, "mensagem espera", "mensagens esperam")} na caixa de saída` : ""}.`;
      case "ai-off":
        return "A tradução por IA não está configurada (AI_BASE_URL e AI_MODEL).";
      case "marketplace-off":
        return "A API da AliExpress não está configurada: os produtos da AliExpress não são importados nem sincronizados.";
      case "unmet-demand":
        return facts.only
          ? `${n} ${one(n, "motociclista espera", "motociclistas esperam")} por uma viseira para o ${facts.only}, a que nenhuma viseira publicada serve.`
          : `${n} ${one(n, "motociclista espera", "motociclistas esperam")} por uma viseira para ${facts.models} modelos de capacete a que nenhuma viseira publicada serve${facts.top ? `, sobretudo o ${facts.top.name} (${facts.top.count})` : ""}.`;
      case "prices-unchecked":
        return `${n} ${one(n, "produto publicado tem o preço", "produtos publicados têm o preço")} por verificar há 30 dias ou mais.`;
      case "translations-review":
        return `${n} ${one(n, "tradução está desatualizada", "traduções estão desatualizadas")} ou à espera de revisão.`;
      case "drafts-ready":
        return `${n} ${one(n, "produto está pronto", "produtos estão prontos")} a publicar.`;
      case "validation-high":
        return `${n} ${one(n, "problema grave", "problemas graves")} no centro de validação.`;
    }
  },
};

/** What an item says, with its count, in `language`. */
export const inboxSentence = (entry: InboxEntry, language: InboxLanguage) => sentences[language](entry);

/** An entry with its severity and page: what the dashboard lists, saying it in the curator's language. */
export function inboxLine(entry: InboxEntry) {
  const { severity, href } = kindInfo[entry.kind];
  return { ...entry, severity, href: entry.href ?? href };
}
export type InboxLine = ReturnType<typeof inboxLine>;

/** An entry as the API gives it: severity, page and the sentence, in the admin's language. */
export function inboxItem(entry: InboxEntry, language: InboxLanguage = "en"): InboxItem {
  const { kind, count, severity, href } = inboxLine(entry);
  return { kind, count, severity, href, detail: inboxSentence(entry, language) };
}
