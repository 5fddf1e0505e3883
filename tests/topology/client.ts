import { request } from "node:https";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * One HTTPS request to the proxy, trusting its internal CA, from a chosen loopback source address (127.0.0.0/8
 * is all this machine's): each address is another visitor to the rate limits. A network failure is status 0.
 */
export function send(
  origin: string,
  ca: string,
  from: string,
  path: string,
  { method = "GET", body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${origin}${path}`,
      {
        method,
        ca,
        localAddress: from,
        agent: false,
        timeout: 30_000,
        headers: {
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) topology-test",
          ...(body ? { "Content-Type": "application/json", Origin: origin } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }),
        );
        res.on("error", () => resolve({ status: 0, headers: {}, body: "", ms: performance.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) =>
      resolve({ status: 0, headers: {}, body: error.message, ms: performance.now() - started }),
    );
    req.end(body);
  });
}

/** A new source address for every call, so no two requests of the load share a rate limit. */
export function addresses(prefix: number) {
  let n = 0;
  return () => {
    n++;
    return `127.${prefix}.${(n >> 8) & 255}.${n & 255 || 1}`;
  };
}
