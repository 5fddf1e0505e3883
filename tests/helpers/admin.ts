import { beforeAll } from "vitest";
import { testAdminPassword } from "./test-app";

/** The Origin the in-process app sees (requests are made against http://localhost). */
export const sameOrigin = { Origin: "http://localhost" };

/** Logs in through the API and answers the Cookie header of the new session. */
export async function adminCookie(request: (path: string, init?: RequestInit) => Promise<Response>) {
  const res = await request("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin },
    body: JSON.stringify({ password: testAdminPassword }),
  });
  if (res.status !== 200) throw new Error(`Login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * A logged-in JSON client for API tests: logs in before the file's tests (after the app is made),
 * then `send(method, path, body?)` answers the status and the parsed body.
 */
export function adminJsonClient(t: { request: (path: string, init?: RequestInit) => Promise<Response> }) {
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminCookie(t.request);
  });
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const res = await t.request(path, {
      method,
      headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
}
