// The layers of the app and what each may import (docs/decisions/0019-enforced-boundaries.md):
//
//   app/routes, app/context, server  →  app/features  →  app/lib, app/components/ui, app/i18n  →  db
//
// A feature uses another only through its public module (index.ts for the browser, index.server.ts for the
// server), and the features form no cycle. The engine room (server/engine/, decision 0032) is used by server/ and
// app/entry.server.tsx only. The admin API's router types may be imported as types by the app (`apiTypes`). Tests
// import freely. The rule resolves the app's aliases itself
// (tsconfig "paths"), so "~/…", "#db/…" and relative paths are judged alike.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const aliases = [
  ["~/", "app/"],
  ["#db/", "db/"],
  ["#server/", "server/"],
  ["#tests/", "tests/"],
];

/** Files that start a process or a test run: they wire everything together. */
const entries = new Set(["db/migrate.ts", "db/seed/run.ts"]);

/** What each layer may import, besides its own folder. */
const allowed = {
  routes: "*",
  context: "*",
  server: "*",
  engine: "*",
  entry: "*",
  test: "*",
  feature: ["feature", "lib", "ui", "i18n", "db"],
  seed: ["feature", "lib", "i18n", "db"],
  components: ["ui", "lib", "i18n"],
  ui: ["lib", "i18n", "enhance"],
  i18n: ["lib"],
  lib: [],
  db: [],
  enhance: [],
};

/**
 * The admin API's router types: the admin pages' typed client is made from them (app/features/admin/admin-fetch.ts),
 * by `import type` only, so no server code reaches the browser (issue 34).
 */
const apiTypes = new Set(["server/api/admin/index.ts"]);

/** The layers that may use the engine room, besides app/entry.server.tsx (the kept markup). */
const engineUsers = new Set(["server", "engine", "test"]);

const why = {
  feature: "a feature imports app/lib, app/components/ui, app/i18n, db/ and other features' public modules",
  seed: "the seed imports db/, app/lib, app/i18n and features' public modules",
  components: "app/components imports app/components/ui, app/lib and app/i18n: no feature (the route composes them)",
  ui: "app/components/ui holds primitives: it imports app/lib, app/i18n and the document script's keys only",
  i18n: "app/i18n imports app/lib only",
  lib: "app/lib is a leaf: it imports nothing of the app",
  db: "db/ imports nothing of the app (only db/seed may use features)",
  enhance: "the document script is self-contained: it imports app/enhance only",
};

/** The layer of a file, from its path relative to the repository. */
export function layerOf(file) {
  if (/\.test\.tsx?$/.test(file) || file.startsWith("tests/")) return { type: "test" };
  if (entries.has(file)) return { type: "entry" };
  const feature = file.match(/^app\/features\/([^/]+)\/(.+)$/);
  if (feature) return { type: "feature", name: feature[1], inner: feature[2] };
  if (file.startsWith("app/routes/") || /^app\/(root|routes|entry\.client|entry\.server)\.tsx?$/.test(file))
    return { type: "routes" };
  if (file.startsWith("app/context/")) return { type: "context" };
  if (file.startsWith("server/engine/")) return { type: "engine" };
  if (file.startsWith("server/")) return { type: "server" };
  if (file.startsWith("app/components/ui/")) return { type: "ui" };
  if (file.startsWith("app/components/")) return { type: "components" };
  if (file.startsWith("app/lib/")) return { type: "lib" };
  if (file.startsWith("app/i18n/")) return { type: "i18n" };
  if (file.startsWith("app/enhance/")) return { type: "enhance" };
  if (file.startsWith("db/seed/")) return { type: "seed" };
  if (file.startsWith("db/")) return { type: "db" };
  if (/^app\/[^/]+\//.test(file) && !file.includes("/+types/")) return { type: "unknown" };
  return { type: "other" };
}

const label = (layer, file) =>
  layer.type === "feature" ? `features/${layer.name}` : file.split("/").slice(0, 2).join("/");

/** The repository-relative file an import names, or null for a package. */
export function resolveImport(specifier, importer) {
  let target = null;
  for (const [alias, folder] of aliases)
    if (specifier.startsWith(alias)) target = folder + specifier.slice(alias.length);
  if (target === null) {
    if (!specifier.startsWith(".")) return null;
    target = path.relative(root, path.resolve(path.dirname(path.join(root, importer)), specifier));
  }
  target = target.split(path.sep).join("/");
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return (
    candidates.find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) ??
    target
  );
}

