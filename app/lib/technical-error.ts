/**
 * A technical error as the curator can read it (issue 33 point 1, decision 0034): what went wrong, as the key of a
 * sentence ("refused": the other side did not answer, connection refused), and the raw words kept apart for a
 * disclosure ("connect ECONNREFUSED 203.0.113.5:443"). Reads what Node's fetch and sockets throw, what nodemailer
 * throws and what the mail worker stores of it (`mailer.server.ts`), HTTP and SMTP statuses, and the database's
 * refusals of a restored backup; a text of the app's own (a link check's "The address could not be reached") is no
 * technical error, and the page shows it as the message it is.
 */

/** What went wrong, as a sentence's key. */
export type TechnicalCause =
  | "refused"
  | "dns"
  | "timeout"
  | "reset"
  | "unreachable"
  | "tls"
  | "httpRefused"
  | "httpMissing"
  | "httpSlowDown"
  | "httpServer"
  | "httpOther"
  | "login"
  | "address"
  | "messageTooLarge"
  | "answerTooLarge"
  | "rejected"
  | "busy"
  | "duplicate"
  | "missingReference"
  | "missingValue"
  | "ruleBroken"
  | "wrongType"
  | "tooLong"
  | "outOfRange"
  | "failed";

/** Who the error is about, for the sentence ("the shop did not answer"). */
export type TechnicalSubject = "shop" | "address" | "mailServer" | "ai" | "aliexpress" | "database";

export interface TechnicalError {
  /** What went wrong; null when the text is a message of the app's own, not a technical error. */
  cause: TechnicalCause | null;
  /** Who it is about: as the caller says, else as the app's words before the raw part tell. */
  about: TechnicalSubject;
  /** The HTTP or SMTP status the other side answered, when it said one. */
  status?: number;
  /** The app's own words before the raw part ("AliExpress refused", "Backup could not be restored: table products"). */
  context?: string;
  /** Whether those words say more than the sentence (a restore names its table), so they are said before it. */
  keepContext?: true;
  /** The raw words (a code, the other side's answer) for a disclosure; "" when there are none. */
  detail: string;
}

/**
 * The app's words that come before a raw error (the mail worker's reasons, the tools' refusals), and who they name;
 * a restore's are kept before the sentence (they name the table), the others say what the sentence says.
 */
