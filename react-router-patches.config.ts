import type { Plugin } from "vite";

/**
 * Changes to React Router's production code (7.18) that take work off every document render. Each names the
 * code it replaces; the build fails if that code is gone or appears twice, so an upgrade of React Router
 * cannot silently drop one (decision 0017). Development builds run React Router unchanged.
 */
interface Patch {
  /** Why, for the error message. */
  name: string;
  /** A string that only the module to patch contains. */
  moduleMarker: string;
  replacements: { from: string; to: string }[];
}

const patches: Patch[] = [
  {
    // React Router encodes every loader's data (turbo-stream) for the browser before it renders a document, also
    // one that never hydrates (decision 0006), where it is thrown away: 7 % of an uncached product page's CPU. Its
    // document handler now encodes that data when something reads it; for documents that do not hydrate,
    // app/entry.server.tsx hands ServerRouter a context without it, so nothing does.
    name: "loader data encoded when read",
    moduleMarker: "function handleDocumentRequest(",
    replacements: [
      {
        from: `serverHandoffStream: encodeViaTurboStream(
        state,
        request.signal,
        build.entry.module.streamTimeout,
        serverMode
      ),`,
        to: `get serverHandoffStream() {
        return this.__handoffStream ?? (this.__handoffStream = encodeViaTurboStream(
          state,
          request.signal,
          build.entry.module.streamTimeout,
          serverMode
        ));
      },`,
      },
    ],
  },
  {
    // ServerRouter rebuilt the route tree of the whole app (114 routes) from the build's manifest on every
    // render: 3–5 % of an uncached page's CPU. The tree depends on the build alone, so it is built once per
    // manifest (the route modules it reads are the build's, whatever object holds them).
    name: "server routes built once per build",
    moduleMarker: "function ServerRouter(",
    replacements: [
      {
        from: `let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
        to: `let routes = serverRoutesOfBuild.get(manifest.routes);
  if (!routes) {
    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    serverRoutesOfBuild.set(manifest.routes, routes);
  }`,
      },
      { from: "function ServerRouter(", to: "const serverRoutesOfBuild = new WeakMap();\nfunction ServerRouter(" },
    ],
  },
  {
    // createStaticRouter then turned that tree into data routes on every render (2 %); the data routes depend
    // on the tree alone, and nothing changes them on the server.
    name: "data routes built once per route tree",
    moduleMarker: "function createStaticRouter(",
    replacements: [
      {
        from: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
        to: `const dataRoutesOfTree = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = dataRoutesOfTree.get(routes);
  if (!converted) {
    let manifest = {};
    converted = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    dataRoutesOfTree.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
      },
    ],
  },
];

export function reactRouterPatches(): Plugin {
  const applied = new Set<string>();
  return {
    name: "react-router-patches",
    transform(code, id) {
      if (!/\/react-router\/dist\/production\//.test(id)) return;
      let patched = code;
      for (const patch of patches) {
        if (!code.includes(patch.moduleMarker)) continue;
        for (const { from, to } of patch.replacements) {
          if (patched.split(from).length !== 2) {
            throw new Error(
              `${id}: React Router's code changed (${patch.name}); update react-router-patches.config.ts`,
            );
          }
          patched = patched.replace(from, to);
        }
        applied.add(patch.name);
      }
      return patched === code ? undefined : { code: patched, map: null };
    },
    buildEnd() {
      const missing = patches.filter((patch) => !applied.has(patch.name)).map((patch) => patch.name);
      if (this.environment.name === "ssr" && missing.length > 0) {
        throw new Error(`react-router-patches.config.ts: not found in the server build: ${missing.join(", ")}`);
      }
    },
  };
}
