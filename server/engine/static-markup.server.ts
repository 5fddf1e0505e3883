import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { RenderOnce } from "~/context/app-context";

const kept = new WeakMap<object, Map<string, string>>();
/** Markings kept per scope: a menu has one per page it marks, a category page's each (decision 0017). */
const maxPerScope = 64;

/**
 * The HTML of an element, rendered once per scope object and key. The scope is the data the element is drawn
 * from (a cached menu object, replaced when the catalogue changes), so kept HTML goes with it; the key names
 * everything else the element depends on.
 */
export const renderOnce: RenderOnce = (scope: object, key: string, element: () => ReactElement) => {
  let byKey = kept.get(scope);
  if (!byKey) {
    byKey = new Map();
    kept.set(scope, byKey);
  }
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderToString(element());
    if (byKey.size >= maxPerScope) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, html);
  }
  return html;
};
