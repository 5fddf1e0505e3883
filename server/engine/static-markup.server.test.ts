import { createElement as h, useContext } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticMarkup, type RenderOnce } from "~/context/app-context";
import { keptMarkupAsBytes, renderOnce } from "./static-markup.server";

/** A page with kept markup (a menu, two-byte text in it) and text of its own that imitates a marker. */
const menu = { items: ["Início", "Viseiras · €"] };
function Menu() {
  const keep = useContext(StaticMarkup)!;
  const draw = () => h("ul", null, ...menu.items.map((item) => h("li", { key: item }, item)));
  return h("nav", { dangerouslySetInnerHTML: { __html: keep(menu, "pt", draw) } });
}
const page = (keep: RenderOnce, text: string) =>
  h(StaticMarkup.Provider, { value: keep }, h("main", null, h(Menu), h("p", null, text), h(Menu)));

describe("kept markup as bytes", () => {
  it("gives the same bytes as the markup rendered in place", () => {
    for (const text of ["Viseira fumada – 19,90 €", "<!--kept-x-0-->", "x".repeat(70_000) + " · €"]) {
      const kept = keptMarkupAsBytes();
      const bytes = kept.bytesOf(renderToString(page(kept.renderOnce, text)));
      expect(bytes.toString("utf8")).toBe(renderToString(page(renderOnce, text)));
      expect(bytes.toString("utf8")).toContain("<li>Viseiras · €</li></ul></nav><p>");
    }
  });

  it("leaves a comment in a page's own HTML that looks like a marker as it is", () => {
    const kept = keptMarkupAsBytes();
    const html = renderToString(page(kept.renderOnce, "text")) + "<!--kept-guess-0-->";
    expect(kept.bytesOf(html).toString("utf8")).toMatch(/<\/main><!--kept-guess-0-->$/);
  });
});
