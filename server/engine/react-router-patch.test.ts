import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";

/** A patch `npm install` applies (patches/README.md), as files and the lines each adds. */
function patchedFiles(name = "react-router+7.18.4.patch") {
  const patch = readFileSync(`patches/${name}`, "utf8");
  return patch
    .split(/^diff --git a\/(\S+) .*$/m)
    .slice(1)
    .reduce<{ file: string; added: string[] }[]>((files, part, index, parts) => {
      if (index % 2 === 0) {
        const added = parts[index + 1]!.split("\n").filter((line) => line.startsWith("+") && !line.startsWith("+++"));
        files.push({ file: part, added: added.map((line) => line.slice(1)) });
      }
      return files;
    }, []);
}

describe("React Router as patched", () => {
  it("is installed with every line the patch adds, in both builds and both module formats", () => {
    const files = patchedFiles();
    expect(files.map(({ file }) => file.replace(/chunk-\w+/, "chunk")).sort()).toEqual(
      expect.arrayContaining([
        "node_modules/react-router/dist/development/chunk.mjs",
        "node_modules/react-router/dist/production/chunk.mjs",
        "node_modules/react-router/dist/development/index.js",
        "node_modules/react-router/dist/production/index.js",
      ]),
    );
    for (const { file, added } of files) {
      const installed = readFileSync(file, "utf8");
      for (const line of added) expect(installed, file).toContain(line);
    }
  });

  it("has its Vite plugin's type generation retry a folder another test worker is filling", () => {
    const files = patchedFiles("@react-router+dev+7.18.4.patch");
    expect(files.map(({ file }) => file)).toEqual(["node_modules/@react-router/dev/dist/vite.js"]);
    for (const { file, added } of files) {
      expect(added.filter((line) => line.includes("maxRetries"))).toHaveLength(2);
      const installed = readFileSync(file, "utf8");
      for (const line of added) expect(installed, file).toContain(line);
    }
  });

  it("converts a route tree to data routes once, each render with its own location", async () => {
    const routes = [
      { path: "/", loader: () => "home", element: createElement("h1", null, "Home") },
      { path: "/about", loader: () => "about", element: createElement("h1", null, "About") },
    ];
    const { query, dataRoutes } = createStaticHandler(routes);
    const render = async (path: string) => {
      const context = (await query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
      const router = createStaticRouter(dataRoutes, context);
      return { router, html: renderToStaticMarkup(createElement(StaticRouterProvider, { router, context })) };
    };
    const home = await render("/");
    const about = await render("/about");
    expect(home.html).toContain("<h1>Home</h1>");
    expect(about.html).toContain("<h1>About</h1>");
    expect(about.router.routes).toBe(home.router.routes);
    expect(home.router.state.location.pathname).toBe("/");
    expect(about.router.state.location.pathname).toBe("/about");
  });

  it("matches routes as before while passing over branches whose whole path cannot match", () => {
    // The app's shapes: a language layout with an index, static pages, a product slug, a category catch-all,
    // a splat and a 404 catch-all; an admin layout without a path; an optional segment; a case-sensitive path.
    const routes: RouteObject[] = [
      { id: "root-index", index: true },
      {
        id: "admin",
        path: "admin",
        children: [
          { id: "admin-login", index: true },
          {
            id: "admin-tools",
            children: [
              { id: "admin-edit", path: "products/:id/edit" },
              { id: "admin-404", path: "*" },
            ],
          },
        ],
      },
      { id: "legacy", path: "shop/:slug?" },
      { id: "exact-case", path: "CaseSensitive", caseSensitive: true },
      {
        id: "lang",
        path: ":lang",
        children: [
          { id: "home", index: true },
          { id: "list", path: "produtos" },
          { id: "product", path: "produto/:slug" },
          { id: "old-category", path: "product-category/*" },
          { id: "category", path: ":categorySlug" },
          { id: "not-found", path: "*" },
        ],
      },
    ];
    // [path, [route id, params, pathname, pathnameBase] per match], as React Router 7.18.4 answers without the patch.
    const unpatched: [string, [string, Record<string, string>, string, string][] | null][] = [
      ["/", [["root-index", {}, "/", "/"]]],
      [
        "/pt",
        [
          ["lang", { lang: "pt" }, "/pt", "/pt"],
          ["home", { lang: "pt" }, "/pt/", "/pt"],
        ],
      ],
      [
        "/pt/",
        [
          ["lang", { lang: "pt" }, "/pt", "/pt"],
          ["home", { lang: "pt" }, "/pt/", "/pt"],
        ],
      ],
      [
        "/pt/produtos",
        [
          ["lang", { lang: "pt" }, "/pt", "/pt"],
          ["list", { lang: "pt" }, "/pt/produtos", "/pt/produtos"],
        ],
      ],
      [
        "/pt/PRODUTOS/",
        [
          ["lang", { lang: "pt" }, "/pt", "/pt"],
          ["list", { lang: "pt" }, "/pt/PRODUTOS/", "/pt/PRODUTOS"],
        ],
      ],
      [
        "/pt/produto/viseira-k6",
        [
          ["lang", { lang: "pt", slug: "viseira-k6" }, "/pt", "/pt"],
          ["product", { lang: "pt", slug: "viseira-k6" }, "/pt/produto/viseira-k6", "/pt/produto/viseira-k6"],
        ],
      ],
      [
        "/pt/produto/caf%C3%A9",
        [
          ["lang", { lang: "pt", slug: "caf\u00e9" }, "/pt", "/pt"],
          ["product", { lang: "pt", slug: "caf\u00e9" }, "/pt/produto/caf\u00e9", "/pt/produto/caf\u00e9"],
        ],
      ],
      [
        "/pt/visors-agv",
        [
          ["lang", { lang: "pt", categorySlug: "visors-agv" }, "/pt", "/pt"],
          ["category", { lang: "pt", categorySlug: "visors-agv" }, "/pt/visors-agv", "/pt/visors-agv"],
        ],
      ],
      [
        "/pt/product-category/a/b",
        [
          ["lang", { lang: "pt", "*": "a/b" }, "/pt", "/pt"],
          ["old-category", { lang: "pt", "*": "a/b" }, "/pt/product-category/a/b", "/pt/product-category"],
        ],
      ],
      [
        "/pt/produto/a/b",
        [
          ["lang", { lang: "pt", "*": "produto/a/b" }, "/pt", "/pt"],
          ["not-found", { lang: "pt", "*": "produto/a/b" }, "/pt/produto/a/b", "/pt"],
        ],
      ],
      [
        "/admin",
        [
          ["admin", {}, "/admin", "/admin"],
          ["admin-login", {}, "/admin/", "/admin"],
        ],
      ],
      [
        "/admin/",
        [
          ["admin", {}, "/admin", "/admin"],
          ["admin-login", {}, "/admin/", "/admin"],
        ],
      ],
      [
        "/admin/products/7/edit",
        [
          ["admin", { id: "7" }, "/admin", "/admin"],
          ["admin-tools", { id: "7" }, "/admin/", "/admin"],
          ["admin-edit", { id: "7" }, "/admin/products/7/edit", "/admin/products/7/edit"],
        ],
      ],
      [
        "/admin/nothing/here",
        [
          ["admin", { "*": "nothing/here" }, "/admin", "/admin"],
          ["admin-tools", { "*": "nothing/here" }, "/admin/", "/admin"],
          ["admin-404", { "*": "nothing/here" }, "/admin/nothing/here", "/admin"],
        ],
      ],
      ["/shop", [["legacy", {}, "/shop", "/shop"]]],
      ["/shop/k6", [["legacy", { slug: "k6" }, "/shop/k6", "/shop/k6"]]],
      ["/CaseSensitive", [["exact-case", {}, "/CaseSensitive", "/CaseSensitive"]]],
      [
        "/casesensitive",
        [
          ["lang", { lang: "casesensitive" }, "/casesensitive", "/casesensitive"],
          ["home", { lang: "casesensitive" }, "/casesensitive/", "/casesensitive"],
        ],
      ],
      ["//pt", null],
      [
        "/pt//produtos",
        [
          ["lang", { lang: "pt", "*": "/produtos" }, "/pt", "/pt"],
          ["not-found", { lang: "pt", "*": "/produtos" }, "/pt/produtos", "/pt"],
        ],
      ],
      [
        "/pt/produto/",
        [
          ["lang", { lang: "pt", categorySlug: "produto" }, "/pt", "/pt"],
          ["category", { lang: "pt", categorySlug: "produto" }, "/pt/produto/", "/pt/produto"],
        ],
      ],
      [
        "/a/b/c/d",
        [
          ["lang", { lang: "a", "*": "b/c/d" }, "/a", "/a"],
          ["not-found", { lang: "a", "*": "b/c/d" }, "/a/b/c/d", "/a"],
        ],
      ],
      [
        "/pt/produto/x%2Fy",
        [
          ["lang", { lang: "pt", slug: "x/y" }, "/pt", "/pt"],
          ["product", { lang: "pt", slug: "x/y" }, "/pt/produto/x%2Fy", "/pt/produto/x%2Fy"],
        ],
      ],
    ];
    for (const [path, matches] of unpatched) {
      const found = matchRoutes(routes, path)?.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]) ?? null;
      expect(found, path).toEqual(matches);
    }
  });
});
