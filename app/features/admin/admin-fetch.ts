import { hc, type ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AdminRouters } from "#server/api/admin";

/** Where the login sends the curator back to after a session ran out mid-task (admin spec §2). */
export const savedTargetKey = "admin-redirect";

/**
 * A refused or failed admin API call: the HTTP status (0 when no answer came), the server's message
 * (`message` or `error` of its JSON body; absent when the body was not JSON), the per-field messages of
 * a refused form, and for a 409 that a yes would lift, `needsConfirmation` and the list of why.
 */
export interface AdminFailure {
  ok: false;
  status: number;
  error?: string;
  /** The raw words behind `error` when the server made a sentence of them (decision 0034). */
  detail?: string;
  fields: Record<string, string>;
  needsConfirmation: boolean;
  problems: string[];
  /** The row a conflict names (a product imported already), when the answer says which. */
  productId?: number;
  /**
   * A save refused because the record changed since the form loaded it (decision 0031): the version
   * stored now (send it to overwrite) and the record as the API reads it.
   */
  stale?: { version: string; current: unknown };
}

export type AdminResult<T> = { ok: true; data: T } | AdminFailure;

/** A failure that did not come from the API (no answer, or a step of the page's own refused). */
export function adminFailure(status = 0, body: Partial<Omit<AdminFailure, "ok" | "status">> = {}): AdminFailure {
  return { ok: false, status, fields: {}, needsConfirmation: false, problems: [], ...body };
}

/** The failure an admin API answer that is not ok stands for (also for a caller that reads a stream). */
export async function adminFailureOf(response: Response): Promise<AdminFailure> {
  let body: { error?: string; message?: string; detail?: string; fields?: Record<string, string> } & {
    problems?: string[];
  } & {
    needsConfirmation?: boolean;
    productId?: number;
  } & { stale?: boolean; version?: string; current?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === "object") body = parsed;
  } catch {
    // Not JSON (a proxy's page, an empty body): the caller shows its own fallback.
  }
  return adminFailure(response.status, {
    error: body.message ?? body.error,
    ...(typeof body.detail === "string" ? { detail: body.detail } : {}),
    fields: body.fields ?? {},
    needsConfirmation: body.needsConfirmation === true,
    problems: body.problems ?? [],
    ...(typeof body.productId === "number" ? { productId: body.productId } : {}),
    ...(body.stale === true && typeof body.version === "string"
      ? { stale: { version: body.version, current: body.current } }
      : {}),
  });
}

/** Asks for the password again when a session ends mid-task; answers whether a new session began. */
type SessionRenewal = () => Promise<boolean>;
let renewSession: { renew: SessionRenewal; notRenewed: string } | null = null;

/**
 * Registers the page's way to log in again without leaving it (the admin layout's dialog), and what a call says
 * when the curator did not (the call was not made, what they typed is still there), in their language; answers
 * the way to unregister it. Without one, a 401 goes to the login page.
 */
export function handleEndedSessions(renew: SessionRenewal, notRenewed: string) {
  const renewal = { renew, notRenewed };
  renewSession = renewal;
  return () => {
    if (renewSession === renewal) renewSession = null;
  };
}

/**
 * The admin API's transport: sends a request and, on a 401 (the session ended: expired, ended elsewhere, a
 * restarted server), asks for the password over the page and sends the same request again, so a save is not lost.
 */
async function sendRenewing(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const send = () => fetch(input, { credentials: "same-origin", ...init });
  // Logging in needs no renewal, nor logging out of a session that ended already.
  const renewable = !/\/log(in|out)$/.test(String(input));
  let response = await send();
  while (response.status === 401 && renewable && renewSession) {
    const { renew, notRenewed } = renewSession;
    if (!(await renew())) throw new SessionNotRenewed(notRenewed);
    response = await send();
  }
  return response;
}

class SessionNotRenewed extends Error {}

/**
 * The admin API's client for the router at `path` under /api/admin, typed by that router's validators and answers
 * (server/api/admin/index.ts `AdminRouters`): a wrong path, parameter or body is a type error. Call it through
 * {@link adminCall}.
 */
export function adminApi<P extends keyof AdminRouters>(path: P) {
  return hc<AdminRouters[P]>(path === "/" ? "/api/admin" : `/api/admin${path}`, { fetch: sendRenewing });
}

/** A request made with {@link adminApi}, not yet answered: what a shared component (a delete button) is handed. */
export type AdminRequest = Promise<ClientResponse<unknown, number, ResponseFormat>>;

/** What a successful answer carries: answers the router declares with an error status are left out. */
type Answered<O, S> = S extends SuccessStatusCode ? O : never;
type AnswerOf<R> = R extends ClientResponse<infer O, infer S, infer _F> ? Answered<O, S> : never;

/**
 * An admin API call made with {@link adminApi}, answering `{ ok: true, data }` or an {@link AdminFailure}; it never
 * throws. A session that ended and was not renewed leaves what the curator typed where it is; without the dialog of
 * renewal, a 401 saves the current page and goes to the login.
 */
export async function adminCall<R extends Awaited<AdminRequest>>(
  request: Promise<R>,
): Promise<AdminResult<AnswerOf<R>>> {
  let response: Response;
  try {
    response = (await request) as unknown as Response;
  } catch (error) {
    return error instanceof SessionNotRenewed ? adminFailure(401, { error: error.message }) : adminFailure();
  }
  if (response.status === 401 && !response.url.endsWith("/login")) {
    const here = `${location.pathname}${location.search}`;
    sessionStorage.setItem(savedTargetKey, here);
    location.assign(`/admin?redirect=${encodeURIComponent(here)}`);
  }
  if (!response.ok) return adminFailureOf(response);
  try {
    return { ok: true, data: (await response.json()) as AnswerOf<R> };
  } catch {
    return adminFailure(response.status);
  }
}

/**
 * What a login answered: in, the code of two-step login needed (or refused), refused with the
 * server's message, or no answer at all.
 */
export type LoginOutcome = { ok: true } | { ok: false; needsCode: boolean; message?: string; connection?: true };

/** Logs in through the admin API: the login page and the dialog of a session ended mid-task share it. */
export async function requestLogin(password: string, code = ""): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/admin/login", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(code ? { password, code } : { password }),
    });
  } catch {
    return { ok: false, needsCode: false, connection: true };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; needsCode?: boolean };
  return { ok: false, needsCode: body.needsCode === true, message: body.message ?? body.error };
}