const publicModule = /^index(\.server)?\.tsx?$/;

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

let featureGraph = null;

/** Which features each feature imports (outside tests), read once per lint run. */
function graph() {
  if (featureGraph) return featureGraph;
  featureGraph = new Map();
  const features = path.join(root, "app/features");
  for (const entry of fs.readdirSync(features, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const from = layerOf(file);
    if (from.type !== "feature") continue;
    const uses = featureGraph.get(from.name) ?? new Map();
    featureGraph.set(from.name, uses);
    for (const [, specifier] of fs.readFileSync(path.join(root, file), "utf8").matchAll(importPattern)) {
      const target = resolveImport(specifier, file);
      const to = target && layerOf(target);
      if (to?.type === "feature" && to.name !== from.name && !uses.has(to.name)) uses.set(to.name, file);
    }
  }
  return featureGraph;
}

/** A path of features from `start` back to `goal`, if there is one. */
function pathBetween(start, goal) {
  const seen = new Set();
  const walk = (name) => {
    if (name === goal) return [name];
    if (seen.has(name)) return null;
    seen.add(name);
    for (const next of graph().get(name)?.keys() ?? []) {
      const rest = walk(next);
      if (rest) return [name, ...rest];
    }
    return null;
  };
  return walk(start);
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keep the layers of the app and the features' public modules (decision 0019)." },
    schema: [],
    messages: {
      layer: "{{from}} may not import {{to}}: {{why}}.",
      internal:
        "{{from}} may not import {{target}}: use features/{{to}} through its public module (~/features/{{to}} or ~/features/{{to}}/index.server).",
      cycle:
        "features/{{from}} may not import features/{{to}}: {{path}} already leads back, so this closes a cycle between features. Move the shared code down into a feature both can use.",
      unknown: "{{file}} is in no layer: give its folder one in eslint-rules/boundaries.js.",
      engine:
        "{{from}} may not import {{target}}: the engine room (server/engine/) is wired by server/ and app/entry.server.tsx only (decision 0032).",
      browserIndex:
        "{{target}} is server code: index.ts is the browser-safe public module, so re-export it from index.server.ts.",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const from = layerOf(file);
    if (from.type === "other") return {};
    if (from.type === "unknown")
      return { Program: (node) => context.report({ node, messageId: "unknown", data: { file } }) };
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolveImport(specifier, file);
      if (target === null) return;
      const to = layerOf(target);
      if (node.importKind === "type" && apiTypes.has(target)) return;
      if (from.type === "feature" && to.type === "feature" && to.name === from.name) {
        if (/^index\.tsx?$/.test(from.inner) && /\.server(\.tsx?)?$/.test(target))
          context.report({ node: node.source, messageId: "browserIndex", data: { target } });
        return;
      }
      if (to.type === "engine" && !engineUsers.has(from.type) && file !== "app/entry.server.tsx") {
        context.report({ node: node.source, messageId: "engine", data: { from: label(from, file), target } });
        return;
      }
      const rules = allowed[from.type];
      if (to.type === "unknown") {
        context.report({ node: node.source, messageId: "unknown", data: { file: target } });
        return;
      }
      if (rules === "*" || to.type === "other" || (to.type === from.type && from.type !== "feature")) return;
      if (!rules.includes(to.type)) {
        context.report({
          node: node.source,
          messageId: "layer",
          data: { from: label(from, file), to: label(to, target), why: why[from.type] },
        });
        return;
      }
      if (to.type !== "feature") return;
      if (!publicModule.test(to.inner)) {
        context.report({
          node: node.source,
          messageId: "internal",
          data: { from: label(from, file), target, to: to.name },
        });
        return;
      }
      if (from.type !== "feature") return;
      const back = pathBetween(to.name, from.name);
      if (back)
        context.report({
          node: node.source,
          messageId: "cycle",
          data: { from: from.name, to: to.name, path: back.map((name) => `features/${name}`).join(" → ") },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
