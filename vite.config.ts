import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./aliases.config.ts";

export default defineConfig(({ mode }) => ({
  resolve: { alias: aliases },
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: a phone on a slow link pays per request more than per byte.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules/ },
                { name: "app", test: /\/app\/(components|lib|i18n|features)\// },
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
    external: ["@electric-sql/pglite", "pg", "sharp"],
  },
}));
