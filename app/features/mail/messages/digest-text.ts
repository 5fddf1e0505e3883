/**
 * The words of the curator's digest, in the two languages it is written in (Portuguese, the curator's, or English).
 * Kept here rather than in the storefront's locale files: riders never see this message, so its text is not sent to
 * their browsers nor translated into the other four languages.
 */
export type DigestLanguage = "pt" | "en";

/** A digest's period: an ISO week ("2026-W48") or a day, its first and last day (YYYY-MM-DD). */
export interface DigestPeriodShown {
  key: string;
  from: string;
  to: string;
}

const locales: Record<DigestLanguage, string> = { pt: "pt-PT", en: "en-GB" };
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const isWeek = (period: DigestPeriodShown) => period.from !== period.to;
const weekNumber = (period: DigestPeriodShown) => Number(period.key.split("-W")[1]);

/** "23–29 de novembro de 2026", "27 November 2026". */
function days(period: DigestPeriodShown, language: DigestLanguage) {
  const format = new Intl.DateTimeFormat(locales[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return isWeek(period) ? format.formatRange(at(period.from), at(period.to)) : format.format(at(period.from));
}

/** The period as a heading says it: "Semana 48", "27 de novembro de 2026". */
export function periodName(period: DigestPeriodShown, language: DigestLanguage) {
  if (!isWeek(period)) return days(period, language);
  return `${language === "pt" ? "Semana" : "Week"} ${weekNumber(period)}`;
}

/** A table column's period: "Semana 48", "27/11". */
export function periodShort(period: DigestPeriodShown, language: DigestLanguage) {
  if (isWeek(period)) return periodName(period, language);
  return new Intl.DateTimeFormat(locales[language], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    at(period.from),
  );
}

/** "+25 %" against the period before, "novo"/"new" from nothing, "=" when equal. */
export function change(now: number, before: number, language: DigestLanguage) {
  if (now === before) return "=";
  if (before === 0) return language === "pt" ? "novo" : "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}${language === "pt" ? " %" : "%"}`;
}

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const pt = {
  heading: (p: DigestPeriodShown) => (isWeek(p) ? `A tua semana ${weekNumber(p)}` : `O teu dia, ${days(p, "pt")}`),
  intro: (p: DigestPeriodShown) =>
    isWeek(p)
      ? `${days(p, "pt")}, comparada com a semana anterior. Dias em UTC.`
      : "Comparado com o dia anterior. Dias em UTC.",
  preview: (needs: number, clicks: number) =>
    `${needs ? `${n(needs, "coisa precisa", "coisas precisam")} de ti · ` : ""}${n(clicks, "clique", "cliques")}`,
  subject: (p: DigestPeriodShown, clicks: number, orders: number, commission: string) =>
    `${periodName(p, "pt")}: ${n(clicks, "clique", "cliques")}, ${n(orders, "encomenda", "encomendas")}, ${commission} de comissão`,
  needsYou: "Precisa de ti",
  nothingNeedsYou: "Nada precisa de ti: ligações, correio, preços e traduções estão em ordem.",
  figures: "Cliques e comissões",
  clicks: "Cliques para as lojas",
  orders: "Encomendas",
  estimated: "Comissão estimada",
  settled: "Comissão confirmada",
  change: "Variação",
  topEarners: "O que mais rendeu",
  noEarnings: "Nenhuma comissão neste período.",
  unmatched: "Encomendas sem produto correspondente",
  earner: (orders: number, commission: string) => `${n(orders, "encomenda", "encomendas")} · ${commission}`,
  brokenLinks: (first: boolean): string =>
    first ? "Ligações partidas" : "Ligações que se partiram desde o último resumo",
  brokenLink: (clicks: number) => `${n(clicks, "clique", "cliques")} nos últimos 30 dias`,
  button: "Abrir o painel",
  why: (weekly: boolean, siteName: string) =>
    `Recebes este resumo ${weekly ? "semanal" : "diário"} do ${siteName} porque está ligado no painel; só vem quando há novidades.`,
  settings: "Mudar a frequência, o endereço ou o idioma, ou desligá-lo",
};

export const digestText: Record<DigestLanguage, typeof pt> = {
  pt,
  en: {
    heading: (p: DigestPeriodShown) => (isWeek(p) ? `Your week ${weekNumber(p)}` : `Your day, ${days(p, "en")}`),
    intro: (p: DigestPeriodShown) =>
      isWeek(p) ? `${days(p, "en")}, against the week before. Days in UTC.` : "Against the day before. Days in UTC.",
    preview: (needs: number, clicks: number) =>
      `${needs ? `${n(needs, "thing needs", "things need")} you · ` : ""}${n(clicks, "click", "clicks")}`,
    subject: (p: DigestPeriodShown, clicks: number, orders: number, commission: string) =>
      `${periodName(p, "en")}: ${n(clicks, "click", "clicks")}, ${n(orders, "order", "orders")}, ${commission} commission`,
    needsYou: "Needs you",
    nothingNeedsYou: "Nothing needs you: links, mail, prices and translations are in order.",
    figures: "Clicks and commission",
    clicks: "Clicks to the shops",
    orders: "Orders",
    estimated: "Estimated commission",
    settled: "Settled commission",
    change: "Change",
    topEarners: "Top earners",
    noEarnings: "No commission in this period.",
    unmatched: "Orders no product matched",
    earner: (orders: number, commission: string) => `${n(orders, "order", "orders")} · ${commission}`,
    brokenLinks: (first: boolean) => (first ? "Broken links" : "Links that broke since the last digest"),
    brokenLink: (clicks: number) => `${n(clicks, "click", "clicks")} in the last 30 days`,
    button: "Open the dashboard",
    why: (weekly: boolean, siteName: string) =>
      `You get this ${weekly ? "weekly" : "daily"} digest of ${siteName} because it is on in the admin; it only comes when there is news.`,
    settings: "Change how often, where or in which language, or turn it off",
  },
};
