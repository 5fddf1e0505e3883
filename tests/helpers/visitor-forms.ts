import { sameOrigin } from "./admin";

/**
 * A visitor form's endpoint as a browser reaches it: as JSON (the document script) or as a plain form posted from a
 * page (JavaScript off). Each request comes from its own address (the app must trust the proxy), so the per-client
 * write limit does not get in the way of a test.
 */
export function visitorForm(app: { request: (path: string, init?: RequestInit) => Promise<Response> }, path: string) {
  let client = 0;
  const fromNewClient = () => ({ "X-Forwarded-For": `203.0.113.${++client % 250}`, ...sameOrigin });
  return {
    json: (body: Record<string, unknown>) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...fromNewClient() },
        body: JSON.stringify(body),
      }),
    form: (body: Record<string, string>, page: string) =>
      app.request(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: `http://localhost${page}`,
          ...fromNewClient(),
        },
        body: new URLSearchParams(body).toString(),
      }),
  };
}
