import { randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of rendered pages. The inline scripts the app itself emits (React
 * Router's hydration data and module loader, the scroll restorer) carry a nonce made for this render
 * (app/entry.server.tsx); any other inline script, injected or not, is refused. The page cache keeps a
 * page's header with its bytes, so a cached page stays valid. Everything else comes from this origin,
 * plus the optional branding widget's (a site setting).
 */
export function contentSecurityPolicy({ nonce, widgetOrigin }: { nonce?: string; widgetOrigin?: string }) {
  const widget = widgetOrigin ? ` ${widgetOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}${widget}`,
    // React renders style attributes (progress bars, tree indents): inline styles stay allowed.
    `style-src 'self' 'unsafe-inline'${widget}`,
    `img-src 'self' data: blob:${widget}`,
    `connect-src 'self'${widget}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const nonceBytes = 16;
/** Random bytes drawn 4 KiB at a time: a call to the system's generator cost as much as 256 nonces' bytes. */
const pool = { bytes: Buffer.alloc(0), next: 0 };

/** A fresh nonce for one render: 128 random bits never used before, base64. */
export function newScriptNonce() {
  if (pool.next + nonceBytes > pool.bytes.length) {
    pool.bytes = randomBytes(256 * nonceBytes);
    pool.next = 0;
  }
  const nonce = pool.bytes.toString("base64", pool.next, pool.next + nonceBytes);
  pool.next += nonceBytes;
  return nonce;
}

/** The origin of a script URL, for the policy; nothing for a missing or relative one. */
export function scriptOrigin(url: string | null | undefined) {
  if (!url) return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** An HTML response with the policy for the scripts of its render; other responses as they are. */
export function withContentSecurityPolicy(response: Response, nonce: string, widgetOrigin?: string) {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce, widgetOrigin }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
