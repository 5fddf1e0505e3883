import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { StaticMarkup, type RenderOnce } from "~/context/app-context";
import { renderOnce } from "#server/engine/static-markup.server";
import type { MenuItem } from "~/features/navigation/navigation";
import { getI18n } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/messages.server";
import { DesktopNav } from "./desktop-nav";
import { menuMarks } from "./menu-link";
import { MobileMenu } from "./mobile-menu";

/** A menu like the demo's: plain links, a page with subcategories, the visors tree with brands and models. */
const menu: MenuItem[] = [
  { label: "Início", href: "/pt/" },
  { label: "Todos os produtos", href: "/pt/products" },
  {
    label: "Câmaras",
    href: "/pt/cameras",
    children: [{ label: "Insta360", href: "/pt/cameras-insta360" }],
  },
  {
    label: "Viseiras",
    href: "/pt/visors",
    children: [
      { label: "Todas as viseiras", href: "/pt/visors" },
      ...["agv", "arai", "hjc", "ls2", "shark", "shoei"].map((brand) => ({
        label: brand.toUpperCase(),
        href: `/pt/visors-${brand}`,
        children: ["a", "b", "c", "d", "e"].map((model) => ({
          label: `${brand} ${model}`,
          href: `/pt/visors-${brand}-${model}`,
          ...(model === "e" ? { noVisor: true as const } : {}),
        })),
      })),
    ],
  },
];
const languages = [{ code: "pt" as const, nativeName: "Português", flagEmoji: "🇵🇹" }];

/** The header's two menus at a path, as a page draws them: with the server's kept markup, or without it. */
function menusAt(pathname: string, render?: RenderOnce, items = menu) {
  const Menus = () => {
    const marks = menuMarks(items, pathname);
    return h(
      "div",
      null,
      h(DesktopNav, { menu: items, marks, language: "pt" }),
      h(MobileMenu, { menu: items, marks, language: "pt", languages }),
    );
  };
  const Stub = createRoutesStub([{ path: "/:lang/*", Component: Menus }]);
  const page = h(I18nextProvider, { i18n: getI18n("pt", messagesFor("pt")) }, h(Stub, { initialEntries: [pathname] }));
  return renderToString(render ? h(StaticMarkup, { value: render }, page) : page);
}

const paths = [
  "/pt/produto/viseira-agv-k6",
  "/pt/produto/camara-insta360-x4",
  "/pt/",
  "/pt/products",
  "/pt/visors",
  "/pt/visors-agv",
  "/pt/visors-agv-b",
  "/pt/visors-shoei-e",
  "/pt/cameras",
  "/pt/cameras-insta360",
  "/pt/visors/agv",
  "/PT/Visors-Arai-A",
];

describe("the header menus rendered once (decision 0017)", () => {
  it("give every page the same HTML as rendering them on that page, whatever page drew the kept copy", () => {
    // Each path twice, in an order where kept markup drawn for one page serves others that mark the menu alike.
    for (const pathname of [...paths, ...[...paths].reverse()]) {
      expect(menusAt(pathname, renderOnce), pathname).toBe(menusAt(pathname));
    }
  });

  it("draw the menus once for pages that mark them alike, and again for a page that marks another item", () => {
    let drawn = 0;
    const counting: RenderOnce = (scope, key, element) => renderOnce(scope, key, () => (drawn++, element()));
    // A menu object of its own (a new catalogue version's), so nothing is kept for it yet.
    const items = structuredClone(menu);
    menusAt("/pt/produto/viseira-agv-k6", counting, items);
    expect(drawn).toBe(2); // desktop and phone
    menusAt("/pt/produto/camara-insta360-x4", counting, items);
    expect(drawn).toBe(2);
    menusAt("/pt/visors-agv-b", counting, items);
    expect(drawn).toBe(4);
  });

  it("marks the current page's links and the desktop item that leads to it", () => {
    const html = menusAt("/pt/visors-agv-b", renderOnce);
    expect(html.match(/<a href="\/pt\/visors-agv-b" aria-current="page"/g)).toHaveLength(2);
    expect(html).toMatch(/<summary class="[^"]*text-signal[^"]*"[^>]*>Viseiras/);
    expect(html).toMatch(/<summary class="[^"]*text-paper\/90[^"]*"[^>]*>Câmaras/);
    expect(menusAt("/pt/produto/viseira-agv-k6", renderOnce)).not.toContain('aria-current="page"');
  });
});
