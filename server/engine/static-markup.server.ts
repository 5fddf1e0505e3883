import { randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { RenderOnce } from "~/context/app-context";

/** An element's HTML, and its UTF-8 bytes once a document rendered whole has asked for them. */
interface Markup {
  html: string;
  bytes?: Buffer;
}

const kept = new WeakMap<object, Map<string, Markup>>();
/** Markings kept per scope: a menu has one per page it marks, a category page's each (decision 0017). */
const maxPerScope = 64;

/**
 * The HTML of an element, rendered once per scope object and key. The scope is the data the element is drawn
 * from (a cached menu object, replaced when the catalogue changes), so kept HTML goes with it; the key names
 * everything else the element depends on.
 */
function keptMarkup(scope: object, key: string, element: () => ReactElement): Markup {
  let byKey = kept.get(scope);
  if (!byKey) {
    byKey = new Map();
    kept.set(scope, byKey);
  }
  let markup = byKey.get(key);
  if (markup === undefined) {
    markup = { html: renderToString(element()) };
    if (byKey.size >= maxPerScope) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, markup);
  }
  return markup;
}

export const renderOnce: RenderOnce = (scope, key, element) => keptMarkup(scope, key, element).html;

/** Unguessable, so no text of a page (a description's HTML) can stand for kept markup. */
const markerToken = randomBytes(9).toString("base64url");
const markers = new RegExp(`<!--kept-${markerToken}-(\\d+)-->`);

/**
 * `renderOnce` for a document rendered whole into one string: the string gets a marker where kept markup goes, and
 * `bytesOf` puts the markup's bytes, encoded once, in its place. A page is ≈ 65,000 characters, two-byte for its
 * `€` and `·`: as one string it is over V8's large-object size (128 KB), where flattening and encoding it cost
 * four times more (0.73 against 0.18 ms in a benchmark, a fifth of a product page's render). The menus, about half
 * of every page, are the kept markup, so the rest stays under it and the menus are never encoded again.
 */
export function keptMarkupAsBytes() {
  const parts: Buffer[] = [];
  const renderOnceMarked: RenderOnce = (scope, key, element) => {
    const markup = keptMarkup(scope, key, element);
    markup.bytes ??= Buffer.from(markup.html);
    parts.push(markup.bytes);
    return `<!--kept-${markerToken}-${parts.length - 1}-->`;
  };
  /** The document's bytes: `html` with the kept markup in place of its markers. */
  const bytesOf = (html: string) =>
    Buffer.concat(html.split(markers).map((piece, index) => (index % 2 ? parts[Number(piece)]! : Buffer.from(piece))));
  return { renderOnce: renderOnceMarked, bytesOf };
}
