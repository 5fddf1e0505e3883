import { customType } from "drizzle-orm/pg-core";

/** Raw bytes; PGlite and node-postgres both hand back a Uint8Array/Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
