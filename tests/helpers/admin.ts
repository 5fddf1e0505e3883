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
