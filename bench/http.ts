import http, { type IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes exactly as sent: still compressed if the server compressed them. */
  body: Buffer;
}

/**
 * A GET through node:http rather than fetch, because fetch adds its own Accept-Encoding and silently
 * decompresses, hiding the bytes on the wire. No keep-alive: every measurement starts from a clean socket.
 */
export function httpGet(url: string, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}
