/** Where the login sends the curator back to after a session ran out mid-task (admin spec §2). */
export const savedTargetKey = "admin-redirect";

/**
 * A call to the admin API from a page. A 401 (the session ended) saves the current page and goes to
 * the login; any other failure throws "{status}: {response text}" as the spec's calls do.
 */
export async function adminFetch<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (response.status === 401 && !path.endsWith("/login")) {
    const here = `${location.pathname}${location.search}`;
    sessionStorage.setItem(savedTargetKey, here);
    location.assign(`/admin?redirect=${encodeURIComponent(here)}`);
  }
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The JSON body of an admin API failure thrown by adminFetch ("{status}: {body}"). */
function failureBody(error: unknown): {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
  problems?: string[];
  needsConfirmation?: boolean;
} {
  const text = error instanceof Error ? error.message.replace(/^\d{3}: /, "") : "";
  try {
    return JSON.parse(text) as ReturnType<typeof failureBody>;
  } catch {
    return {};
  }
}

/** The `message` or `error` of an admin API failure, for a toast. */
export function adminErrorMessage(error: unknown, fallback: string) {
  const body = failureBody(error);
  return body.message ?? body.error ?? fallback;
}

/** The per-field messages of a refused form (field name → message). */
export function adminFieldErrors(error: unknown): Record<string, string> {
  return failureBody(error).fields ?? {};
}

/** A refusal that a yes would lift (409 with `needsConfirmation`): its question and the list of why. */
export function adminConfirmation(error: unknown): { question: string; problems: string[] } | null {
  const body = failureBody(error);
  return body.needsConfirmation ? { question: body.error ?? "", problems: body.problems ?? [] } : null;
}
