import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { aliases } from "./aliases.config.ts";
import { documentScriptFile } from "./app/enhance/keys.ts";

/**
 * React Router's package exports always name its development build (remix-run/react-router#14102);
 * production builds take the production one, which leaves its development warnings out.
 */
const productionBuildOf = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier).replace("/dist/development/", "/dist/production/"));
const storefrontShared = /\/app\/(components|lib|i18n|features|context|enhance|routes\/store\/shell)\//;
/**
 * Client modules only admin pages run: admin features, form schemas (zod: the storefront validates on
 * the server), the SEO tools' scoring.
 */
const adminOnly = new RegExp(
  [
    String.raw`/app/(features/(admin|translations|visor-templates|insight|link-health)|components/ui/admin)/`,
    String.raw`/app/features/categories/components/`,
    String.raw`/app/features/seo/(slug-score|slug-words)\.ts$`,
    String.raw`\.schema\.ts$|/app/lib/form-schemas\.ts$`,
    String.raw`-admin\.(server\.)?tsx?$`,
  ].join("|"),
);

const documentScriptEntry = fileURLToPath(new URL("./app/enhance/document.ts", import.meta.url));

/**
 * The document script (decision 0006), built on its own into one self-contained file under a fixed name. Not an entry
 * of the app's build: the components import its hook names (app/enhance/keys.ts), and a module shared with an entry
 * lands in the entry's chunk, so every React page would import, and run, the document script a second time.
 */
function documentScript(): Plugin {
  return {
    name: "document-script",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const bundle = await rolldown({ input: documentScriptEntry });
      const { output } = await bundle.generate({ format: "es", minify: true });
      await bundle.close();
      this.emitFile({ type: "asset", fileName: `assets/${documentScriptFile}`, source: output[0].code });
    },
  };
}

const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuildOf("react-router") },
  { find: /^react-router\/dom$/, replacement: productionBuildOf("react-router/dom") },
];

export default defineConfig(({ mode }) => ({
  resolve: { alias: mode === "production" ? [...aliases, ...reactRouterProduction] : aliases },
  plugins: [tailwindcss(), reactRouter(), documentScript()],
  environments: {
    client: {
      build: {
        // "rollupOptions" (not rolldownOptions): React Router only keeps our output options under that name.
        rollupOptions: {
          output: {
            // Fewer, larger chunks: a phone on a slow link pays per request more than per byte.
            codeSplitting: {
              groups: [
                // zod checks admin forms in the browser, uPlot draws the insight chart: they stay with the admin pages that use them.
                { name: "framework", test: (id) => /node_modules/.test(id) && !/node_modules\/(zod|uplot)\//.test(id) },
                // Shared storefront code; the admin area's own modules stay out, in the admin pages' chunks.
                { name: "app", test: (id) => storefrontShared.test(id) && !adminOnly.test(id) },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // The Hono server is the SSR entry, so server and routes share one copy of React Router.
      build: { rollupOptions: { input: "./server/index.ts" } },
      // Pick React's production build at build time, whatever NODE_ENV the server starts with.
      ...(mode === "production" ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
    },
  },
  // The production server bundles its dependencies (except native and WASM packages); the dev server
  // loads them from node_modules, as Vite's dev runner cannot evaluate CommonJS packages inline.
  ssr: {
    noExternal: mode === "production" ? true : undefined,
    external: ["@electric-sql/pglite", "pg", "sharp", "@node-rs/argon2"],
  },
}));
