import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import plugin from "../eslint-rules/boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules!.boundaries!;
const at = (file: string) => path.resolve(import.meta.dirname, "..", file);

tester.run("local/boundaries", rule, {
  valid: [
    { filename: at("app/features/catalog/x.server.ts"), code: 'import { slugify } from "~/features/slugs";' },
    {
      filename: at("app/features/catalog/x.server.ts"),
      code: 'import { changeSlug } from "~/features/slugs/index.server";',
    },
    {
      filename: at("app/features/catalog/x.ts"),
      code: 'import { InvalidError } from "~/lib/errors"; import { a } from "./y";',
    },
    {
      filename: at("app/routes/store/x.tsx"),
      code: 'import { getStorefrontProduct } from "~/features/catalog/catalog.service.server";',
    },
    { filename: at("db/seed/x.ts"), code: 'import { storeMedia } from "~/features/media/index.server";' },
    { filename: at("app/entry.server.tsx"), code: 'import { renderOnce } from "#server/engine/static-markup.server";' },
    { filename: at("server/api/x.ts"), code: 'import { forgetCachedPage } from "../engine/page-cache";' },
    // The admin pages' typed client takes the API's router types (issue 34).
    { filename: at("app/features/admin/x.ts"), code: 'import type { AdminRouters } from "#server/api/admin";' },
    {
      filename: at("app/features/seo/x.test.ts"),
      code: 'import { findVisibleProductRows } from "~/features/catalog/catalog.queries.server";',
    },
  ],
  invalid: [
    {
      filename: at("app/features/admin/x.ts"),
      code: 'import { adminApi } from "#server/api/admin";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("app/features/admin/x.ts"),
      code: 'import type { AdminToolRouters } from "#server/api/admin/tools";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("app/routes/store/x.tsx"),
      code: 'import { forgetCachedPage } from "#server/engine/page-cache";',
      errors: [{ messageId: "engine" }],
    },
    { filename: at("app/lib/x.ts"), code: 'import { a } from "~/features/catalog";', errors: [{ messageId: "layer" }] },
    {
      filename: at("app/features/seo/x.server.ts"),
      code: 'import { findVisibleProductRows } from "~/features/catalog/catalog.queries.server";',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: at("app/features/seo/x.server.ts"),
      code: 'import { findVisibleProductRows } from "../catalog/catalog.queries.server";',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: at("app/features/slugs/x.ts"),
      code: 'import { canBuy } from "~/features/catalog";',
      errors: [{ messageId: "cycle" }],
    },
    {
      filename: at("app/features/catalog/x.ts"),
      code: 'import { a } from "~/routes/store/product";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("app/features/catalog/x.ts"),
      code: 'import { a } from "#db/seed/categories";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("app/components/x.tsx"),
      code: 'import { a } from "~/features/catalog";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("db/schema/x.ts"),
      code: 'import { a } from "~/features/catalog";',
      errors: [{ messageId: "layer" }],
    },
    {
      filename: at("app/features/slugs/index.ts"),
      code: 'export { a } from "./slug-checks.server";',
      errors: [{ messageId: "browserIndex" }],
    },
  ],
});
