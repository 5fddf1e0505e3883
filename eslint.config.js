import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import local from "./eslint-rules/boundaries.js";

const outgoing = "Make outgoing requests with guardedFetch (~/lib/guarded-fetch.server): it refuses inside addresses.";
/** What server code may take from node:http and node:net: serving, types and address helpers, never a client. */
const serverSideHttp = [
  "createServer",
  "IncomingMessage",
  "ServerResponse",
  "RequestListener",
  "Server",
  "IncomingHttpHeaders",
];
const serverSideNet = [
  "AddressInfo",
  "BlockList",
  "isIP",
  "isIPv4",
  "isIPv6",
  "LookupFunction",
  "Server",
  "createServer",
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "drizzle/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // With verbatimModuleSyntax, `import { type X } from "m"` keeps `import "m"` in the bundle: a browser module
      // would load a server one. `import type` is erased whole.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // The environment is parsed once in server/env.server.ts.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through server/env.server.ts." },
      ],
    },
  },
  {
    // The layers and the features' public modules (docs/decisions/0019-enforced-boundaries.md).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts"],
    plugins: { local },
    rules: { "local/boundaries": "error" },
  },
  {
    // A file is read whole: past 400 lines it does more than one thing (issue 34). Data is exempt: the demo
    // catalogue's records are one list, however long.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["db/seed/data/**"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every outgoing request of the server goes through the guarded fetcher (docs/security.md, SSRF): no other
    // server code may open a connection. Browser code (the document script, the admin client in admin-fetch.ts) and tests may.
    files: ["app/**/*.ts", "server/**/*.ts", "db/**/*.ts"],
    ignores: [
      "app/lib/guarded-fetch.server.ts",
      "app/enhance/**",
      "app/features/admin/admin-fetch.ts",
      "**/*.test.ts",
      "**/*.test-setup.ts",
    ],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["fetch", "XMLHttpRequest", "WebSocket", "EventSource"].map((name) => ({ name, message: outgoing })),
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "node:http", allowImportNames: serverSideHttp, message: outgoing },
            { name: "http", allowImportNames: serverSideHttp, message: outgoing },
            { name: "node:net", allowImportNames: serverSideNet, message: outgoing },
            { name: "net", allowImportNames: serverSideNet, message: outgoing },
            ...["https", "http2", "tls", "dgram", "undici"].flatMap((name) => [
              { name, message: outgoing },
              { name: `node:${name}`, message: outgoing },
            ]),
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/^(node:)?(https?|http2|net|tls|dgram|undici)$/]",
          message: outgoing,
        },
        {
          selector: "MemberExpression[property.name='fetch'][object.name=/^(globalThis|global|window|self)$/]",
          message: outgoing,
        },
        {
          selector:
            "CallExpression[callee.name='isNull'][arguments.0.object.name=/^(products|categories)$/][arguments.0.property.name='deletedAt']",
          message: "Use productIsLive or categoryIsLive from #db/predicates: one definition of what is in the trash.",
        },
        {
          selector:
            "CallExpression[callee.name='eq'][arguments.0.object.name='products'][arguments.0.property.name='status'][arguments.1.value='published']",
          message: "Use productIsVisible from #db/predicates: one definition of what a visitor may see.",
        },
      ],
    },
  },
  {
    // The pages' one way to the admin API is its typed client (adminApi and adminCall in
    // app/features/admin/admin-fetch.ts, issue 34): paths, bodies and answers come from the routers' types, and a
    // session that ends mid-task is renewed. The storefront's pages fetch nothing: their script is app/enhance.
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["fetch", "XMLHttpRequest", "EventSource"].map((name) => ({
          name,
          message: "Call the admin API with adminCall(adminApi(path)…) from ~/features/admin: one typed transport.",
        })),
      ],
    },
  },
  {
    files: ["server/env.server.ts", "tests/**", "**/*.test.ts", "*.config.ts", "scripts/**", "bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Browser code must not reach the database or server-only modules.
    files: ["app/**/*.tsx", "app/**/components/**"],
    // The storefront shell has no loader: it stays browser code, like the components it once was. The server
    // entry is server code.
    ignores: ["app/routes/**", "!app/routes/store/shell/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      // Types may come from the server module that produces the data (issue 34): one shape per entity, erased
      // from the bundle (`import type` only: see no-import-type-side-effects).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // A regex: in the gitignore-style `group`, "#db/*" is a comment and never matched.
              regex: "^#db/|\\.server(\\.ts)?$",
              allowTypeImports: true,
              message: "Components may not import server code (types may: `import type`).",
            },
          ],
        },
      ],
    },
  },
);
