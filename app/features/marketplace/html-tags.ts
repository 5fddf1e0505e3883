/**
 * The tags of an HTML page, for reading its markup: a small tokenizer, not an HTML parser. It scans once and
 * never backtracks (a shop's page is not ours and may be 2 MB), skips comments and declarations, and does not
 * look for tags inside raw-text elements (scripts, styles), whose content it hands over whole.
 */

export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attrs: Map<string, string>;
  /** Where the tag starts (`<`) and where its content starts (after `>`). */
  start: number;
  end: number;
  /** A raw-text element's (script, style): where its content ends, the content being `html.slice(end, rawEnd)`. */
  rawEnd?: number;
}

export const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is text, not markup: what looks like a tag inside them is not one. */
const rawTextElements = new Set(["script", "style", "textarea", "title", "template", "noscript"]);

const tagName = /[a-zA-Z][^\s/>]*/y;
const attrName = /[^\s/>=][^\s/>=]*/y;
const unquotedValue = /[^\s>]*/y;
const space = /[\s/]*/y;

function scanFrom(pattern: RegExp, html: string, at: number) {
  pattern.lastIndex = at;
  return pattern.exec(html)?.[0] ?? "";
}

/** Reads one tag's name and attributes from `<`; null when it is not a tag, "end" when the page ends inside it. */
function readTag(html: string, start: number): Tag | null | "end" {
  const closing = html[start + 1] === "/";
  const name = scanFrom(tagName, html, start + (closing ? 2 : 1));
  if (!name) return null;
  const attrs = new Map<string, string>();
  let at = start + (closing ? 2 : 1) + name.length;
  for (;;) {
    const gap = scanFrom(space, html, at);
    at += gap.length;
    if (at >= html.length) return "end";
    if (html[at] === ">") {
      const selfClosing = gap.endsWith("/");
      return { name: name.toLowerCase(), closing, selfClosing, attrs, start, end: at + 1 };
    }
    const key = scanFrom(attrName, html, at);
    at += key.length;
    let value = "";
    at += scanFrom(/\s*/y, html, at).length;
    if (html[at] === "=") {
      at += 1 + scanFrom(/\s*/y, html, at + 1).length;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) return "end";
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        value = scanFrom(unquotedValue, html, at);
        at += value.length;
      }
    }
    const lower = key.toLowerCase();
    if (!attrs.has(lower)) attrs.set(lower, decodeEntities(value));
  }
}

/** Every tag of the page in order, skipping comments, declarations and the content of raw-text elements. */
export function* tags(html: string): Generator<Tag> {
  let at = 0;
  while ((at = html.indexOf("<", at)) !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf("-->", at + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[at + 1] === "!" || html[at + 1] === "?") {
      const end = html.indexOf(">", at);
      at = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, at);
    // As in HTML, a tag the page ends in is dropped with the rest: reading on from its next "<" would cost
    // a pass over the rest of the page for every "<" in it.
    if (tag === "end") return;
    if (!tag) {
      at += 1;
      continue;
    }
    at = tag.end;
    if (!tag.closing && !tag.selfClosing && rawTextElements.has(tag.name)) {
      const close = new RegExp(`</${tag.name}[\\s/>]`, "gi");
      close.lastIndex = at;
      const found = close.exec(html);
      at = tag.rawEnd = found ? found.index : html.length;
    }
    yield tag;
  }
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  euro: "€",
  pound: "£",
};

function decodeEntities(text: string) {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi, (whole, dec, hex, name) => {
    if (name) return namedEntities[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * An element's text: its content without tags, comments or scripts, entities decoded, spaces collapsed. Tags join
 * what they split ("<b>1.299</b>,00" is one price), as inline markup does.
 */
export function textOf(html: string, from: number, to: number) {
  const inner = html
    .slice(from, to)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(inner).replace(/\s+/g, " ").trim();
}
