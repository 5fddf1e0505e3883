import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./aliases.config.ts";

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    // The Hono server is the SSR entry, so server and routes share one copy of React Router.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp"] },
});
