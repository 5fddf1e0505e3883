import { storeContext, storeNotFound } from "~/context/store-context.server";
import type { Route } from "./+types/not-found";

/** Any unmatched path under a language answers 404 with the not-found page (the layout's error boundary). */
export async function loader(args: Route.LoaderArgs) {
  const { db, ui } = await storeContext(args, { reads: "any" });
  throw await storeNotFound(db, ui);
}

export default function NotFound() {
  return null;
}
