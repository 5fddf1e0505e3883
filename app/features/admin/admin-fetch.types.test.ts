import { describe, expectTypeOf, it } from "vitest";
import type { duplicateAdminProduct } from "~/features/catalog/product-admin.server";
import type { importMarketplaceProduct } from "~/features/marketplace/marketplace-import.server";
import { adminApi, adminCall, type AdminResult } from "./admin-fetch";

/**
 * Issue 34 point 3: the admin pages' calls take their types from the API's routers. These are checked by `tsc` (CI's
 * typecheck), not run: a wrong path, parameter or body is a type error, and an answer is the service's own type.
 */
const products = adminApi("/products");
const marketplace = adminApi("/marketplace");

/** Never called: a request needs a page to send it from. */
function _calls() {
  return {
    duplicate: adminCall(products[":id"].duplicate.$post({ param: { id: "7" } })),
    // An answer the router sends with an error status (409: imported already) is not a success's data.
    imported: adminCall(marketplace.import.$post({ json: { url: "https://www.aliexpress.com/item/1.html" } })),
    refused: [
      // @ts-expect-error -- the route's parameter is `id`
      products[":id"].duplicate.$post({ param: { productId: "7" } }),
      // @ts-expect-error -- no such route
      products[":id"].clone.$post({ param: { id: "7" } }),
      // @ts-expect-error -- the import takes a url
      marketplace.import.$post({ json: { address: "https://www.aliexpress.com/item/1.html" } }),
    ],
  };
}

describe("the admin API's typed client", () => {
  it("answers with the services' own types", () => {
    type Calls = ReturnType<typeof _calls>;
    expectTypeOf<Calls["duplicate"]>().toEqualTypeOf<
      Promise<AdminResult<Awaited<ReturnType<typeof duplicateAdminProduct>>>>
    >();
    expectTypeOf<Calls["imported"]>().toEqualTypeOf<
      Promise<AdminResult<Awaited<ReturnType<typeof importMarketplaceProduct>>>>
    >();
  });
});
