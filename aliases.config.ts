import { fileURLToPath } from "node:url";

/** Import aliases shared by vite.config.ts and vitest.config.ts (mirrors tsconfig "paths"). */
const root = (dir: string) => fileURLToPath(new URL(`./${dir}/`, import.meta.url));

export const aliases = [
  { find: /^~\//, replacement: root("app") },
  { find: /^#db\//, replacement: root("db") },
  { find: /^#server\//, replacement: root("server") },
  { find: /^#tests\//, replacement: root("tests") },
];
