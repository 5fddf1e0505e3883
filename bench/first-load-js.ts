import { gunzipSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { httpGet } from "./http.ts";

export interface ScriptSize {
  path: string;
  /** Uncompressed size. */
  rawBytes: number;
  /** Size on the wire when asked for with Accept-Encoding: gzip (the server skips small files). */
  wireBytes: number;
  /** Our own gzip -9 of the uncompressed bytes: independent of the server's compression settings. */
  gzipBytes: number;
}

export interface FirstLoadJs {
  scripts: ScriptSize[];
  rawBytes: number;
  wireBytes: number;
  gzipBytes: number;
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK_PATTERN = /<link\b([^>]*)>/gi;
/** `import … from "x"`, `import "x"` and `import("x")` with an absolute path. */
const IMPORT_PATTERN = /\bimport\s*(?:\(\s*|[\w*{}\s,$]*?\bfrom\s*)?["'](\/[^"']+)["']/g;
/** Static imports in built (minified) modules: `import"./x.js"`, `from"./x.js"`. */
const STATIC_IMPORT_PATTERN = /\b(?:import|from)\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g;
const ATTRIBUTE_PATTERN = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * The JavaScript a first visit downloads: every /assets/ script src and modulepreload href in the HTML,
 * plus modules imported by inline module scripts (React Router boots that way; they are normally preloaded
 * too, the set is deduplicated). Inline script bodies are part of the HTML and not counted here.
 */
export async function measureFirstLoadJs(pageUrl: string, html: string): Promise<FirstLoadJs> {
  const scripts: ScriptSize[] = [];
  // Static imports of a script load with it: follow them too, so nothing is left out.
  const queue = findScriptPaths(html, pageUrl).map((path) => new URL(path, pageUrl).href);
  const seen = new Set(queue.map((url) => new URL(url).pathname));
  while (queue.length) {
    const { size, code } = await measureScript(queue.shift()!);
    scripts.push(size);
    for (const [, specifier = ""] of code.matchAll(STATIC_IMPORT_PATTERN)) {
      const url = new URL(specifier, new URL(size.path, pageUrl));
      if (url.origin === new URL(pageUrl).origin && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.href);
      }
    }
  }
  const sum = (key: "rawBytes" | "wireBytes" | "gzipBytes") => scripts.reduce((total, s) => total + s[key], 0);
  return { scripts, rawBytes: sum("rawBytes"), wireBytes: sum("wireBytes"), gzipBytes: sum("gzipBytes") };
}

export function findScriptPaths(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (reference: string | undefined) => {
    if (!reference) return;
    const url = new URL(decodeEntities(reference), pageUrl);
    if (url.origin === new URL(pageUrl).origin && url.pathname.startsWith("/assets/")) found.add(url.pathname);
  };
  for (const [, attributeText = "", body = ""] of html.matchAll(SCRIPT_PATTERN)) {
    const attributes = parseAttributes(attributeText);
    add(attributes.get("src"));
    if (attributes.get("type") === "module") for (const [, specifier] of body.matchAll(IMPORT_PATTERN)) add(specifier);
  }
  for (const [, attributeText = ""] of html.matchAll(LINK_PATTERN)) {
    const attributes = parseAttributes(attributeText);
    if (attributes.get("rel")?.split(/\s+/).includes("modulepreload")) add(attributes.get("href"));
  }
  return [...found];
}

function parseAttributes(text: string) {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of text.matchAll(ATTRIBUTE_PATTERN)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  }
  return attributes;
}

function decodeEntities(text: string) {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

async function measureScript(url: string): Promise<{ size: ScriptSize; code: string }> {
  const response = await httpGet(url, { "Accept-Encoding": "gzip" });
  if (response.status !== 200) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  const encoding = response.headers["content-encoding"];
  if (encoding && encoding !== "gzip") throw new Error(`GET ${url} came back as ${encoding}, not gzip`);
  const raw = encoding === "gzip" ? gunzipSync(response.body) : response.body;
  const size = {
    path: new URL(url).pathname,
    rawBytes: raw.length,
    wireBytes: response.body.length,
    gzipBytes: gzipSync(raw, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
  };
  return { size, code: raw.toString("utf8") };
}
