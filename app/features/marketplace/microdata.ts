/**
 * Microdata (`itemscope`, `itemtype`, `itemprop`) read out of a page as JSON-LD-shaped objects, so one reader
 * serves both: which element holds which, and the values of their properties.
 */
import { tags, textOf, voidElements, type Tag } from "./html-tags";

/** A microdata item as JSON-LD would say it: `@type` from `itemtype`, one key per property (a list when repeated). */
export type MicrodataItem = { "@type": string[] } & Record<string, unknown>;

/** Elements pages commonly leave unclosed: a new one closes the previous (a simplification of HTML's rules). */
const impliedEnd = new Set(["p", "li", "option", "dt", "dd", "tr", "td", "th"]);

/** The value an element gives its property without reading its text (microdata's rules, and `content`). */
function attributeValue(tag: Tag): string | undefined {
  // `content` on any element, as schema.org's own examples use it (`<span itemprop="price" content="349.00">`).
  const content = tag.attrs.get("content");
  if (content !== undefined) return content;
  const from: Record<string, string> = {
    a: "href",
    area: "href",
    link: "href",
    img: "src",
    source: "src",
    audio: "src",
    video: "src",
    embed: "src",
    iframe: "src",
    track: "src",
    object: "data",
    data: "value",
    meter: "value",
    time: "datetime",
  };
  const name = from[tag.name];
  if (name && tag.attrs.has(name)) return tag.attrs.get(name);
  return voidElements.has(tag.name) ? "" : undefined;
}

/** A value waiting for its element to close, so its text is known. */
class PendingText {
  text = "";
}

interface Open {
  tag: Tag;
  item: MicrodataItem | null;
  pending: PendingText | null;
}

function addProperty(item: MicrodataItem, names: string, value: unknown) {
  for (const name of names.split(/\s+/).filter(Boolean)) {
    const previous = item[name];
    item[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
}

/** Text values are filled in when their element closes; this swaps the placeholders for the strings. */
function settle(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(settle);
  return value instanceof PendingText ? value.text : value;
}

function settleItem(item: MicrodataItem, seen = new Set<MicrodataItem>()) {
  if (seen.has(item)) return;
  seen.add(item);
  for (const [key, value] of Object.entries(item)) {
    if (key === "@type") continue;
    item[key] = settle(value);
    for (const nested of [item[key]].flat()) {
      if (nested && typeof nested === "object" && "@type" in nested) settleItem(nested as MicrodataItem, seen);
    }
  }
}

/** The page's top-level microdata items (those that are no other item's property), in document order. */
export function microdataItems(html: string): MicrodataItem[] {
  const topLevel: MicrodataItem[] = [];
  const stack: Open[] = [];
  const scope = () => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.item) return stack[i]!.item;
    return null;
  };
  const close = (index: number, contentEnd: number) => {
    for (const open of stack.splice(index)) {
      if (open.pending) open.pending.text = textOf(html, open.tag.end, contentEnd);
    }
  };
  for (const tag of tags(html)) {
    if (tag.closing) {
      const index = stack.findLastIndex((open) => open.tag.name === tag.name);
      if (index !== -1) close(index, tag.start);
      continue;
    }
    const top = stack.at(-1);
    if (top && impliedEnd.has(tag.name) && top.tag.name === tag.name) close(stack.length - 1, tag.start);
    const parent = scope();
    const names = tag.attrs.get("itemprop");
    const owner = names && parent ? parent : null;
    let item: MicrodataItem | null = null;
    let pending: PendingText | null = null;
    if (tag.attrs.has("itemscope")) {
      item = { "@type": (tag.attrs.get("itemtype") ?? "").split(/\s+/).filter(Boolean) };
      if (owner) addProperty(owner, names!, item);
      else topLevel.push(item);
    } else if (owner) {
      const value = attributeValue(tag);
      if (value !== undefined || tag.selfClosing) addProperty(owner, names!, value ?? "");
      else addProperty(owner, names!, (pending = new PendingText()));
    }
    if (!voidElements.has(tag.name) && !tag.selfClosing) stack.push({ tag, item, pending });
  }
  close(0, html.length);
  for (const item of topLevel) settleItem(item);
  return topLevel;
}
