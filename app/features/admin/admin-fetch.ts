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
  fields: Record<string, string>;
  needsConfirmation: boolean;
  problems: string[];
  /** The row a conflict names (a product imported already), when the answer says which. */
  productId?: number;
}

export type AdminResult<T> = { ok: true; data: T } | AdminFailure;

/** A failure that did not come from the API (no answer, or a step of the page's own refused). */
export function adminFailure(status = 0, body: Partial<Omit<AdminFailure, "ok" | "status">> = {}): AdminFailure {
  return { ok: false, status, fields: {}, needsConfirmation: false, problems: [], ...body };
}

/** The failure an admin API answer that is not ok stands for (also for a caller that reads a stream). */
export async function adminFailureOf(response: Response): Promise<AdminFailure> {
  let body: { error?: string; message?: string; fields?: Record<string, string>; problems?: string[] } & {
    needsConfirmation?: boolean;
    productId?: number;
  } = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === "object") body = parsed;
  } catch {
    // Not JSON (a proxy's page, an empty body): the caller shows its own fallback.
  }
  return adminFailure(response.status, {
    error: body.message ?? body.error,
    fields: body.fields ?? {},
    needsConfirmation: body.needsConfirmation === true,
    problems: body.problems ?? [],
    ...(typeof body.productId === "number" ? { productId: body.productId } : {}),
  });
}

/**
 * A call to the admin API from a page, answering `{ ok: true, data }` or an {@link AdminFailure}; it
 * never throws. A 401 (the session ended) saves the current page and goes to the login.
 */
export async function adminFetch<T = unknown>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<AdminResult<T>> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    return adminFailure();
  }
  if (response.status === 401 && !path.endsWith("/login")) {
    const here = `${location.pathname}${location.search}`;
    sessionStorage.setItem(savedTargetKey, here);
    location.assign(`/admin?redirect=${encodeURIComponent(here)}`);
  }
  if (!response.ok) return adminFailureOf(response);
  try {
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return adminFailure(response.status);
  }
}
