import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Data of the root loader: language, public origin and site settings. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
