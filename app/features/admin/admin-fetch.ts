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

/** The `error` or `message` of an admin API failure thrown by adminFetch, for a toast. */
export function adminErrorMessage(error: unknown, fallback: string) {
  const text = error instanceof Error ? error.message.replace(/^\d{3}: /, "") : "";
  try {
    const body = JSON.parse(text) as { error?: string; message?: string };
    return body.message ?? body.error ?? fallback;
  } catch {
    return fallback;
  }
}