const contexts: [RegExp, TechnicalSubject, keep?: true][] = [
  [/^(Could not connect to the mail server|The connection to the mail server failed)$/, "mailServer"],
  [/^(The mail server did not answer in time|The mail server's name could not be found)$/, "mailServer"],
  [/^(The secure connection to the mail server failed|The mail server refused the login)$/, "mailServer"],
  [/^(The mail server refused the sender or the recipient|The mail server refused the message)$/, "mailServer"],
  [/^(The mail server answered \d{3}|Sending failed)$/, "mailServer"],
  [/^The AI provider answered \d{3}$/, "ai"],
  [/^(AliExpress did not answer|AliExpress refused|AliExpress is unavailable)$/, "aliexpress"],
  [/^AliExpress's answer could not be read$/, "aliexpress"],
  [/^Backup could not be restored: table [\w-]+$/, "database", true],
  [/^Link broken( \(HTTP \d{3}\))?$/, "shop"],
];

/** What reads as a raw error, not a sentence of the app's: a code (in capitals), a status, a library's own words. */
const rawCodes = /\b(E[A-Z]{3,}|UND_ERR_[A-Z_]+|ERR_[A-Z_]+|CERT_[A-Z_]+)\b|^\d{3}[ -]|\b[245]\.\d{1,3}\.\d{1,3}\b/;
const rawWords =
  /fetch failed|getaddrinfo|socket hang up|other side closed|certificate|aborted due to timeout|violates|invalid input (syntax|value)|value too long|null value in column|out of range for type|\b(integer|smallint|bigint) out of range/i;
const looksRaw = (text: string) => rawCodes.test(text) || rawWords.test(text);

/** The raw words of an error object: its message, its code and its causes' (`fetch failed: connect ECONNREFUSED …`). */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let at: unknown = error, depth = 0; at && depth < 4; depth++) {
    const { message, response, code } = at as { message?: unknown; response?: unknown; code?: unknown };
    const said = typeof response === "string" ? response : typeof message === "string" ? message : String(at);
    const words = said.split("\n")[0]!.trim();
    if (words && !parts.some((part) => part.includes(words))) parts.push(words);
    if (typeof code === "string" && !parts.some((part) => part.includes(code))) parts.push(code);
    at = (at as { cause?: unknown }).cause;
  }
  return parts.join(": ");
}

const smtpCodes: Record<string, TechnicalCause> = {
  EAUTH: "login",
  EENVELOPE: "address",
  EMESSAGE: "rejected",
  ECONNECTION: "unreachable",
  ESOCKET: "reset",
  EDNS: "dns",
  ETLS: "tls",
};

function httpCause(status: number): TechnicalCause {
  if (status === 401 || status === 403) return "httpRefused";
  if (status === 404 || status === 410) return "httpMissing";
  if (status === 429) return "httpSlowDown";
  return status >= 500 ? "httpServer" : "httpOther";
}

function smtpCause(status: number): TechnicalCause {
  if (status === 535 || status === 534 || status === 530) return "login";
  if (status === 552) return "messageTooLarge";
  if ([550, 551, 553, 501].includes(status)) return "address";
  return status >= 400 && status < 500 ? "busy" : "rejected";
}

/** The cause the words tell, most precise first; `mail` reads a bare three-digit status as SMTP's. */
function causeOf(text: string, mail: boolean): { cause: TechnicalCause; status?: number } {
  if (/\bECONNREFUSED\b|connection refused/i.test(text)) return { cause: "refused" };
  if (/\b(ENOTFOUND|EAI_AGAIN|EAI_NONAME)\b|getaddrinfo|name could not be found/i.test(text)) return { cause: "dns" };
  if (/\b(E?TIMEDOUT|ESOCKETTIMEDOUT|UND_ERR_\w*TIMEOUT)\b|timed out|in time|due to timeout/i.test(text))
    return { cause: "timeout" };
  if (/\b(ECONNRESET|EPIPE|UND_ERR_SOCKET)\b|socket hang up|other side closed/i.test(text)) return { cause: "reset" };
  if (/\b(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)\b/.test(text)) return { cause: "unreachable" };
  if (/certificate|\bCERT_|\bERR_SSL|\bERR_TLS|\bTLS\b|\bSSL\b|self[- ]signed|secure connection/i.test(text))
    return { cause: "tls" };
  if (/duplicate key/i.test(text)) return { cause: "duplicate" };
  if (/violates foreign key/i.test(text)) return { cause: "missingReference" };
  if (/null value in column|violates not-null/i.test(text)) return { cause: "missingValue" };
  if (/violates check constraint/i.test(text)) return { cause: "ruleBroken" };
  if (/invalid input (syntax|value)/i.test(text)) return { cause: "wrongType" };
  if (/value too long/i.test(text)) return { cause: "tooLong" };
  if (/out of range for type|\b(integer|smallint|bigint) out of range/i.test(text)) return { cause: "outOfRange" };
  const smtpStatus = /^(\d{3})[ -]|\banswered (\d{3})\b/.exec(text);
  const smtp = mail || /\b[245]\.\d{1,3}\.\d{1,3}\b|\bE(AUTH|ENVELOPE|MESSAGE)\b/.test(text);
  if (smtp) {
    const status = Number(smtpStatus?.[1] ?? smtpStatus?.[2] ?? /\b([245]\d{2})\b/.exec(text)?.[1] ?? NaN);
    const code = Object.keys(smtpCodes).find((key) => new RegExp(`\\b${key}\\b`).test(text));
    if (code && code !== "ESOCKET" && code !== "ECONNECTION") return { cause: smtpCodes[code]!, status };
    if (Number.isInteger(status)) return { cause: smtpCause(status), status };
    if (code) return { cause: smtpCodes[code]! };
  }
  const http = /\bHTTP (\d{3})\b|\banswered (\d{3})\b|status code (\d{3})/.exec(text);
  if (http) {
    const status = Number(http[1] ?? http[2] ?? http[3]);
    return { cause: httpCause(status), status };
  }
  if (/too large|larger than/i.test(text)) return { cause: "answerTooLarge" };
  if (/fetch failed|could not be reached|\bECONNECTION\b/i.test(text)) return { cause: "unreachable" };
  return { cause: "failed" };
}

/**
 * What a raw error (a thrown error, or the text stored of one) says, as a sentence's key and the raw words apart.
 * `about` names who it is about when the caller knows (a link check: the shop); else the app's words before the raw
 * part tell (the mail server, the AI provider, AliExpress, a backup's database), else "the address".
 */
export function explainTechnicalError(raw: unknown, about?: TechnicalSubject): TechnicalError {
  const text = (typeof raw === "string" ? raw : errorText(raw)).trim().replace(/\.$/, "");
  let context: string | undefined;
  let keep = false;
  let detail = text;
  let subject = about;
  // "Could not connect to the mail server: connect ECONNREFUSED …": the app's words, then the raw ones.
  for (let cut = text.indexOf(": "); cut > 0; cut = text.indexOf(": ", cut + 2)) {
    const before = text.slice(0, cut);
    const known = contexts.find(([words]) => words.test(before));
    if (!known) continue;
    context = before;
    if (known[2]) keep = true;
    detail = text.slice(cut + 2).trim();
    subject ??= known[1];
    break;
  }
  subject ??= "address";
  if (!detail || (typeof raw === "string" && detail === text && !looksRaw(text))) {
    return { cause: null, about: subject, detail: "" };
  }
  const mail = subject === "mailServer";
  // The raw words say what went wrong; else the app's own may ("Link broken (HTTP 404): Not found" is a 404).
  const said = causeOf(detail, mail);
  const { cause, status } = said.cause === "failed" ? causeOf(text, mail) : said;
  return {
    cause,
    about: subject,
    ...(status !== undefined && Number.isInteger(status) ? { status } : {}),
    ...(context ? { context } : {}),
    ...(keep ? { keepContext: true as const } : {}),
    detail,
  };
}
