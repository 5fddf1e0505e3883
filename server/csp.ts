import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of rendered pages. Inline scripts (React Router's hydration data and
 * module loader, the scroll restorer) are allowed by their sha256, computed from the page itself:
 * unlike a nonce, a hash stays right when the page cache or a CDN serves the same bytes again, and
 * it needs nothing from the render. Everything else comes from this origin, plus the optional
 * branding widget's (a site setting).
 */
export function contentSecurityPolicy({
  scriptHashes,
  widgetOrigin,
}: {
  scriptHashes: string[];
  widgetOrigin?: string;
}) {
  const widget = widgetOrigin ? ` ${widgetOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}${widget}`,
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

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executableType = /^(|module|text\/javascript|application\/javascript)$/;

/** `sha256-…` of each inline script the browser would run (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!executableType.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes];
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

/** An HTML response with the policy for its own inline scripts; other responses as they are. */
export async function withContentSecurityPolicy(response: Response, widgetOrigin?: string) {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), widgetOrigin }),
  );
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
