import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
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
});
