import { explainTechnicalError, type TechnicalCause, type TechnicalSubject } from "~/lib/technical-error";
import { adminMessageIn } from "./admin-errors";
import { testLanguage, type AdminLanguage } from "./languages";
import { pseudoText } from "./pseudo";

/** Who an error is about, as a sentence names them: at its start, after "the", "to" and "of" (Portuguese contracts). */
interface Named {
  subject: string;
  the: string;
  to: string;
  of: string;
}

type Sentences = Record<TechnicalCause, (who: Named, status: string) => string> & { details: string };

const englishNames: Record<TechnicalSubject, string> = {
  shop: "the shop",
  address: "the address",
  mailServer: "the mail server",
  ai: "the AI provider",
  aliexpress: "AliExpress",
  database: "the database",
};
const english = (about: TechnicalSubject): Named => {
  const the = englishNames[about];
  return { subject: the.charAt(0).toUpperCase() + the.slice(1), the, to: `to ${the}`, of: `from ${the}` };
};

const portugueseNames: Record<TechnicalSubject, [the: string, to: string, of: string]> = {
  shop: ["a loja", "à loja", "da loja"],
  address: ["o endereço", "ao endereço", "do endereço"],
  mailServer: ["o servidor de correio", "ao servidor de correio", "do servidor de correio"],
  ai: ["o fornecedor de IA", "ao fornecedor de IA", "do fornecedor de IA"],
  aliexpress: ["a AliExpress", "à AliExpress", "da AliExpress"],
  database: ["a base de dados", "à base de dados", "da base de dados"],
};
const portuguese = (about: TechnicalSubject): Named => {
  const [the, to, of] = portugueseNames[about];
  return { subject: the.charAt(0).toUpperCase() + the.slice(1), the, to, of };
};

const sentences: Record<"en" | "pt", Sentences> = {
  en: {
    details: "Details",
    refused: (w) => `${w.subject} did not answer (connection refused)`,
    dns: (w) => `${w.subject} was not found: its name does not exist (DNS)`,
    timeout: (w) => `${w.subject} did not answer in time`,
    reset: (w) => `${w.subject} cut the connection off`,
    unreachable: (w) => `${w.subject} could not be reached`,
    tls: (w) => `The secure connection ${w.to} failed (certificate or TLS)`,
    httpRefused: (w, s) => `${w.subject} refused the request (HTTP ${s})`,
    httpMissing: (w, s) => `${w.subject} says the page does not exist (HTTP ${s})`,
    httpSlowDown: (w, s) => `${w.subject} asked to slow down (HTTP ${s})`,
    httpServer: (w, s) => `${w.subject} had an error on its side (HTTP ${s})`,
    httpOther: (w, s) => `${w.subject} gave an unexpected answer (HTTP ${s})`,
    login: (w) => `${w.subject} refused the login: check the user name and password`,
    address: (w) => `${w.subject} refused the address (the recipient's or the sender's)`,
    messageTooLarge: (w) => `The message is too large for ${w.the}`,
    answerTooLarge: (w) => `The answer ${w.of} is too large`,
    rejected: (w) => `${w.subject} refused the message`,
    busy: (w) => `${w.subject} asked to try again later`,
    duplicate: () => "Two rows have the same key",
    missingReference: () => "A row points to a row that is not there",
    missingValue: () => "A required value is missing",
    ruleBroken: () => "A value breaks a rule of its table",
    wrongType: () => "A value is of the wrong type",
    tooLong: () => "A value is too long for its column",
    outOfRange: () => "A value is out of range",
    failed: (w) => `Something went wrong with ${w.the}`,
  },
  pt: {
    details: "Detalhes",
    refused: (w) => `${w.subject} não respondeu (ligação recusada)`,
    dns: (w) => `Não foi possível encontrar ${w.the}: o nome não existe (DNS)`,
    timeout: (w) => `${w.subject} não respondeu a tempo`,
    reset: (w) => `${w.subject} cortou a ligação a meio`,
    unreachable: (w) => `Não foi possível chegar ${w.to}`,
    tls: (w) => `A ligação segura ${w.to} falhou (certificado ou TLS)`,
    httpRefused: (w, s) => `${w.subject} recusou o pedido (HTTP ${s})`,
    httpMissing: (w, s) => `${w.subject} diz que a página não existe (HTTP ${s})`,
    httpSlowDown: (w, s) => `${w.subject} pediu para abrandar (HTTP ${s})`,
    httpServer: (w, s) => `${w.subject} teve um erro do seu lado (HTTP ${s})`,
    httpOther: (w, s) => `${w.subject} deu uma resposta inesperada (HTTP ${s})`,
    login: (w) => `${w.subject} recusou a autenticação: confirma o utilizador e a palavra-passe`,
    address: (w) => `${w.subject} recusou o endereço (do destinatário ou do remetente)`,
    messageTooLarge: (w) => `A mensagem é demasiado grande para ${w.the}`,
    answerTooLarge: (w) => `A resposta ${w.of} é demasiado grande`,
    rejected: (w) => `${w.subject} recusou a mensagem`,
    busy: (w) => `${w.subject} pediu para tentar mais tarde`,
    duplicate: () => "Há duas linhas com a mesma chave",
    missingReference: () => "Uma linha aponta para outra que não existe",
    missingValue: () => "Falta um valor obrigatório",
    ruleBroken: () => "Um valor não cumpre uma regra da sua tabela",
    wrongType: () => "Um valor é do tipo errado",
    tooLong: () => "Um valor é demasiado longo para a sua coluna",
    outOfRange: () => "Um valor está fora dos limites",
    failed: (w) => `Algo correu mal com ${w.the}`,
  },
};

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** The word over an error's raw detail, in the admin's language. */
export const detailsLabel = (language: AdminLanguage) =>
  language === testLanguage ? pseudoText(sentences.en.details) : sentences[language].details;

/**
 * What the curator reads of an error the server stored or answered (a link check's, a sync's, a mail's, the AI's, a
 * refused restore): a plain sentence in the admin's language, after the app's own words when there are some ("Backup
 * could not be restored: table products: two rows have the same key"), and the raw detail apart, for a disclosure.
 * A message of the app's own is that message in the admin's language, with no detail.
 */
export function technicalErrorText(raw: unknown, language: AdminLanguage, about?: TechnicalSubject) {
  const explained = explainTechnicalError(raw, about);
  if (!explained.cause) return { sentence: adminMessageIn(language, String(raw ?? "")), detail: "", explained };
  const text = language === "pt" ? sentences.pt : sentences.en;
  const named = language === "pt" ? portuguese(explained.about) : english(explained.about);
  const plain = text[explained.cause](named, String(explained.status ?? ""));
  const context = explained.context && adminMessageIn(language, explained.context);
  // Raw words that tell nothing more: the app's own ("AliExpress refused") are the sentence.
  const said =
    context && explained.cause === "failed"
      ? context
      : context && explained.keepContext
        ? `${context}: ${lowerFirst(plain)}`
        : plain;
  // In zz the context came marked already; the sentence is marked whole.
  const sentence = language === testLanguage ? pseudoText(said.replace(/⟦|⟧/g, "")) : said;
  return { sentence, detail: explained.detail, explained };
}
